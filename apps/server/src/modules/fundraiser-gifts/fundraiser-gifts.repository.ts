import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { campaigns, donations, fundraisers, fundraiserThanks, users } from '../../db/schema';

/** One of `userId`'s pages, with its campaign's title; undefined when it is not theirs (or does not exist). */
export async function findOwnPage(db: Executor, fundraiserId: number, userId: number) {
  const [row] = await db
    .select({ page: fundraisers, campaignTitle: campaigns.title })
    .from(fundraisers)
    .innerJoin(campaigns, eq(campaigns.id, fundraisers.campaignId))
    .where(and(eq(fundraisers.id, fundraiserId), eq(fundraisers.userId, userId)));
  return row;
}

/** Gifts that count for the page: succeeded ones (a gift refunded in full is out of its totals). */
const counted = (fundraiserId: number) =>
  and(eq(donations.fundraiserId, fundraiserId), eq(donations.status, 'succeeded'));

/**
 * A supporter as the page's owner may know them: the name (the account's, else what the guest typed), whether
 * the gift was anonymous or its donor erased, whether they can be reached (an address on file), and whether the
 * owner thanked them. The address itself is never selected here.
 */
const supporterColumns = {
  donationId: donations.id,
  amount: donations.amount,
  refundedAmount: donations.refundedAmount,
  anonymous: donations.anonymous,
  erased: sql<boolean>`${donations.anonymizedAt} is not null`,
  reachable: sql<boolean>`coalesce(${users.email}, ${donations.guestEmail}) is not null`,
  firstName: sql<string | null>`coalesce(${users.firstName}, ${donations.guestFirstName})`,
  lastName: sql<string | null>`coalesce(${users.lastName}, ${donations.guestLastName})`,
  givenAt: sql<Date>`coalesce(${donations.succeededAt}, ${donations.createdAt})`.mapWith(
    (value: string | Date) => new Date(value),
  ),
  thanked: sql<boolean>`${fundraiserThanks.donationId} is not null`,
};

function supportersQuery(db: Executor, fundraiserId: number) {
  return db
    .select(supporterColumns)
    .from(donations)
    .leftJoin(users, eq(users.id, donations.userId))
    .leftJoin(fundraiserThanks, eq(fundraiserThanks.donationId, donations.id))
    .where(counted(fundraiserId))
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .$dynamic();
}

/** A page of the page's supporters, newest first, and how many there are. */
export async function listSupporters(db: Executor, fundraiserId: number, page: number, pageSize: number) {
  const rows = await supportersQuery(db, fundraiserId)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(donations).where(counted(fundraiserId));
  return { rows, total: total!.n };
}

/** Every supporter of the page, newest first (the CSV). */
export async function listAllSupporters(db: Executor, fundraiserId: number) {
  return supportersQuery(db, fundraiserId);
}
export type SupporterRow = Awaited<ReturnType<typeof listAllSupporters>>[number];

/** One supporter of the page with the address a thank-you goes to, read inside the thank-you's transaction. */
export async function findSupporterToThank(tx: Tx, fundraiserId: number, donationId: number) {
  const [row] = await tx
    .select({
      ...supporterColumns,
      email: sql<string | null>`coalesce(${users.email}, ${donations.guestEmail})`,
    })
    .from(donations)
    .leftJoin(users, eq(users.id, donations.userId))
    .leftJoin(fundraiserThanks, eq(fundraiserThanks.donationId, donations.id))
    .where(and(eq(donations.id, donationId), counted(fundraiserId)));
  return row;
}

/** Records the thank-you; false when the donation was thanked already (its primary key). */
export async function insertThanks(tx: Tx, values: typeof fundraiserThanks.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(fundraiserThanks)
    .values(values)
    .onConflictDoNothing()
    .returning({ donationId: fundraiserThanks.donationId });
  return inserted.length === 1;
}

/** The name a fundraiser signs with ("Ada L."), from their account. */
export async function findOwnerName(db: Executor, userId: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
