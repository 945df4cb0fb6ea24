import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { paymentMethods, recurringDonations, users } from '../../db/schema';
import type { CardDetails } from '../payments/payment-provider';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** Recurring gifts that still charge: a paused gift resumes on its card. */
const chargingStatuses = ['active', 'paused'] as const;

export async function findUserPaymentMethod(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)));
  return row;
}

export function listUserPaymentMethods(db: Executor, userId: number, provider: string) {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.provider, provider)))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), desc(paymentMethods.id));
}

/**
 * Serialises every change to one donor's wallet (the one-default rule spans rows), whether it comes from the
 * browser, a webhook or a donation.
 */
export async function lockWallet(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function findCardByProviderId(tx: Tx, provider: string, providerPaymentMethodId: string) {
  const [row] = await tx
    .select()
    .from(paymentMethods)
    .where(
      and(eq(paymentMethods.provider, provider), eq(paymentMethods.providerPaymentMethodId, providerPaymentMethodId)),
    );
  return row;
}

export async function hasDefaultCard(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)));
  return Boolean(row);
}

export async function insertCard(
  tx: Tx,
  values: { userId: number; provider: string; card: CardDetails; isDefault: boolean },
): Promise<PaymentMethodRow> {
  const [row] = await tx
    .insert(paymentMethods)
    .values({
      userId: values.userId,
      provider: values.provider,
      providerPaymentMethodId: values.card.providerPaymentMethodId,
      brand: values.card.brand,
      last4: values.card.last4,
      expiryMonth: values.card.expMonth,
      expiryYear: values.card.expYear,
      isDefault: values.isDefault,
    })
    .returning();
  return row!;
}

export async function findUserIdByCustomer(tx: Tx, customerId: string): Promise<number | undefined> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.providerCustomerId, customerId));
  return row?.id;
}

/** The donor's recurring gifts that still charge, with their provider subscription ids. */
export function listChargingGifts(tx: Tx, userId: number) {
  return tx
    .select({
      id: recurringDonations.id,
      paymentMethodId: recurringDonations.paymentMethodId,
      provider: recurringDonations.provider,
      providerSubscriptionId: recurringDonations.providerSubscriptionId,
    })
    .from(recurringDonations)
    .where(and(eq(recurringDonations.userId, userId), inArray(recurringDonations.status, chargingStatuses)));
}

/** Makes `id` the donor's only default card and points their charging gifts at it. */
export async function makeDefault(tx: Tx, userId: number, id: number): Promise<void> {
  // Clear first: the partial unique index allows one default per donor at any moment.
  await tx
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(eq(paymentMethods.userId, userId), ne(paymentMethods.id, id)));
  await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, id));
  await tx
    .update(recurringDonations)
    .set({ paymentMethodId: id })
    .where(and(eq(recurringDonations.userId, userId), inArray(recurringDonations.status, chargingStatuses)));
}

export async function deleteCard(tx: Tx, id: number): Promise<void> {
  await tx.delete(paymentMethods).where(eq(paymentMethods.id, id));
}
