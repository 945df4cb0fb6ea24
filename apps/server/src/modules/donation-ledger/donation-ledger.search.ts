import { and, asc, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ledgerProviders, type LedgerSort } from '@causeway/contracts';
import { queryRows, type Executor } from '../../db/client';
import { donations } from '../../db/schema';
import { accountMatches, guestMatches } from '../../db/text-search';
import type { LedgerCriteria } from './donation-ledger.repository';

/**
 * The ledger's search at scale (issue 23, p95 under 150 ms at 1M donations). A search term splits into disjoint
 * branches: donations of registered donors whose account matches (users_search_idx, then one index lookup per
 * account), guest donations whose typed name or e-mail matches (donations_guest_search_idx), and the exact
 * payment intent id or receipt number (unique keys). A guest donation has no user, a registered donor's has no
 * guest fields (donations.service), so the branches never count a donation twice except through the exact one.
 */

/** The donation columns a filter or a search reads: the table itself, an alias of it, or a subquery of it. */
interface DonationColumns {
  id: SQLWrapper;
  userId: SQLWrapper;
  campaignId: SQLWrapper;
  status: SQLWrapper;
  donationType: SQLWrapper;
  provider: SQLWrapper;
  paymentIntentId: SQLWrapper;
  receiptNumber: SQLWrapper;
  guestEmail: SQLWrapper;
  guestFirstName: SQLWrapper;
  guestLastName: SQLWrapper;
  amount: SQLWrapper;
  currency: SQLWrapper;
  createdAt: SQLWrapper;
}

const RECEIPT_TEXT = /^\d{1,15}$/;

/** The filters other than the search, ANDed, on any copy of the donations table. */
export function filtersOn(t: DonationColumns, c: LedgerCriteria): SQL | undefined {
  return and(
    c.status ? sql`${t.status} = ${c.status}` : undefined,
    c.campaignId !== undefined ? sql`${t.campaignId} = ${c.campaignId}` : undefined,
    c.type ? sql`${t.donationType} = ${c.type}` : undefined,
    c.provider ? sql`${t.provider} = ${c.provider}` : undefined,
    c.from ? sql`${t.createdAt} >= ${c.from}` : undefined,
    c.before ? sql`${t.createdAt} < ${c.before}` : undefined,
    c.minAmount !== undefined ? sql`${t.amount} >= ${c.minAmount}` : undefined,
    c.maxAmount !== undefined ? sql`${t.amount} <= ${c.maxAmount}` : undefined,
    c.currency ? sql`${t.currency} = ${c.currency}` : undefined,
  );
}

/** The donor's name or e-mail contains the term: never null, so `not` of it is safe. */
function nameMatchOn(t: DonationColumns, q: string): SQL {
  return sql`coalesce(${t.userId} in (select mu.id from users mu where ${accountMatches(q)}) or ${guestMatches(t, q)}, false)`;
}

/** The term is the exact payment intent id (of any provider) or, when it is a number, receipt number. */
function exactMatchOn(t: DonationColumns, q: string): SQL {
  const providers = sql.join(
    ledgerProviders.map((name) => sql`${name}`),
    sql`, `,
  );
  const intent = sql`(${t.provider} in (${providers}) and ${t.paymentIntentId} = ${q})`;
  return RECEIPT_TEXT.test(q) ? sql`(${intent} or ${t.receiptNumber} = ${Number(q)})` : intent;
}

/** Matches the search, for a condition on one row (the walk below, the export). */
export function searchOn(t: DonationColumns, q: string): SQL {
  return sql`(${nameMatchOn(t, q)} or ${exactMatchOn(t, q)})`;
}

export function orderOn(t: Pick<DonationColumns, 'id' | 'amount' | 'createdAt'>, sort: LedgerSort): SQL[] {
  switch (sort) {
    case 'date_desc':
      return [desc(t.createdAt as SQL), desc(t.id as SQL)];
    case 'date_asc':
      return [asc(t.createdAt as SQL), asc(t.id as SQL)];
    case 'amount_desc':
      return [desc(t.amount as SQL), desc(t.id as SQL)];
    case 'amount_asc':
      return [asc(t.amount as SQL), asc(t.id as SQL)];
  }
}

/**
 * How many donations, in the page's order, a filtered or searched page first walks. A common term ("smith", one
 * gift in fifteen on the large seed) or filter fills a page within a few hundred; a rare one does not, and is
 * answered from its few matches instead.
 */
export const WALK_ROWS = 10_000;

/** The filters on the column the page is ordered by: a range of the order's own index, so the walk starts there. */
const rangeOfOrder = (c: LedgerCriteria, sort: LedgerSort): LedgerCriteria =>
  sort.startsWith('date') ? { from: c.from, before: c.before } : { minAmount: c.minAmount, maxAmount: c.maxAmount };

/**
 * The ids of one page, in its order. Unfiltered, straight from the order's index. Filtered or searched, first by
 * walking the first WALK_ROWS donations of that index and keeping the matches; when that does not fill the page,
 * from all the matches, sorted. Left to itself the planner walks the order's index for any filter, expecting the
 * matches spread evenly along it; when they are not (a campaign's recurring gifts, largest first) it reads the
 * whole index (seconds at 1M). The sorted fallback is fenced (`offset 0`) so that it cannot make that choice.
 */
export async function pageIds(
  db: Executor,
  c: LedgerCriteria,
  sort: LedgerSort,
  limit: number,
  offset: number,
): Promise<number[]> {
  const d = donations;
  const condition = and(filtersOn(d, c), c.q ? searchOn(d, c.q) : undefined);
  if (!condition) {
    const rows = await db
      .select({ id: d.id })
      .from(d)
      .orderBy(...orderOn(d, sort))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => row.id);
  }
  if (offset + limit <= WALK_ROWS) {
    const walk = db
      .select({
        id: d.id,
        userId: d.userId,
        campaignId: d.campaignId,
        status: d.status,
        donationType: d.donationType,
        provider: d.provider,
        paymentIntentId: d.paymentIntentId,
        receiptNumber: d.receiptNumber,
        guestEmail: d.guestEmail,
        guestFirstName: d.guestFirstName,
        guestLastName: d.guestLastName,
        amount: d.amount,
        currency: d.currency,
        createdAt: d.createdAt,
      })
      .from(d)
      .where(filtersOn(d, rangeOfOrder(c, sort)))
      .orderBy(...orderOn(d, sort))
      .limit(WALK_ROWS)
      .as('walk');
    const found = await db
      .select({ id: walk.id })
      .from(walk)
      .where(and(filtersOn(walk, c), c.q ? searchOn(walk, c.q) : undefined))
      .orderBy(...orderOn(walk, sort))
      .limit(limit)
      .offset(offset);
    if (found.length === limit) return found.map((row) => row.id);
  }
  // Written out: the query builder leaves out an `offset 0`, the fence.
  const m = alias(donations, 'm');
  const matched = and(filtersOn(m, c), c.q ? sql`${m.id} in (${matchingIds(c.q)})` : undefined);
  const sorted = { id: sql`matches.id`, amount: sql`matches.amount`, createdAt: sql`matches.created_at` };
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select matches.id from (
      select m.id, m.amount, m.created_at from donations m where ${matched} offset 0
    ) matches order by ${sql.join(orderOn(sorted, sort), sql`, `)} limit ${limit} offset ${offset}`,
  );
  return rows.map((row) => Number(row.id));
}

/** The ids of every donation the search matches, one index per branch (a union, so no branch scans the table). */
function matchingIds(q: string): SQL {
  const cu = alias(donations, 'cu');
  const cg = alias(donations, 'cg');
  const cx = alias(donations, 'cx');
  return sql`select cu.id from users mu join donations cu on ${cu.userId} = mu.id where ${accountMatches(q)}
    union all select cg.id from donations cg where ${guestMatches(cg, q)}
    union all select cx.id from donations cx where ${exactMatchOn(cx, q)}`;
}

/**
 * The number of donations a search matches, summed over its disjoint branches: per matching account, a count on
 * donations_user_created_idx (an index-only scan without other filters); the guests' trigram matches; the exact
 * match unless a name branch already counted it.
 */
export async function countSearch(db: Executor, c: LedgerCriteria & { q: string }): Promise<number> {
  const [row] = await queryRows<{ n: string }>(db, countSearchSql(c));
  return Number(row?.n ?? 0);
}

export function countSearchSql(c: LedgerCriteria & { q: string }): SQL {
  const cu = alias(donations, 'cu');
  const cg = alias(donations, 'cg');
  const cx = alias(donations, 'cx');
  const where = (...conditions: (SQL | undefined)[]) => and(...conditions) ?? sql`true`;
  return sql`select
    (select coalesce(sum(per_account.n), 0) from users mu cross join lateral (
      select count(*) as n from donations cu where ${where(eq(cu.userId, sql`mu.id`), filtersOn(cu, c))}
    ) per_account where ${accountMatches(c.q)})
    + (select count(*) from donations cg where ${where(guestMatches(cg, c.q), filtersOn(cg, c))})
    + (select count(*) from donations cx where ${where(exactMatchOn(cx, c.q), filtersOn(cx, c), sql`not ${nameMatchOn(cx, c.q)}`)})
    as n`;
}
