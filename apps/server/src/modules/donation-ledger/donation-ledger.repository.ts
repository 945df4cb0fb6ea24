import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { type DonationStatus, type DonationType, type LedgerProvider, type LedgerSort } from '@causeway/contracts';
import type { Executor } from '../../db/client';
import { countColumn } from '../../db/paging';
import { donorAccountColumns, type DonorAccount } from '../../db/donor-columns';
import { countSearch, filtersOn, orderOn, pageIds, searchOn } from './donation-ledger.search';
import { campaigns, donations, fundraisers, paymentEventLog, recurringDonations, users } from '../../db/schema';

const d = donations;

export interface LedgerCriteria {
  q?: string;
  status?: DonationStatus;
  campaignId?: number;
  type?: DonationType;
  provider?: LedgerProvider;
  /** Created at or after. */
  from?: Date;
  /** Created before. */
  before?: Date;
  minAmount?: number;
  maxAmount?: number;
  currency?: string;
}

/** The filters and the search on the donations table itself (the export streams the same selection). */
export function conditionsOf(c: LedgerCriteria): SQL | undefined {
  return and(filtersOn(d, c), c.q ? searchOn(d, c.q) : undefined);
}

const rowColumns = {
  donation: d,
  campaignTitle: campaigns.title,
  // The supporter's page the gift was given through (issue 25).
  fundraiserSlug: fundraisers.slug,
  fundraiserTitle: fundraisers.title,
  ...donorAccountColumns,
};
export type LedgerRow = DonorAccount & {
  donation: typeof donations.$inferSelect;
  campaignTitle: string;
  fundraiserSlug: string | null;
  fundraiserTitle: string | null;
};

/**
 * One page of donations in the given order, with the donor's account (if any) and campaign, and the number of
 * matches. The page's ids are found on donations alone (in the order of donations_created_idx or
 * donations_amount_idx; a search as donation-ledger.search.ts says) before anything is joined, so a deep page
 * skips index entries rather than joined rows; the count runs beside it.
 */
export async function listLedger(
  db: Executor,
  criteria: LedgerCriteria,
  sort: LedgerSort,
  limit: number,
  offset: number,
): Promise<{ rows: LedgerRow[]; total: number }> {
  const { q } = criteria;
  const [ids, total] = await Promise.all([
    pageIds(db, criteria, sort, limit, offset),
    q
      ? countSearch(db, { ...criteria, q })
      : db
          .select({ n: countColumn() })
          .from(d)
          .where(filtersOn(d, criteria))
          .then(([count]) => count?.n ?? 0),
  ]);
  if (ids.length === 0) return { rows: [], total };
  const rows = await db
    .select(rowColumns)
    .from(d)
    .innerJoin(campaigns, eq(campaigns.id, d.campaignId))
    .leftJoin(users, eq(users.id, d.userId))
    .leftJoin(fundraisers, eq(fundraisers.id, d.fundraiserId))
    .where(inArray(d.id, ids))
    .orderBy(...orderOn(d, sort));
  return { rows, total };
}

/** One donation with its campaign, its donor's account (if any) and its recurring gift's subscription id. */
export async function findLedgerDonation(db: Executor, id: number) {
  const [row] = await db
    .select({ ...rowColumns, giftSubscriptionId: recurringDonations.providerSubscriptionId })
    .from(d)
    .innerJoin(campaigns, eq(campaigns.id, d.campaignId))
    .leftJoin(users, eq(users.id, d.userId))
    .leftJoin(recurringDonations, eq(recurringDonations.id, d.recurringDonationId))
    .leftJoin(fundraisers, eq(fundraisers.id, d.fundraiserId))
    .where(eq(d.id, id));
  return row;
}

/** The events logged for a payment intent, in the order the state machine answered them. */
export function listIntentEvents(db: Executor, provider: string, paymentIntentId: string) {
  const log = paymentEventLog;
  return db
    .select()
    .from(log)
    .where(and(eq(log.provider, provider), eq(log.paymentIntentId, paymentIntentId)))
    .orderBy(asc(log.id));
}
