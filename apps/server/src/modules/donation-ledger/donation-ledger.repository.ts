import { and, asc, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import {
  ledgerProviders,
  type DonationStatus,
  type DonationType,
  type LedgerProvider,
  type LedgerSort,
} from '@causeway/contracts';
import type { Executor } from '../../db/client';
import { countColumn } from '../../db/paging';
import { campaigns, donationRefunds, donations, paymentEventLog, recurringDonations, users } from '../../db/schema';

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
}

/** `%q%` for ILIKE, with the user's own % and _ taken literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const RECEIPT_TEXT = /^\d{1,15}$/;

/**
 * Donations matching a search: a registered donor's account names and e-mail, what a guest typed on the gift,
 * the exact payment intent id or the exact receipt number. One branch per index, so none scans the table:
 * users_search_idx then donations_user_created_idx, donations_guest_search_idx (trigrams), the payment intent's
 * unique key per provider, the receipt number's unique key.
 */
function matching(q: string): SQL {
  const pattern = containing(q);
  const receipt = RECEIPT_TEXT.test(q)
    ? sql` union all select rd.id from donations rd where rd.receipt_number = ${Number(q)}`
    : sql``;
  return sql`${d.id} in (
    select ud.id from donations ud where ud.user_id in (
      select mu.id from users mu
      where mu.email ilike ${pattern} or mu.first_name ilike ${pattern} or mu.last_name ilike ${pattern}
    )
    union all
    select gd.id from donations gd
    where gd.guest_email ilike ${pattern} or gd.guest_first_name ilike ${pattern} or gd.guest_last_name ilike ${pattern}
    union all
    select pd.id from donations pd
    where pd.provider in (${sql.join(
      ledgerProviders.map((name) => sql`${name}`),
      sql`, `,
    )}) and pd.payment_intent_id = ${q}${receipt}
  )`;
}

function conditionsOf(c: LedgerCriteria): SQL | undefined {
  return and(
    c.q ? matching(c.q) : undefined,
    c.status ? eq(d.status, c.status) : undefined,
    c.campaignId !== undefined ? eq(d.campaignId, c.campaignId) : undefined,
    c.type ? eq(d.donationType, c.type) : undefined,
    c.provider ? eq(d.provider, c.provider) : undefined,
    c.from ? gte(d.createdAt, c.from) : undefined,
    c.before ? lt(d.createdAt, c.before) : undefined,
    c.minAmount !== undefined ? gte(d.amount, c.minAmount) : undefined,
    c.maxAmount !== undefined ? lte(d.amount, c.maxAmount) : undefined,
  );
}

const orderOf: Record<LedgerSort, SQL[]> = {
  date_desc: [desc(d.createdAt), desc(d.id)],
  date_asc: [asc(d.createdAt), asc(d.id)],
  amount_desc: [desc(d.amount), desc(d.id)],
  amount_asc: [asc(d.amount), asc(d.id)],
};

const rowColumns = {
  donation: d,
  campaignTitle: campaigns.title,
  userEmail: users.email,
  userFirstName: users.firstName,
  userLastName: users.lastName,
};
export type LedgerRow = {
  donation: typeof donations.$inferSelect;
  campaignTitle: string;
  userEmail: string | null;
  userFirstName: string | null;
  userLastName: string | null;
};

/**
 * One page of donations in the given order, with the donor's account (if any) and campaign, and the number of
 * matches. The page's ids are found on donations alone (in the order of donations_created_idx or
 * donations_amount_idx) before anything is joined, so a deep page skips index entries rather than joined rows;
 * the count runs beside it (a window count would read every match before the limit).
 */
export async function listLedger(
  db: Executor,
  criteria: LedgerCriteria,
  sort: LedgerSort,
  limit: number,
  offset: number,
): Promise<{ rows: LedgerRow[]; total: number }> {
  const where = conditionsOf(criteria);
  const page = db
    .select({ pageId: d.id })
    .from(d)
    .where(where)
    .orderBy(...orderOf[sort])
    .limit(limit)
    .offset(offset)
    .as('page');
  const [rows, [count]] = await Promise.all([
    db
      .select(rowColumns)
      .from(page)
      .innerJoin(d, eq(d.id, page.pageId))
      .innerJoin(campaigns, eq(campaigns.id, d.campaignId))
      .leftJoin(users, eq(users.id, d.userId))
      .orderBy(...orderOf[sort]),
    db.select({ n: countColumn() }).from(d).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** One donation with its campaign, its donor's account (if any) and its recurring gift's subscription id. */
export async function findLedgerDonation(db: Executor, id: number) {
  const [row] = await db
    .select({ ...rowColumns, giftSubscriptionId: recurringDonations.providerSubscriptionId })
    .from(d)
    .innerJoin(campaigns, eq(campaigns.id, d.campaignId))
    .leftJoin(users, eq(users.id, d.userId))
    .leftJoin(recurringDonations, eq(recurringDonations.id, d.recurringDonationId))
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

/** The refunds asked for a donation, oldest first. */
export function listRefunds(db: Executor, donationId: number) {
  return db
    .select()
    .from(donationRefunds)
    .where(eq(donationRefunds.donationId, donationId))
    .orderBy(asc(donationRefunds.id));
}
