import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaigns, donations } from '../../db/schema';

export async function readImpactFigures(db: Executor) {
  const [money] = await db
    .select({
      total: sql<number>`coalesce(sum(${donations.amount}), 0)`.mapWith(Number),
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
