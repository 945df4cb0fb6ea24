import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PaymentEventOutcome } from '@causeway/contracts';
import { queryRows, type Executor, type Tx } from '../../db/client';
import { campaigns, donations, donationTributes, paymentEventLog, recurringDonations } from '../../db/schema';
import type { PaymentEvent } from './payment-provider';
import { emitGoalReachedIfCrossed } from '../webhooks/webhook-events';

export type DonationRow = typeof donations.$inferSelect;
/** A donation as the payment events lock it: its row and whether it has a dedication. */
export type LockedDonation = Awaited<ReturnType<typeof lockDonationsByIntents>>[number];
export type RecurringRow = typeof recurringDonations.$inferSelect;

/** True the first time an event id is seen; the unique key makes a replay a no-op. */
export async function recordEventOnce(tx: Tx, provider: string, eventId: string, type: string): Promise<boolean> {
  return (await recordEventsOnce(tx, provider, [{ id: eventId, type }])).has(eventId);
}

/** The ids, of these events, seen for the first time (recorded now); one statement for any number. */
export async function recordEventsOnce(
  tx: Tx,
  provider: string,
  events: { id: string; type: string }[],
): Promise<Set<string>> {
  const rows = await queryRows<{ event_id: string }>(
    tx,
    sql`insert into processed_payment_events (provider, event_id, type)
    select ${provider}, * from unnest(${sql.param(events.map((e) => e.id))}::text[], ${sql.param(events.map((e) => e.type))}::text[])
    on conflict do nothing returning event_id`,
  );
  return new Set(rows.map((row) => row.event_id));
}

/** Writes what the state machine answered to an event in the payment event log (a donation's timeline). */
export async function logEventOutcome(
  db: Executor,
  provider: string,
  event: PaymentEvent,
  outcome: PaymentEventOutcome,
): Promise<void> {
  await db.insert(paymentEventLog).values({
    provider,
    eventId: event.id,
    type: event.type,
    paymentIntentId: 'paymentIntentId' in event ? event.paymentIntentId : null,
    subscriptionId: 'subscriptionId' in event ? event.subscriptionId : null,
    outcome,
    occurredAt: event.occurredAt,
  });
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
  const [row] = await lockDonationsByIntents(tx, provider, [paymentIntentId]);
  return row;
}

/**
 * Whether the donation carries a dedication (issue 24), read with the row it belongs to: its card is queued only
 * then, so the ~all gifts without one skip the card's claim statement without a query of their own (a probe of
 * donation_tributes' primary key).
 */
const hasTribute = sql<boolean>`exists (select 1 from ${donationTributes}
  where ${donationTributes.donationId} = ${donations.id})`;

/** The donations of several intents, locked in id order (the order a batch takes them in). */
export async function lockDonationsByIntents(tx: Tx, provider: string, paymentIntentIds: string[]) {
  return tx
    .select({ ...getTableColumns(donations), hasTribute })
    .from(donations)
    .where(
      and(
        eq(donations.provider, provider),
        sql`${donations.paymentIntentId} = any(${sql.param(paymentIntentIds)}::text[])`,
      ),
    )
    .orderBy(donations.id)
    .for('update');
}

export async function updateDonation(tx: Tx, id: number, patch: Partial<typeof donations.$inferInsert>) {
  await tx
    .update(donations)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(donations.id, id));
}

/**
 * Donations of the same donor (by user id, by guest e-mail, or as one anonymized donor) to the same campaign that
 * succeeded, other than `others`, as an expression about the row `d` (CASE: only the subquery that can use its
 * index runs). Exact only while the caller holds the donor's lock (donors.service.ts lockDonors).
 */
const donorHasOtherSucceededGift = (others: SQL) => sql<boolean>`case when d.user_id is not null
  then exists (select 1 from donations o where o.user_id = d.user_id and o.campaign_id = d.campaign_id
    and o.status = 'succeeded' and o.id <> all(${others}))
  when d.guest_email is not null
  then exists (select 1 from donations o where o.user_id is null and lower(o.guest_email) = lower(d.guest_email)
    and o.campaign_id = d.campaign_id and o.status = 'succeeded' and o.id <> all(${others}))
  -- An anonymized donor (issue 23) is known by the anonymized_at their erasure gave them (campaign-totals).
  else exists (select 1 from donations o where o.campaign_id = d.campaign_id and o.status = 'succeeded'
    and o.user_id is null and o.guest_email is null and o.anonymized_at = d.anonymized_at and o.id <> all(${others}))
  end`;

/**
 * Moves donations to succeeded, each with the next receipt number, in one statement, and tells for each whether
 * its donor had given to its campaign before, apart from the donations moved here (the caller counts a donor who
 * gives twice in one batch once). Array parameters: one statement text for any number of donations.
 */
export async function markSucceededMany(
  tx: Tx,
  moves: { id: number; at: Date }[],
): Promise<{ id: number; donorHadGift: boolean }[]> {
  const ids = sql`${sql.param(moves.map((m) => m.id))}::int[]`;
  const ats = sql.param(moves.map((m) => m.at.toISOString()));
  return queryRows<{ id: number; donorHadGift: boolean }>(
    tx,
    sql`update donations d set status = 'succeeded', succeeded_at = v.at, last_event_at = v.at, failure_message = null,
      receipt_number = nextval('receipt_number_seq'), updated_at = now()
    from unnest(${ids}, ${ats}::timestamptz[]) as v(id, at)
    where d.id = v.id
    returning d.id, ${donorHasOtherSucceededGift(ids)} as "donorHadGift"`,
  );
}

/**
 * Moves a donation to succeeded with the next receipt number, in one statement, and tells whether its donor
 * had given to the campaign before (the campaign's donor count grows only when not).
 */
export async function markSucceeded(tx: Tx, d: DonationRow, at: Date): Promise<{ donorHadGift: boolean }> {
  const [row] = await markSucceededMany(tx, [{ id: d.id, at }]);
  return row!;
}

/**
 * Moves a donation to refunded with the charge's refunded total, and tells whether its donor still has a
 * succeeded gift to the campaign.
 */
export async function markRefunded(
  tx: Tx,
  d: DonationRow,
  at: Date,
  refundedAmount: number,
): Promise<{ stillDonor: boolean }> {
  const [row] = await queryRows<{ stillDonor: boolean }>(
    tx,
    sql`update donations d set status = 'refunded', refunded_amount = ${refundedAmount},
      last_event_at = ${at.toISOString()}::timestamptz, updated_at = now()
    where d.id = ${d.id}
    returning ${donorHasOtherSucceededGift(sql`array[${d.id}]::int[]`)} as "stillDonor"`,
  );
  return row!;
}

/** The campaign's figures; the caller's last statement before its commit (see lockDonationByIntent). */
export async function adjustCampaignTotals(tx: Tx, campaignId: number, amount: number, donors: number) {
  const [after] = await tx
    .update(campaigns)
    .set({
      amountRaised: sql`${campaigns.amountRaised} + ${amount}`,
      donorCount: sql`${campaigns.donorCount} + ${donors}`,
      updatedAt: sql`now()`,
    })
    .where(eq(campaigns.id, campaignId))
    .returning({ amountRaised: campaigns.amountRaised, goal: campaigns.goal });
  // Every change of a campaign's total comes here, so the goal's crossing is seen whoever made it.
  if (after) await emitGoalReachedIfCrossed(tx, campaignId, amount, after);
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
