import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { accountTokens, campaigns, donations, recurringDonations, sessions, users } from '../../db/schema';

export type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

export async function insertToken(
  db: Executor,
  row: { tokenHash: string; userId: number; purpose: TokenPurpose; email: string; expiresAt: Date },
): Promise<void> {
  await db.insert(accountTokens).values(row);
}

/**
 * Marks a live token used and returns it, in one statement: of two requests racing with the same link, exactly
 * one gets the row (single use).
 */
export async function useToken(tx: Tx, tokenHash: string, purpose: TokenPurpose) {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

export async function deleteTokens(db: Executor, userId: number, purpose: TokenPurpose): Promise<void> {
  await db.delete(accountTokens).where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)));
}

export async function findUser(db: Executor, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function updateUser(db: Executor, id: number, patch: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** Signs the user out everywhere, except on the session whose hash is given. */
export async function deleteSessions(db: Executor, userId: number, keepTokenHash?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
        : eq(sessions.userId, userId),
    );
}

const guestGiftsOf = (table: typeof donations | typeof recurringDonations, email: string) =>
  and(isNull(table.userId), sql`lower(${table.guestEmail}) = lower(${email})`);

/**
 * Moves guest gifts made with `email` into the user's history; the caller then locks both donors and the
 * campaigns (`lockCampaigns`) and recomputes their donor counts, since a guest and the account the gifts now
 * belong to are one donor. The donations are locked first, as the payment state machine locks them.
 */
export async function linkGuestGifts(tx: Tx, userId: number, email: string) {
  const linked = await tx
    .update(donations)
    .set({ userId, updatedAt: sql`now()` })
    .where(guestGiftsOf(donations, email))
    .returning({ id: donations.id, campaignId: donations.campaignId });
  await tx
    .update(recurringDonations)
    .set({ userId, updatedAt: sql`now()` })
    .where(guestGiftsOf(recurringDonations, email));
  const campaignIds = [...new Set(linked.map((r) => r.campaignId))].sort((a, b) => a - b);
  return { count: linked.length, campaignIds };
}

/**
 * Locks campaign rows, in id order, as the payment state machine's last step does (payments.repository.ts): a
 * recount that follows sees every payment committed before it, and the payments still running add their own
 * gift after it.
 */
export async function lockCampaigns(tx: Tx, campaignIds: readonly number[]): Promise<void> {
  if (campaignIds.length === 0) return;
  await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(inArray(campaigns.id, [...campaignIds]))
    .orderBy(campaigns.id)
    .for('no key update');
}
