import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import { campaigns, donations, processedPaymentEvents, recurringDonations } from '../../db/schema';

export type DonationRow = typeof donations.$inferSelect;
export type RecurringRow = typeof recurringDonations.$inferSelect;

/** True the first time an event id is seen; the unique key makes a replay a no-op. */
export async function recordEventOnce(tx: Tx, provider: string, eventId: string, type: string): Promise<boolean> {
  const rows = await tx
    .insert(processedPaymentEvents)
    .values({ provider, eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: processedPaymentEvents.eventId });
  return rows.length === 1;
}

export async function findDonationIdByIntent(tx: Tx, provider: string, paymentIntentId: string) {
  const [row] = await tx
    .select({ id: donations.id, campaignId: donations.campaignId })
    .from(donations)
    .where(and(eq(donations.provider, provider), eq(donations.paymentIntentId, paymentIntentId)));
  return row;
}

/**
 * Campaign first, then donation: every writer takes the locks in this order, so none deadlock. `NO KEY UPDATE`,
 * not `UPDATE`: writers of the campaign's figures still wait for each other, but inserting a new pending donation
 * (whose foreign key takes a `KEY SHARE` lock on the campaign) no longer waits behind every payment being
 * applied (27 ms per insert at 50 concurrent donors to one campaign, docs/performance.md).
 */
export async function lockCampaign(tx: Tx, campaignId: number): Promise<void> {
  await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId)).for('no key update');
}

export async function lockDonation(tx: Tx, id: number): Promise<DonationRow> {
  const [row] = await tx.select().from(donations).where(eq(donations.id, id)).for('update');
  return row!;
}

export async function updateDonation(tx: Tx, id: number, patch: Partial<typeof donations.$inferInsert>) {
  await tx
    .update(donations)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(donations.id, id));
}

/** Whether the donor (a user, or a guest e-mail) has another succeeded gift to the campaign. */
export async function donorHasOtherSucceededGift(tx: Tx, d: DonationRow): Promise<boolean> {
  const donor = d.userId
    ? eq(donations.userId, d.userId)
    : sql`${donations.userId} is null and lower(${donations.guestEmail}) = lower(${d.guestEmail ?? ''})`;
  const [row] = await tx
    .select({ id: donations.id })
    .from(donations)
    .where(
      and(eq(donations.campaignId, d.campaignId), eq(donations.status, 'succeeded'), ne(donations.id, d.id), donor),
    )
    .limit(1);
  return row !== undefined;
}

export async function adjustCampaignTotals(tx: Tx, campaignId: number, amount: number, donors: number) {
  await tx
    .update(campaigns)
    .set({
      amountRaised: sql`${campaigns.amountRaised} + ${amount}`,
      donorCount: sql`${campaigns.donorCount} + ${donors}`,
      updatedAt: sql`now()`,
    })
    .where(eq(campaigns.id, campaignId));
}

export async function nextReceiptNumber(tx: Tx): Promise<number> {
  const [row] = await queryRows<{ n: string }>(tx, sql`select nextval('receipt_number_seq') as n`);
  return Number(row!.n);
}

export async function insertRecurring(tx: Tx, values: typeof recurringDonations.$inferInsert): Promise<RecurringRow> {
  const [row] = await tx.insert(recurringDonations).values(values).returning();
  return row!;
}

export async function lockRecurringBySubscription(tx: Tx, provider: string, subscriptionId: string) {
  const [row] = await tx
    .select()
    .from(recurringDonations)
    .where(
      and(eq(recurringDonations.provider, provider), eq(recurringDonations.providerSubscriptionId, subscriptionId)),
    )
    .for('update');
  return row;
}

/**
 * True while the first payment of this subscription is still to succeed: a renewal or status change that
 * arrives before it has a gift to apply to, and must wait (payment-events.ts, out-of-order events).
 */
export async function subscriptionAwaitsFirstPayment(tx: Tx, provider: string, subscriptionId: string) {
  const rows = await tx
    .select({ id: donations.id })
    .from(donations)
    .where(
      and(
        eq(donations.provider, provider),
        eq(donations.providerSubscriptionId, subscriptionId),
        inArray(donations.status, ['pending', 'failed']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function updateRecurring(tx: Tx, id: number, patch: Partial<typeof recurringDonations.$inferInsert>) {
  await tx
    .update(recurringDonations)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(recurringDonations.id, id));
}

export async function insertDonation(tx: Tx, values: typeof donations.$inferInsert): Promise<DonationRow> {
  const [row] = await tx.insert(donations).values(values).returning();
  return row!;
}
