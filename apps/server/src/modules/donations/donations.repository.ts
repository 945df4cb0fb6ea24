import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaigns, donations, idempotentRequests } from '../../db/schema';

export async function insertPendingDonation(db: Executor, values: typeof donations.$inferInsert) {
  const [row] = await db.insert(donations).values(values).returning({ id: donations.id });
  return row!.id;
}

export async function attachIntent(db: Executor, id: number, paymentIntentId: string, subscriptionId?: string) {
  await db
    .update(donations)
    .set({ paymentIntentId, providerSubscriptionId: subscriptionId ?? null })
    .where(eq(donations.id, id));
}

export async function findPendingDonationOf(db: Executor, id: number, userId: number) {
  const [row] = await db
    .select({ id: donations.id, paymentIntentId: donations.paymentIntentId })
    .from(donations)
    .where(and(eq(donations.id, id), eq(donations.userId, userId), eq(donations.status, 'pending')));
  return row;
}

export async function deleteDonation(db: Executor, id: number) {
  await db.delete(donations).where(and(eq(donations.id, id), eq(donations.status, 'pending')));
}

export async function findDonationByIntent(db: Executor, provider: string, paymentIntentId: string) {
  const [row] = await db
    .select({ donation: donations, campaignTitle: campaigns.title })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(and(eq(donations.provider, provider), eq(donations.paymentIntentId, paymentIntentId)));
  return row;
}

/** Claims an Idempotency-Key; returns the stored row when the key was used before. */
export async function claimIdempotencyKey(db: Executor, key: string, requestHash: string) {
  const inserted = await db
    .insert(idempotentRequests)
    .values({ key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  if (inserted.length === 1) return undefined;
  const [existing] = await db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key));
  return existing;
}

export async function storeIdempotentResponse(db: Executor, key: string, response: unknown) {
  await db.update(idempotentRequests).set({ response }).where(eq(idempotentRequests.key, key));
}

export async function releaseIdempotencyKey(db: Executor, key: string) {
  await db.delete(idempotentRequests).where(eq(idempotentRequests.key, key));
}
