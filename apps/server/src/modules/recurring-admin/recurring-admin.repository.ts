import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RecurringAdminSort, RecurringInterval, RecurringStatus } from '@causeway/contracts';
import type { Executor, Tx } from '../../db/client';
import { weightOf } from '../../db/currency-weight';
import { countColumn } from '../../db/paging';
import { campaigns, paymentMethods, recurringDonations, users } from '../../db/schema';
import { accountMatches, guestMatches } from '../../db/text-search';
import { donorAccountColumns, type DonorAccount } from '../../db/donor-columns';

const r = recurringDonations;

export interface RecurringCriteria {
  q?: string;
  status?: RecurringStatus;
  campaignId?: number;
  interval?: RecurringInterval;
}

/**
 * Gifts matching a search, as the ledger searches donations: a registered donor's account names and e-mail
 * (users_search_idx, then recurring_donations_user_idx) or what a guest typed on the gift. The guest branch reads
 * the gifts themselves: recurring_donations has no trigram index (no migration in this change; at 20,000 gifts
 * the scan takes a few milliseconds).
 */
function matching(q: string): SQL {
  const gr = alias(recurringDonations, 'gr');
  return sql`${r.id} in (
    select ur.id from recurring_donations ur where ur.user_id in (
      select mu.id from users mu where ${accountMatches(q)}
    )
    union all
    select gr.id from recurring_donations gr where ${guestMatches(gr, q)}
  )`;
}

function conditionsOf(c: RecurringCriteria): SQL | undefined {
  return and(
    c.q ? matching(c.q) : undefined,
    c.status ? eq(r.status, c.status) : undefined,
    c.campaignId !== undefined ? eq(r.campaignId, c.campaignId) : undefined,
    c.interval ? eq(r.interval, c.interval) : undefined,
  );
}

// Only an active gift has a next charge: the others (a paused gift keeps its date for resuming) sort after them.
// Filtered to active gifts, the date alone orders them, so recurring_donations_due_idx (status, date) serves it.
const nextCharge = (activeOnly: boolean) =>
  activeOnly ? sql`${r.nextPaymentDate}` : sql`case when ${r.status} = 'active' then ${r.nextPaymentDate} end`;

function orderOf(sort: RecurringAdminSort, activeOnly: boolean): SQL[] {
  switch (sort) {
    case 'created_desc':
      return [desc(r.createdAt), desc(r.id)];
    case 'created_asc':
      return [asc(r.createdAt), asc(r.id)];
    case 'next_charge_asc':
      return [sql`${nextCharge(activeOnly)} asc nulls last`, asc(r.id)];
    case 'next_charge_desc':
      return [sql`${nextCharge(activeOnly)} desc nulls last`, desc(r.id)];
    // Gifts in several currencies are ordered by their amounts weighed at the currency table's scale (¥100 as $1);
    // in one currency, by the amount itself.
    case 'amount_desc':
      return [sql`${r.amount} * ${weightOf(r.currency)} desc`, desc(r.id)];
    case 'amount_asc':
      return [sql`${r.amount} * ${weightOf(r.currency)} asc`, asc(r.id)];
  }
}

const rowColumns = {
  gift: r,
  campaignTitle: campaigns.title,
  ...donorAccountColumns,
  cardBrand: paymentMethods.brand,
  cardLast4: paymentMethods.last4,
};
export type RecurringRow = DonorAccount & {
  gift: typeof recurringDonations.$inferSelect;
  campaignTitle: string;
  cardBrand: string | null;
  cardLast4: string | null;
};

/**
 * One page of gifts in the given order, with the donor's account (if any), the campaign and the saved card, and
 * the number of matches. As in the ledger, the page's ids are found on recurring_donations alone before anything
 * is joined, and the count runs beside it.
 */
export async function listRecurring(
  db: Executor,
  criteria: RecurringCriteria,
  sort: RecurringAdminSort,
  limit: number,
  offset: number,
): Promise<{ rows: RecurringRow[]; total: number }> {
  const where = conditionsOf(criteria);
  const order = orderOf(sort, criteria.status === 'active');
  const page = db
    .select({ pageId: r.id })
    .from(r)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
  const [rows, [count]] = await Promise.all([
    db
      .select(rowColumns)
      .from(page)
      .innerJoin(r, eq(r.id, page.pageId))
      .innerJoin(campaigns, eq(campaigns.id, r.campaignId))
      .leftJoin(users, eq(users.id, r.userId))
      .leftJoin(paymentMethods, eq(paymentMethods.id, r.paymentMethodId))
      .orderBy(...order),
    db.select({ n: countColumn() }).from(r).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** One gift with the same joins, locked (the gift's row only) for a change. */
export async function lockRecurring(tx: Tx, id: number): Promise<RecurringRow | undefined> {
  const [row] = await tx
    .select(rowColumns)
    .from(r)
    .innerJoin(campaigns, eq(campaigns.id, r.campaignId))
    .leftJoin(users, eq(users.id, r.userId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, r.paymentMethodId))
    .where(eq(r.id, id))
    .for('update', { of: r });
  return row;
}
