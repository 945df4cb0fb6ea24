import { parseId } from '@causeway/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { weightOf } from '../../db/currency-weight';
import type { Tx } from '../../db/client';

/** A donor: a registered user, or a guest e-mail (lower-case) with every guest gift made under it. */
export type DonorRef = { userId: number; email?: undefined } | { userId?: undefined; email: string };

/** 'u{userId}' or 'g{lower(email)}', the primary key of donor_summaries. */
export function donorKey(ref: DonorRef): string {
  return ref.userId !== undefined ? `u${ref.userId}` : `g${ref.email}`;
}

/** The donor a key names, or undefined for a key no donor can have. */
export function parseDonorKey(key: string): DonorRef | undefined {
  if (key.startsWith('u')) {
    const userId = parseId(key.slice(1));
    return userId === null ? undefined : { userId };
  }
  if (key.startsWith('g') && key.length > 3 && key === key.toLowerCase()) return { email: key.slice(1) };
  return undefined;
}

/** Which rows of a table carrying user_id and guest_email belong to the donor. */
export function belongsTo(alias: string, ref: DonorRef): SQL {
  const t = sql.raw(alias);
  return ref.userId !== undefined
    ? sql`${t}.user_id = ${ref.userId}`
    : sql`${t}.user_id is null and lower(${t}.guest_email) = ${ref.email}`;
}

/** A gift's weight in `total_donated`, the donor list's order and its 'top' filter (currency-weight.ts). */
const weightOfGift = weightOf(sql.raw('d.currency'));

/**
 * The summary rows of the donors whose donations (alias d) and recurring gifts (alias r) match the conditions,
 * computed from the donations table alone (DECISIONS.md: totals come from succeeded donations only). A donor is
 * someone who has given: a donor without a succeeded donation yields no row. The same text, with both
 * conditions `true`, was the backfill at the end of migration 0005 (which had US dollars only, so no weights).
 */
export function summaryRowsSql(donationsOf: SQL, recurringOf: SQL): SQL {
  return sql`
    select t.donor_key, t.user_id, t.guest_email,
           coalesce(n.guest_first_name, '') as guest_first_name, coalesce(n.guest_last_name, '') as guest_last_name,
           t.total_donated, t.donation_count, coalesce(r.recurring_count, 0) as recurring_count,
           t.first_donation_at, t.last_donation_at
    from (
      select case when d.user_id is not null then 'u' || d.user_id else 'g' || lower(d.guest_email) end as donor_key,
             min(d.user_id) as user_id,
             min(case when d.user_id is null then lower(d.guest_email) end) as guest_email,
             -- Net of refunds: a refund comes out of the gift first (issue 23's refund semantics); each currency
             -- at its weight (currency-weight.ts): every amount shown is a currency's own total instead.
             round(sum((d.amount - least(d.amount, d.refunded_amount)) * ${weightOfGift}))::bigint as total_donated,
             count(*)::int as donation_count,
             min(coalesce(d.succeeded_at, d.created_at)) as first_donation_at,
             max(coalesce(d.succeeded_at, d.created_at)) as last_donation_at
      from donations d
      where d.status = 'succeeded' and (d.user_id is not null or d.guest_email is not null) and ${donationsOf}
      group by 1
    ) t
    left join (
      -- A guest's name as given on their newest succeeded gift.
      select distinct on (lower(d.guest_email)) 'g' || lower(d.guest_email) as donor_key,
             coalesce(d.guest_first_name, '') as guest_first_name, coalesce(d.guest_last_name, '') as guest_last_name
      from donations d
      where d.status = 'succeeded' and d.user_id is null and d.guest_email is not null and ${donationsOf}
      order by lower(d.guest_email), coalesce(d.succeeded_at, d.created_at) desc, d.id desc
    ) n on n.donor_key = t.donor_key
    left join (
      select case when r.user_id is not null then 'u' || r.user_id else 'g' || lower(r.guest_email) end as donor_key,
             count(*)::int as recurring_count
      from recurring_donations r
      where (r.user_id is not null or r.guest_email is not null) and ${recurringOf}
      group by 1
    ) r on r.donor_key = t.donor_key`;
}

const summaryColumns = sql.raw(
  'donor_key, user_id, guest_email, guest_first_name, guest_last_name, total_donated, donation_count, ' +
    'recurring_count, first_donation_at, last_donation_at',
);

/** Which rows of a table carrying user_id and guest_email belong to any of the donors (arrays: one text for any number). */
export function belongsToAny(alias: string, refs: DonorRef[]): SQL {
  const t = sql.raw(alias);
  const userIds = refs.flatMap((r) => (r.userId !== undefined ? [r.userId] : []));
  const emails = refs.flatMap((r) => (r.email !== undefined ? [r.email] : []));
  return sql`(${t}.user_id = any(${sql.param(userIds)}::int[])
    or (${t}.user_id is null and lower(${t}.guest_email) = any(${sql.param(emails)}::text[])))`;
}

/** Each donor once, in key order: the order every transaction takes donor locks in. */
function distinctByKey(refs: DonorRef[]): DonorRef[] {
  const byKey = new Map(refs.map((ref) => [donorKey(ref), ref]));
  return [...byKey.keys()].sort().map((key) => byKey.get(key)!);
}

/**
 * Takes the donors' row locks, in key order, creating a placeholder row where there is none. Two transactions
 * moving gifts of the same donor queue here; the second one's next statement then sees the first one's committed
 * gift (READ COMMITTED takes a fresh snapshot per statement), so neither overwrites the other with a stale sum.
 */
export async function lockSummaryRows(tx: Tx, refs: DonorRef[]): Promise<void> {
  const donors = distinctByKey(refs);
  if (donors.length === 0) return;
  // INSERT ... SELECT ... ORDER BY inserts, and so locks, in that order.
  await tx.execute(sql`
    insert into donor_summaries (donor_key, user_id, guest_email)
    select * from unnest(${sql.param(donors.map(donorKey))}::text[], ${sql.param(donors.map((d) => d.userId ?? null))}::int[],
      ${sql.param(donors.map((d) => d.email ?? null))}::text[]) order by 1
    on conflict (donor_key) do update set updated_at = now()`);
}

/** Rewrites the donors' rows from their donations, deleting the row of a donor with nothing left that stands. */
export async function rewriteSummaryRows(tx: Tx, refs: DonorRef[]): Promise<void> {
  const donors = distinctByKey(refs);
  if (donors.length === 0) return;
  await tx.execute(sql`
    with fresh as (${summaryRowsSql(belongsToAny('d', donors), belongsToAny('r', donors))}),
    updated as (
      update donor_summaries s set
        user_id = f.user_id, guest_email = f.guest_email,
        guest_first_name = f.guest_first_name, guest_last_name = f.guest_last_name,
        total_donated = f.total_donated, donation_count = f.donation_count, recurring_count = f.recurring_count,
        first_donation_at = f.first_donation_at, last_donation_at = f.last_donation_at, updated_at = now()
      from fresh f where s.donor_key = f.donor_key
      returning s.donor_key
    )
    delete from donor_summaries
    where donor_key = any(${sql.param(donors.map(donorKey))}::text[]) and donor_key not in (select donor_key from fresh)`);
}

/**
 * Rebuilds every row in set-based SQL. The table lock makes concurrent single-donor refreshes wait for the
 * rebuild instead of racing it.
 */
export async function rebuildAllSummaries(tx: Tx): Promise<void> {
  await tx.execute(sql`lock table donor_summaries in share row exclusive mode`);
  await tx.execute(sql`delete from donor_summaries`);
  await tx.execute(
    sql`insert into donor_summaries (${summaryColumns}) ${summaryRowsSql(sql.raw('true'), sql.raw('true'))}`,
  );
}
