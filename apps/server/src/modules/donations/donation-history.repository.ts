import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaigns, donations, users } from '../../db/schema';

const columns = {
  donation: donations,
  campaignTitle: campaigns.title,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** One page of a donor's own donations, newest first, with the total for the paging envelope. */
export async function listUserDonations(db: Executor, userId: number, limit: number, offset: number) {
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .innerJoin(users, eq(users.id, donations.userId))
    .where(eq(donations.userId, userId))
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(limit)
    .offset(offset);
  if (rows.length > 0) return { rows, total: rows[0]!.total };
  const [count] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(donations)
    .where(eq(donations.userId, userId));
  return { rows, total: count?.n ?? 0 };
}
export type HistoryRow = Awaited<ReturnType<typeof listUserDonations>>['rows'][number];

/** Every donation of the donor, newest first, for the CSV export. */
export function listAllUserDonations(db: Executor, userId: number) {
  return db
    .select({ donation: donations, campaignTitle: campaigns.title })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(eq(donations.userId, userId))
    .orderBy(desc(donations.createdAt), desc(donations.id));
}
