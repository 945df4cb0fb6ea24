import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
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
 * The donation an event is about, locked until the transaction ends. Every writer takes its locks in one order,
 * so none deadlock: the donation, then its donor (`lockDonor`), then the campaign's row, last and only for the
 * counter update, so the transactions of a campaign's many donors wait for each other only for that statement
 * and the commit (docs/performance.md, issue 19).
 */
export async function lockDonationByIntent(tx: Tx, provider: string, paymentIntentId: string) {
  const [row] = await tx
    .select()
    .from(donations)
    .where(and(eq(donations.provider, provider), eq(donations.paymentIntentId, paymentIntentId)))
    .for('update');
  return row;
}

export async function updateDonation(tx: Tx, id: number, patch: Partial<typeof donations.$inferInsert>) {
  await tx
    .update(donations)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(donations.id, id));
}

/**
 * Whether the donor (a user, or a guest e-mail) has another succeeded gift to the donation's campaign, as an
 * expression for the RETURNING list of the statement that moves the donation. Exact only while the caller holds
 * the donor's lock (donors.service.ts lockDonor).
 */
const donorHasOtherSucceededGift = (d: DonationRow) => sql<boolean>`exists (
  select 1 from donations o
  where o.campaign_id = ${d.campaignId} and o.status = 'succeeded' and o.id <> ${d.id}
    and ${d.userId !== null ? sql`o.user_id = ${d.userId}` : sql`o.user_id is null and lower(o.guest_email) = lower(${d.guestEmail ?? ''})`}
)`;

/**
 * Moves a donation to succeeded with the next receipt number, in one statement, and tells whether its donor
 * had given to the campaign before (the campaign's donor count grows only when not).
 */
export async function markSucceeded(tx: Tx, d: DonationRow, at: Date): Promise<{ donorHadGift: boolean }> {
  const [row] = await tx
    .update(donations)
    .set({
      status: 'succeeded',
      succeededAt: at,
      lastEventAt: at,
      failureMessage: null,
      receiptNumber: sql`nextval('receipt_number_seq')`,
      updatedAt: sql`now()`,
    })
    .where(eq(donations.id, d.id))
    .returning({ donorHadGift: donorHasOtherSucceededGift(d) });
  return row!;
}

/** Moves a donation to refunded, and tells whether its donor still has a succeeded gift to the campaign. */
export async function markRefunded(tx: Tx, d: DonationRow, at: Date): Promise<{ stillDonor: boolean }> {
  const [row] = await tx
    .update(donations)
    .set({ status: 'refunded', lastEventAt: at, updatedAt: sql`now()` })
    .where(eq(donations.id, d.id))
    .returning({ stillDonor: donorHasOtherSucceededGift(d) });
  return row!;
}

/** The campaign's figures; the caller's last statement before its commit (see lockDonationByIntent). */
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
