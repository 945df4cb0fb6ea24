import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaigns, donations, recurringDonations } from '../../db/schema';

/** A succeeded gift net of its refunded part (a refund comes out of the gift first: issue 23). */
const netAmount = sql`${donations.amount} - least(${donations.amount}, ${donations.refundedAmount})`;

export async function readImpactFigures(db: Executor) {
  const [money] = await db
    .select({
      total: sql<number>`coalesce(sum(${netAmount}), 0)`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
      donors:
        sql<number>`count(distinct coalesce('u' || ${donations.userId}::text, 'g' || lower(${donations.guestEmail})))`.mapWith(
          Number,
        ),
    })
    .from(donations)
    .where(sql`${donations.status} = 'succeeded'`);
  const [reached] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(campaigns)
    .where(sql`${campaigns.amountRaised} >= ${campaigns.goal}`);
  return { total: money?.total ?? 0, count: money?.count ?? 0, donors: money?.donors ?? 0, reached: reached?.n ?? 0 };
}

export async function readDonorFigures(db: Executor, userId: number) {
  const [gifts] = await db
    .select({
      total: sql<number>`coalesce(sum(${netAmount}), 0)`.mapWith(Number),
      campaigns: sql<number>`count(distinct ${donations.campaignId})`.mapWith(Number),
    })
    .from(donations)
    .where(sql`${donations.userId} = ${userId} and ${donations.status} = 'succeeded'`);
  const [active] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(recurringDonations)
    .where(sql`${recurringDonations.userId} = ${userId} and ${recurringDonations.status} = 'active'`);
  return { total: gifts?.total ?? 0, campaigns: gifts?.campaigns ?? 0, activeRecurring: active?.n ?? 0 };
}
