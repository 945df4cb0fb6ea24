import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import {
  campaigns,
  donations,
  paymentMethods,
  recurringDonations,
  sandboxCards,
  sandboxIntents,
  users,
} from '../../db/schema';

export type GiftRow = typeof recurringDonations.$inferSelect;
const dueAt = sql`coalesce(${recurringDonations.retryAt}, ${recurringDonations.nextPaymentDate})`;

/** Active sandbox gifts whose charge (or retry) is due; Stripe charges its own subscriptions. */
export async function listDueSandboxGifts(db: Executor, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: recurringDonations.id })
    .from(recurringDonations)
    .where(and(eq(recurringDonations.provider, 'sandbox'), eq(recurringDonations.status, 'active'), lte(dueAt, now)))
    .orderBy(asc(dueAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Locks the gift; a second runner waits here, then finds it no longer due. */
export async function lockDueGift(tx: Tx, id: number, now: Date): Promise<GiftRow | undefined> {
  const [row] = await tx
    .select()
    .from(recurringDonations)
    .where(and(eq(recurringDonations.id, id), eq(recurringDonations.status, 'active'), lte(dueAt, now)))
    .for('update');
  return row;
}

/**
 * The sandbox card a renewal charges: the gift's own card (the donor's default once they choose one: setting a
 * default moves their gifts to it), else the donor's default card, else the card that paid the first charge.
 */
export async function findRenewalCard(tx: Tx, gift: GiftRow) {
  // A guest's gift: the card it was given with, or the one chosen since through the manage link.
  if (gift.guestCardId) {
    const [own] = await tx.select().from(sandboxCards).where(eq(sandboxCards.id, gift.guestCardId));
    if (own) return own;
  }
  if (gift.paymentMethodId) {
    const [own] = await tx
      .select({ card: sandboxCards })
      .from(paymentMethods)
      .innerJoin(sandboxCards, eq(sandboxCards.id, paymentMethods.providerPaymentMethodId))
      .where(and(eq(paymentMethods.id, gift.paymentMethodId), eq(paymentMethods.provider, 'sandbox')));
    if (own) return own.card;
  }
  if (gift.userId) {
    const [card] = await tx
      .select({ card: sandboxCards })
      .from(paymentMethods)
      .innerJoin(sandboxCards, eq(sandboxCards.id, paymentMethods.providerPaymentMethodId))
      .where(
        and(
          eq(paymentMethods.userId, gift.userId),
          eq(paymentMethods.provider, 'sandbox'),
          eq(paymentMethods.isDefault, true),
        ),
      );
    if (card) return card.card;
  }
  const [first] = await tx
    .select({ card: sandboxCards })
    .from(donations)
    .innerJoin(sandboxIntents, eq(sandboxIntents.id, donations.paymentIntentId))
    .innerJoin(sandboxCards, eq(sandboxCards.id, sandboxIntents.cardId))
    .where(eq(donations.recurringDonationId, gift.id))
    .orderBy(asc(donations.id))
    .limit(1);
  return first?.card;
}

export async function updateGift(tx: Tx, id: number, patch: Partial<typeof recurringDonations.$inferInsert>) {
  await tx
    .update(recurringDonations)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(recurringDonations.id, id));
}

/** The failed donation's id; undefined when this attempt was already recorded. */
export async function insertFailedCharge(tx: Tx, gift: GiftRow, paymentIntentId: string, message: string) {
  const [row] = await tx
    .insert(donations)
    .values({
      campaignId: gift.campaignId,
      userId: gift.userId,
      recurringDonationId: gift.id,
      currency: gift.currency,
      amount: gift.amount,
      feeAmount: gift.feeAmount,
      donationType: 'recurring',
      status: 'failed',
      failureMessage: message,
      provider: 'sandbox',
      paymentIntentId,
      guestEmail: gift.guestEmail,
      guestFirstName: gift.guestFirstName,
      guestLastName: gift.guestLastName,
      anonymous: gift.anonymous,
      // A failed attempt stays with the page it was given through (issue 25), as a charge that succeeds does.
      fundraiserId: gift.fundraiserId,
    })
    .onConflictDoNothing()
    .returning({ id: donations.id });
  return row?.id;
}

export async function findGiftContact(tx: Tx, gift: GiftRow) {
  const [row] = await tx
    .select({ email: users.email, firstName: users.firstName, campaignTitle: campaigns.title })
    .from(campaigns)
    .leftJoin(users, eq(users.id, sql`${gift.userId ?? null}`))
    .where(eq(campaigns.id, gift.campaignId));
  return {
    email: row?.email ?? gift.guestEmail,
    firstName: row?.firstName || gift.guestFirstName || '',
    campaignTitle: row?.campaignTitle ?? 'your campaign',
  };
}
