import { refundedGiftPart, type DonationStatus } from '@causeway/contracts';
import type { Db, Tx } from '../../db/client';
import { queueReceiptEmail, type ReceiptLinks } from '../receipts/receipts.service';
import { queueRefundEmail } from '../receipts/refund-email';
import { queueTributeCards } from '../tributes/tributes.service';
import { settleRefunds } from '../refunds/refunds.service';
import { subscribeDonorToUpdates } from '../updates/update-subscriptions';
import { saveCardOfCustomer, saveCardToWallet } from '../payment-methods/payment-methods.service';
import { donorKeyOf, lockDonor, rewriteDonorSummary } from '../donors/donors.service';
import { nextPaymentDate, type CardDetails, type PaymentEvent } from './payment-provider';
import type { SettingsCache } from '../settings/settings-cache';
import * as repo from './payments.repository';
import { emitDonationEvent, emitRecurringEvent } from '../webhooks/webhook-events';
import { drawMatch, releaseMatch } from '../matches/match-draws';
import { adjustFundraiserTotals } from '../fundraiser-gifts/fundraiser-totals';
import { giftLocale } from '../recurring/gift-locale';

export interface PaymentEventDeps {
  db: Db;
  links: ReceiptLinks;
  /** Called after a commit that changed campaign totals (clears the public read cache). */
  onTotalsChanged?: () => void;
  /** The process's settings cache, for the receipt e-mail; without it, settings are read in the transaction. */
  settings?: SettingsCache;
}

/**
 * 'deferred': the event came before the one it depends on (a refund before its payment succeeded, a renewal
 * before the subscription's first payment). Nothing is recorded, so the provider's redelivery applies it later.
 */
export type ApplyResult = 'applied' | 'duplicate' | 'ignored' | 'deferred';

/** Thrown inside the transaction to roll back the event id's record along with everything else. */
class EventNotReady extends Error {}

/**
 * The only moves a donation can make. Anything else (a late 'failed' after 'succeeded', anything after
 * 'refunded') is an out-of-order or stale event and changes nothing.
 */
export const allowedMoves: Record<DonationStatus, DonationStatus[]> = {
  pending: ['succeeded', 'failed'],
  // A donor may retry the same intent with another card after a decline.
  failed: ['succeeded'],
  succeeded: ['refunded'],
  refunded: [],
};

/**
 * The one state machine for both providers (DESIGN.md, Payments): records the event id once, then moves the
 * donation, its recurring gift and the campaign's totals in the same transaction.
 */
export async function applyPaymentEvent(
  deps: PaymentEventDeps,
  provider: string,
  event: PaymentEvent,
): Promise<ApplyResult> {
  const result = await deps.db
    .transaction((tx) => applyInTransaction(tx, deps, provider, event))
    .catch((error: unknown) => {
      if (error instanceof EventNotReady) return 'deferred' as const;
      throw error;
    });
  if (result === 'applied') deps.onTotalsChanged?.();
  return result;
}

async function applyInTransaction(
  tx: Tx,
  deps: PaymentEventDeps,
  provider: string,
  event: PaymentEvent,
): Promise<ApplyResult> {
  if (!(await repo.recordEventOnce(tx, provider, event.id, event.type))) return 'duplicate';
  switch (event.type) {
    case 'payment.succeeded':
      return succeedByIntent(tx, deps, provider, event.paymentIntentId, event.occurredAt, event.card);
    case 'payment.failed':
      return failByIntent(tx, provider, event.paymentIntentId, event.occurredAt, event.message);
    case 'payment.refunded':
      return refundByIntent(tx, deps, provider, event);
    case 'subscription.renewed':
      return renew(tx, deps, provider, event);
    case 'subscription.updated':
      return updateSubscription(tx, provider, event);
    case 'setup.succeeded': {
      // A card set up in the donor area joins the wallet even if the browser never reports back.
      return (await saveCardOfCustomer(tx, event.customerId, provider, event.card)) ? 'applied' : 'ignored';
    }
  }
}

async function lockForMove(tx: Tx, provider: string, paymentIntentId: string, to: DonationStatus) {
  const donation = await repo.lockDonationByIntent(tx, provider, paymentIntentId);
  return donation && allowedMoves[donation.status].includes(to) ? donation : undefined;
}

async function succeedByIntent(
  tx: Tx,
  deps: PaymentEventDeps,
  provider: string,
  paymentIntentId: string,
  at: Date,
  card: CardDetails | undefined,
): Promise<ApplyResult> {
  const donation = await lockForMove(tx, provider, paymentIntentId, 'succeeded');
  if (!donation) return 'ignored';
  const donorKey = donorKeyOf(donation);
  await lockDonor(tx, donorKey);
  const { donorHadGift } = await repo.markSucceeded(tx, donation, at);

  // A recurring gift needs the card for its renewals; a one-time gift keeps it only when asked to.
  const keepCard = card && donation.userId !== null && (donation.savePaymentMethod || donation.interval !== null);
  const paymentMethodId = keepCard ? await saveCardToWallet(tx, donation.userId!, provider, card) : null;
  if (donation.interval && donation.recurringDonationId === null) {
    const recurring = await repo.insertRecurring(tx, {
      userId: donation.userId,
      campaignId: donation.campaignId,
      paymentMethodId,
      // Its renewals are charged in the first payment's currency (issue 26).
      currency: donation.currency,
      amount: donation.amount,
      feeAmount: donation.feeAmount,
      interval: donation.interval,
      status: 'active',
      nextPaymentDate: nextPaymentDate(at, donation.interval),
      provider,
      providerSubscriptionId: donation.providerSubscriptionId ?? `sub_${provider}_${donation.id}`,
      guestEmail: donation.guestEmail,
      guestFirstName: donation.guestFirstName,
      guestLastName: donation.guestLastName,
      // A guest's gift remembers its card itself: it has no wallet (issue 24, change card by link).
      ...(donation.userId === null && card
        ? { guestCardId: card.providerPaymentMethodId, guestCardBrand: card.brand, guestCardLast4: card.last4 }
        : {}),
      anonymous: donation.anonymous,
      // Given through a supporter's page (issue 25): its renewals count for the page too.
      fundraiserId: donation.fundraiserId,
    });
    await repo.updateDonation(tx, donation.id, { recurringDonationId: recurring.id });
    await emitRecurringEvent(tx, 'recurring.created', recurring.id);
  }
  // After the new recurring gift, so the donor's summary counts it.
  await rewriteDonorSummary(tx, donorKey);
  await queueReceiptEmail(tx, donation.id, deps.links, deps.settings);
  // The dedication's card to its recipient (issue 24), once; a gift without a dedication skips the claim.
  if (donation.hasTribute) await queueTributeCards(tx, [donation.id], deps.settings);
  await emitDonationEvent(tx, 'donation.succeeded', donation.id);
  await subscribeDonorToUpdates(tx, donation);
  // The campaign's live match (issue 24): its row after the donor's, before the campaign's.
  await drawMatch(tx, donation, at);
  // The supporter's page and its team (issue 25): after the match, before the campaign.
  if (donation.fundraiserId !== null) await adjustFundraiserTotals(tx, donation.fundraiserId, donation.amount, 1);
  // Last: the campaign's row stays locked only from here to the commit.
  await repo.adjustCampaignTotals(tx, donation.campaignId, donation.amount, donorHadGift ? 0 : 1);
  return 'applied';
}

async function failByIntent(tx: Tx, provider: string, paymentIntentId: string, at: Date, message: string) {
  const donation = await lockForMove(tx, provider, paymentIntentId, 'failed');
  if (!donation) return 'ignored';
  await repo.updateDonation(tx, donation.id, { status: 'failed', failureMessage: message, lastEventAt: at });
  await emitDonationEvent(tx, 'donation.failed', donation.id);
  return 'applied';
}

/**
 * A refund, full or partial (the refund semantics of issue 23). Providers report the charge's refunded total, so
 * the donation keeps the largest figure seen: a replayed or older event refunds nothing twice. A refund comes out
 * of the gift first, then the covered fee; totals move by the change in the gift's refunded part, and the gift
 * becomes 'refunded' once all of it is.
 */
async function refundByIntent(
  tx: Tx,
  deps: PaymentEventDeps,
  provider: string,
  event: Extract<PaymentEvent, { type: 'payment.refunded' }>,
): Promise<ApplyResult> {
  const donation = await repo.lockDonationByIntent(tx, provider, event.paymentIntentId);
  if (!donation) return 'ignored';
  // Only a payment that succeeded can be refunded: this refund overtook its success, which is still on its way.
  if (donation.status === 'pending' || donation.status === 'failed') throw new EventNotReady();
  const charge = donation.amount + donation.feeAmount;
  const refundedAmount = Math.max(donation.refundedAmount, Math.min(charge, event.amountRefunded ?? charge));
  const settled = await settleRefunds(tx, {
    donationId: donation.id,
    provider,
    eventId: event.id,
    refundId: event.refundId,
    refundedAmount,
    at: event.occurredAt,
  });
  if (refundedAmount === donation.refundedAmount) return settled ? 'applied' : 'ignored';

  const lastEventAt = latest(donation.lastEventAt, event.occurredAt);
  const giftBefore = refundedGiftPart(donation.amount, donation.refundedAmount);
  const giftAfter = refundedGiftPart(donation.amount, refundedAmount);
  // A gift already refunded in full is out of every total: only its covered fee was left to give back.
  const giftWasOpen = donation.status !== 'refunded';
  let donors = 0;
  if (!giftWasOpen) {
    await repo.updateDonation(tx, donation.id, { refundedAmount, lastEventAt });
    // Refunded before the figure was kept (before migration 0010): the donor heard of it then.
    if (donation.refundedAmount === 0) return 'applied';
  } else {
    const donorKey = donorKeyOf(donation);
    await lockDonor(tx, donorKey);
    if (giftAfter === donation.amount) {
      const { stillDonor } = await repo.markRefunded(tx, donation, lastEventAt, refundedAmount);
      donors = stillDonor ? 0 : -1;
    } else {
      await repo.updateDonation(tx, donation.id, { refundedAmount, lastEventAt });
    }
    await rewriteDonorSummary(tx, donorKey);
    // What the gift drew on a match goes back with the refunded part (issue 24): the match's row before the campaign's.
    await releaseMatch(tx, donation, giftAfter);
    // The supporter's page and team (issue 25) move back by what the campaign does; the gift stops counting
    // there once all of it is refunded.
    if (donation.fundraiserId !== null) {
      await adjustFundraiserTotals(
        tx,
        donation.fundraiserId,
        -(giftAfter - giftBefore),
        giftAfter === donation.amount ? -1 : 0,
      );
    }
  }
  await queueRefundEmail(tx, donation.id, refundedAmount - donation.refundedAmount, deps.links, deps.settings);
  // Last but the event: the campaign's row stays locked only from here to the commit.
  if (giftWasOpen) await repo.adjustCampaignTotals(tx, donation.campaignId, -(giftAfter - giftBefore), donors);
  await emitDonationEvent(tx, 'donation.refunded', donation.id);
  return 'applied';
}

/** A renewal charge: a new donation of type recurring, linked to its gift, applied like any success. */
async function renew(
  tx: Tx,
  deps: PaymentEventDeps,
  provider: string,
  event: Extract<PaymentEvent, { type: 'subscription.renewed' }>,
): Promise<ApplyResult> {
  const recurring = await repo.lockRecurringBySubscription(tx, provider, event.subscriptionId);
  if (!recurring) return waitForFirstPayment(tx, provider, event.subscriptionId);
  // The first invoice of a Stripe subscription pays the donation created with the intent.
  const existing = await repo.findDonationIdByIntent(tx, provider, event.paymentIntentId);
  if (!existing) {
    await repo.insertDonation(tx, {
      campaignId: recurring.campaignId,
      userId: recurring.userId,
      recurringDonationId: recurring.id,
      currency: recurring.currency,
      // The charge includes the fee the donor chose to cover; only the gift counts towards the campaign.
      amount: Math.max(1, event.amount - recurring.feeAmount),
      feeAmount: Math.min(recurring.feeAmount, event.amount - 1),
      donationType: 'recurring',
      provider,
      paymentIntentId: event.paymentIntentId,
      guestEmail: recurring.guestEmail,
      guestFirstName: recurring.guestFirstName,
      guestLastName: recurring.guestLastName,
      anonymous: recurring.anonymous,
      // Given through a supporter's page (issue 25): the renewal counts for it as the first payment did.
      fundraiserId: recurring.fundraiserId,
      // Its receipt in the language of the gift's earlier payments (issue 26).
      locale: await giftLocale(tx, recurring.id),
    });
  }
  const applied = await succeedByIntent(tx, deps, provider, event.paymentIntentId, event.occurredAt, undefined);
  const next = event.nextPaymentDate ?? nextPaymentDate(event.occurredAt, recurring.interval);
  await repo.updateRecurring(tx, recurring.id, {
    // Renewals may arrive in any order: the next charge date only ever moves forward.
    nextPaymentDate: latest(recurring.nextPaymentDate, next),
    failedAttempts: 0,
    retryAt: null,
  });
  return applied;
}

async function updateSubscription(
  tx: Tx,
  provider: string,
  event: Extract<PaymentEvent, { type: 'subscription.updated' }>,
): Promise<ApplyResult> {
  const recurring = await repo.lockRecurringBySubscription(tx, provider, event.subscriptionId);
  if (!recurring) return waitForFirstPayment(tx, provider, event.subscriptionId);
  // Cancelled is final (DECISIONS.md): no later event revives it.
  if (recurring.status === 'cancelled') return 'ignored';
  // An update older than the last one applied (Stripe does not deliver in order) would undo a newer status.
  if (recurring.statusEventAt && event.occurredAt < recurring.statusEventAt) return 'ignored';
  await repo.updateRecurring(tx, recurring.id, {
    status: event.status,
    statusEventAt: event.occurredAt,
    nextPaymentDate:
      event.status === 'active' && event.nextPaymentDate
        ? latest(recurring.nextPaymentDate, event.nextPaymentDate)
        : recurring.nextPaymentDate,
    cancelledAt: event.status === 'cancelled' ? event.occurredAt : null,
  });
  if (event.status === 'cancelled') await emitRecurringEvent(tx, 'recurring.cancelled', recurring.id);
  return 'applied';
}

const latest = (a: Date | null, b: Date): Date => (a && a > b ? a : b);

/**
 * An event about a subscription whose gift does not exist yet: it waits for the first payment when that payment
 * is known and not yet succeeded; a subscription we never created (another integration's) is not ours to track.
 */
async function waitForFirstPayment(tx: Tx, provider: string, subscriptionId: string): Promise<ApplyResult> {
  if (await repo.subscriptionAwaitsFirstPayment(tx, provider, subscriptionId)) throw new EventNotReady();
  return 'ignored';
}
