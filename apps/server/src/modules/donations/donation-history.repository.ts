import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countColumn, pageWithTotal, totalColumn } from '../../db/paging';
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
    .select({ ...columns, total: totalColumn() })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .innerJoin(users, eq(users.id, donations.userId))
    .where(eq(donations.userId, userId))
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(limit)
    .offset(offset);
  return pageWithTotal(rows, () => db.select({ n: countColumn() }).from(donations).where(eq(donations.userId, userId)));
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
