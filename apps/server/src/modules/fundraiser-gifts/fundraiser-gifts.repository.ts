import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { campaigns, donations, fundraisers, fundraiserThanks, users } from '../../db/schema';

/**
 * One of `userId`'s pages, with its campaign's title; undefined when it is not theirs (or does not exist). With
 * `forUpdate`, the page's row is locked (its row alone, not its campaign's).
 */
export async function findOwnPage(db: Executor, fundraiserId: number, userId: number, { forUpdate = false } = {}) {
  const query = db
    .select({ page: fundraisers, campaignTitle: campaigns.title, campaignCurrency: campaigns.currency })
    .from(fundraisers)
    .innerJoin(campaigns, eq(campaigns.id, fundraisers.campaignId))
    .where(and(eq(fundraisers.id, fundraiserId), eq(fundraisers.userId, userId)));
  const [row] = forUpdate ? await query.for('update', { of: fundraisers }) : await query;
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

/** What the public list of supporters names a donor by (toPublicSupporter): the account's names, else the guest's. */
const publicNameColumns = {
  createdAt: donations.createdAt,
  anonymizedAt: donations.anonymizedAt,
  userId: donations.userId,
  guestFirstName: donations.guestFirstName,
  guestLastName: donations.guestLastName,
  userFirstName: users.firstName,
  userLastName: users.lastName,
};

/**
 * The page's supporters (its counted gifts), newest first (donations_fundraiser_idx): one read for the public list
 * (the page's recent supporters and its "Show more") and the owner's (their list and its CSV). Each answer's mapper
 * decides what it shows of a donor: the public one "Ada L." or "Anonymous", the owner's the full name. Without a
 * limit, every supporter.
 */
export async function supportersOf(
  db: Executor,
  fundraiserId: number,
  { limit, offset }: { limit?: number; offset?: number } = {},
) {
  let query = db
    .select({ ...supporterColumns, ...publicNameColumns })
    .from(donations)
    .leftJoin(users, eq(users.id, donations.userId))
    .leftJoin(fundraiserThanks, eq(fundraiserThanks.donationId, donations.id))
    .where(counted(fundraiserId))
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .$dynamic();
  if (limit !== undefined) query = query.limit(limit);
  if (offset) query = query.offset(offset);
  return query;
}
export type SupporterRow = Awaited<ReturnType<typeof supportersOf>>[number];

/** How many supporters the page has (its counted gifts). */
export async function countSupporters(db: Executor, fundraiserId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(donations).where(counted(fundraiserId));
  return row?.n ?? 0;
}

/** One supporter of the page with the address a thank-you goes to, read inside the thank-you's transaction. */
export async function findSupporterToThank(tx: Tx, fundraiserId: number, donationId: number) {
  const [row] = await tx
    .select({
      ...supporterColumns,
      email: sql<string | null>`coalesce(${users.email}, ${donations.guestEmail})`,
      // The supporter's language (issue 26): their account's choice, else the page they gave on.
      locale: sql<string | null>`coalesce(${users.locale}, ${donations.locale})`,
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
