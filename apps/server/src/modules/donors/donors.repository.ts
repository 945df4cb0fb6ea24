import { and, asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { DONOR_TOP_THRESHOLD_CENTS, type DonorFilter } from '@causeway/contracts';
import { queryRows, type Executor } from '../../db/client';
import { countColumn } from '../../db/paging';
import { campaigns, donations, donorSummaries, recurringDonations, users } from '../../db/schema';
import { containing } from '../../db/text-search';
import { belongsTo, belongsToAny, donorKey, type DonorRef } from './donor-summaries.repository';

const s = donorSummaries;
const donorColumns = {
  summary: donorSummaries,
  email: users.email,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};
export type DonorRow = {
  summary: typeof donorSummaries.$inferSelect;
  email: string | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
};

export interface DonorCriteria {
  filter: DonorFilter;
  q?: string;
  /** Start of the 'recent' window. */
  recentSince: Date;
}

function conditionsOf({ filter, q, recentSince }: DonorCriteria): SQL | undefined {
  const byFilter: Record<DonorFilter, SQL | undefined> = {
    all: undefined,
    recurring: sql`${s.recurringCount} > 0`,
    'one-time': sql`${s.recurringCount} = 0`,
    recent: gte(s.lastDonationAt, recentSince),
    top: gte(s.totalDonated, DONOR_TOP_THRESHOLD_CENTS),
  };
  return and(byFilter[filter], q ? matching(containing(q)) : undefined);
}

/**
 * Donors matching a search: registered donors by their account's e-mail, username and names, guests by what
 * they typed on their gifts. Each side is answered by its trigram index (users_search_idx,
 * donor_summaries_guest_search_idx), so a search does not scan every donor.
 */
function matching(pattern: string): SQL {
  return sql`${s.donorKey} in (
    select 'u' || mu.id from users mu
    where mu.email ilike ${pattern} or mu.username ilike ${pattern}
       or mu.first_name ilike ${pattern} or mu.last_name ilike ${pattern}
    union all
    select ms.donor_key from donor_summaries ms
    where ms.user_id is null
      and (ms.guest_email ilike ${pattern} or ms.guest_first_name ilike ${pattern} or ms.guest_last_name ilike ${pattern})
  )`;
}

/**
 * One page of donors, largest total first, and the number of matches. The page's keys are found on
 * donor_summaries alone (the order of donor_summaries_total_idx) before anything is joined, so a deep page
 * skips index entries rather than joined rows; the count runs beside it.
 */
export async function listDonors(db: Executor, criteria: DonorCriteria, limit: number, offset: number) {
  const where = conditionsOf(criteria);
  const page = db
    .select({ key: s.donorKey })
    .from(s)
    .where(where)
    .orderBy(desc(s.totalDonated), asc(s.donorKey))
    .limit(limit)
    .offset(offset)
    .as('page');
  const [rows, [count]] = await Promise.all([
    db
      .select(donorColumns)
      .from(page)
      .innerJoin(s, eq(s.donorKey, page.key))
      .leftJoin(users, eq(users.id, s.userId))
      .orderBy(desc(s.totalDonated), asc(s.donorKey)),
    db.select({ n: countColumn() }).from(s).where(where),
  ]);
  return { rows: rows as DonorRow[], total: count?.n ?? 0 };
}

/**
 * What each of the donors gave in each currency, net of refunds (issue 26): the amounts the admin area shows,
 * one per currency, never added together. Read for the donors on a page from their own donations (by user and by
 * guest e-mail, both indexed), so the summaries need no column per currency.
 */
export function donorTotalsByCurrency(db: Executor, refs: DonorRef[]) {
  if (refs.length === 0) return Promise.resolve([]);
  return queryRows<{ donor_key: string; currency: string; total: number | string }>(
    db,
    sql`select case when d.user_id is not null then 'u' || d.user_id else 'g' || lower(d.guest_email) end as donor_key,
               d.currency, sum(d.amount - least(d.amount, d.refunded_amount))::bigint as total
        from donations d
        where d.status = 'succeeded' and ${belongsToAny('d', refs)}
        group by 1, 2`,
  );
}

export async function findDonor(db: Executor, ref: DonorRef): Promise<DonorRow | undefined> {
  const [row] = await db
    .select(donorColumns)
    .from(s)
    .leftJoin(users, eq(users.id, s.userId))
    .where(eq(s.donorKey, donorKey(ref)));
  return row as DonorRow | undefined;
}

/** The donor's donations of any status, newest first. */
export function listDonorDonations(db: Executor, ref: DonorRef, limit: number) {
  return db
    .select({ donation: donations, campaignTitle: campaigns.title })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(belongsTo('"donations"', ref))
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(limit);
}

export function listDonorRecurring(db: Executor, ref: DonorRef) {
  return db
    .select({ gift: recurringDonations, campaignTitle: campaigns.title })
    .from(recurringDonations)
    .innerJoin(campaigns, eq(campaigns.id, recurringDonations.campaignId))
    .where(belongsTo('"recurring_donations"', ref))
    .orderBy(desc(recurringDonations.createdAt), desc(recurringDonations.id));
}
