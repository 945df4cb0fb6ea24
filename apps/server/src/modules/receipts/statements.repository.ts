import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaigns, donations } from '../../db/schema';

/** When a gift counts for a tax year: the moment it was paid (UTC). */
const paidAt = sql<Date>`coalesce(${donations.succeededAt}, ${donations.createdAt})`;
const succeededOf = (userId: number) => and(eq(donations.userId, userId), eq(donations.status, 'succeeded'));

export async function listStatementYears(db: Executor, userId: number): Promise<number[]> {
  const year = sql<number>`extract(year from ${paidAt} at time zone 'UTC')::int`.mapWith(Number);
  const rows = await db.selectDistinct({ year }).from(donations).where(succeededOf(userId)).orderBy(desc(year));
  return rows.map((r) => r.year);
}

/** The donor's succeeded gifts paid within the UTC calendar year, oldest first. */
export function listSucceededInYear(db: Executor, userId: number, year: number) {
  const from = new Date(Date.UTC(year, 0, 1));
  const to = new Date(Date.UTC(year + 1, 0, 1));
  return db
    .select({
      id: donations.id,
      paidAt: sql<string>`${paidAt}`.mapWith((v: string | Date) => new Date(v)),
      receiptNumber: donations.receiptNumber,
      amount: donations.amount,
      feeAmount: donations.feeAmount,
      refundedAmount: donations.refundedAmount,
      currency: donations.currency,
      campaignTitle: campaigns.title,
    })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(and(succeededOf(userId), gte(paidAt, from), lt(paidAt, to)))
    .orderBy(asc(paidAt), asc(donations.id));
}
