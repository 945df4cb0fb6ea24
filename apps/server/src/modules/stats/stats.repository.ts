import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaigns, donations, recurringDonations } from '../../db/schema';

/** A succeeded gift net of its refunded part (a refund comes out of the gift first: issue 23). */
const netAmount = sql`${donations.amount} - least(${donations.amount}, ${donations.refundedAmount})`;

const succeeded = sql`${donations.status} = 'succeeded'`;

/**
 * The site's figures. Money is per currency (issue 26: amounts in different currencies are never added up), the
 * largest total first; donors and campaigns are counted across all of them.
 */
export async function readImpactFigures(db: Executor) {
  const money = await db
    .select({
      currency: donations.currency,
      total: sql<number>`coalesce(sum(${netAmount}), 0)`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(donations)
    .where(succeeded)
    .groupBy(donations.currency);
  const [people] = await db
    .select({
      donors:
        sql<number>`count(distinct coalesce('u' || ${donations.userId}::text, 'g' || lower(${donations.guestEmail})))`.mapWith(
          Number,
        ),
    })
    .from(donations)
    .where(succeeded);
  const [reached] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(campaigns)
    .where(sql`${campaigns.amountRaised} >= ${campaigns.goal}`);
  return { money, donors: people?.donors ?? 0, reached: reached?.n ?? 0 };
}

/** The donor's own figures: what they gave per currency (never added across currencies, issue 26). */
export async function readDonorFigures(db: Executor, userId: number) {
  const own = sql`${donations.userId} = ${userId} and ${donations.status} = 'succeeded'`;
  const money = await db
    .select({
      currency: donations.currency,
      total: sql<number>`coalesce(sum(${netAmount}), 0)`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(donations)
    .where(own)
    .groupBy(donations.currency);
  const [gifts] = await db
    .select({ campaigns: sql<number>`count(distinct ${donations.campaignId})`.mapWith(Number) })
    .from(donations)
    .where(own);
  const [active] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(recurringDonations)
    .where(sql`${recurringDonations.userId} = ${userId} and ${recurringDonations.status} = 'active'`);
  return { money, campaigns: gifts?.campaigns ?? 0, activeRecurring: active?.n ?? 0 };
}
