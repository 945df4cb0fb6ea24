import { and, asc, eq, gte, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaigns, donationTributes, donations, fundraisers, users } from '../../db/schema';
import { donorAccountColumns } from '../../db/donor-columns';
import { conditionsOf, type LedgerCriteria } from './donation-ledger.repository';

const d = donations;

/**
 * Where the previous batch ended: the last row's created_at to the microsecond (a JS Date keeps milliseconds, and
 * a cursor rounded down would read that row again) and its id.
 */
export type DonationCursor = { at: string; id: number };

/** The cursor's instant as UTC text with microseconds, read back below with the same format. */
const cursorAt = sql<string>`to_char(${d.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

/**
 * The next `limit` donations matching the criteria after the cursor, oldest first, with their campaign and donor
 * account. Keyset paging on donations_created_idx (created_at, id): each batch starts where the last one ended, so
 * the millionth row costs what the first did, on PGlite as on PostgreSQL, and no statement stays open between
 * batches.
 */
export function donationBatch(db: Executor, criteria: LedgerCriteria, after: DonationCursor | null, limit: number) {
  return db
    .select({
      donation: d,
      cursorAt,
      campaignTitle: campaigns.title,
      ...donorAccountColumns,
      tributeKind: donationTributes.kind,
      tributeHonoreeName: donationTributes.honoreeName,
      fundraiserTitle: fundraisers.title,
    })
    .from(d)
    .innerJoin(campaigns, eq(campaigns.id, d.campaignId))
    .leftJoin(users, eq(users.id, d.userId))
    .leftJoin(donationTributes, eq(donationTributes.donationId, d.id))
    .leftJoin(fundraisers, eq(fundraisers.id, d.fundraiserId))
    .where(
      and(
        conditionsOf(criteria),
        after ? sql`(${d.createdAt}, ${d.id}) > ((${after.at})::timestamp at time zone 'UTC', ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(d.createdAt), asc(d.id))
    .limit(limit);
}
export type DonationBatchRow = Awaited<ReturnType<typeof donationBatch>>[number];

/** Gifts whose money was received: a refunded one was received, then given back (wholly or in part). */
const RECEIVED = ['succeeded', 'refunded'] as const;

/**
 * The gift's refunded part in cents (refunds come out of the gift first); a donation refunded before partial
 * refunds were recorded carries no figure and was refunded whole.
 */
const giftRefunded = sql`case when ${d.status} = 'refunded' and ${d.refundedAmount} = 0 then ${d.amount}
  else least(${d.amount}, ${d.refundedAmount}) end`;

const totals = {
  // Grouped by it: one currency's gifts per record (issue 26).
  currency: sql<string>`${d.currency}`,
  donationCount: sql<number>`count(*)::int`.mapWith(Number),
  gross: sql<number>`sum(${d.amount})::bigint`.mapWith(Number),
  refunded: sql<number>`sum(${giftRefunded})::bigint`.mapWith(Number),
  firstAt: sql`min(coalesce(${d.succeededAt}, ${d.createdAt}))`.mapWith(d.createdAt),
  lastAt: sql`max(coalesce(${d.succeededAt}, ${d.createdAt}))`.mapWith(d.createdAt),
};

const receivedMatching = (criteria: LedgerCriteria): SQL | undefined =>
  and(conditionsOf(criteria), inArray(d.status, [...RECEIVED]));

/** Where the previous batch of registered donors ended: the last record's account and currency. */
export type AccountDonorCursor = { userId: number; currency: string };

/**
 * The next `limit` records of registered donors (by account id, then currency, after the cursor) with their
 * totals over the matching received gifts in that currency. Grouped in donations_user_created_idx's order (the
 * currencies sorted within an account), so a batch stops after its `limit` records.
 */
export function accountDonorBatch(db: Executor, criteria: LedgerCriteria, after: AccountDonorCursor, limit: number) {
  const userId = sql<number>`${d.userId}`.mapWith(Number).as('donor_user_id');
  const grouped = db
    .select({ userId, ...aliased(totals) })
    .from(d)
    .where(
      and(
        receivedMatching(criteria),
        isNotNull(d.userId),
        gte(d.userId, after.userId),
        sql`(${d.userId}, ${d.currency}) > (${after.userId}, ${after.currency})`,
      ),
    )
    .groupBy(d.userId, d.currency)
    .orderBy(asc(d.userId), asc(d.currency))
    .limit(limit)
    .as('grouped');
  return db
    .select({
      userId: grouped.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      currency: grouped.currency,
      donationCount: grouped.donationCount,
      gross: grouped.gross,
      refunded: grouped.refunded,
      firstAt: grouped.firstAt,
      lastAt: grouped.lastAt,
    })
    .from(grouped)
    .innerJoin(users, eq(users.id, grouped.userId))
    .orderBy(asc(grouped.userId), asc(grouped.currency));
}

/** Where the previous batch of guests ended: the last record's lower-case e-mail and currency. */
export type GuestDonorCursor = { email: string; currency: string };

/**
 * The next `limit` records of guest donors (by lower-case e-mail, as the donor summaries group them, then
 * currency, after the cursor), with the name given on their newest matching gift in it and their totals.
 * Grouped in donations_guest_email_idx's order, the currencies sorted within an e-mail.
 */
export function guestDonorBatch(db: Executor, criteria: LedgerCriteria, after: GuestDonorCursor | null, limit: number) {
  const email = sql<string>`lower(${d.guestEmail})`;
  const newest = (column: typeof d.guestFirstName | typeof d.guestLastName) =>
    sql<string>`coalesce((array_agg(${column} order by ${d.createdAt} desc, ${d.id} desc))[1], '')`;
  return db
    .select({
      email: email.as('guest_email_key'),
      firstName: newest(d.guestFirstName).as('guest_first'),
      lastName: newest(d.guestLastName).as('guest_last'),
      ...aliased(totals),
    })
    .from(d)
    .where(
      and(
        receivedMatching(criteria),
        isNull(d.userId),
        isNotNull(d.guestEmail),
        after === null
          ? undefined
          : and(sql`${email} >= ${after.email}`, sql`(${email}, ${d.currency}) > (${after.email}, ${after.currency})`),
      ),
    )
    .groupBy(email, d.currency)
    .orderBy(asc(email), asc(d.currency))
    .limit(limit);
}

/** The totals with names of their own, so a subquery can select them. */
function aliased<T extends Record<string, SQL<unknown>>>(
  fields: T,
): { [K in keyof T]: SQL.Aliased<T[K]['_']['type']> } {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [
      key,
      field.as(`t_${key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`),
    ]),
  ) as { [K in keyof T]: SQL.Aliased<T[K]['_']['type']> };
}
