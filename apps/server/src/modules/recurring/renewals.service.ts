import { intervalSentenceLabels, addDays } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { receiptMailMessages, recurringMailMessages, renewalFailedMessages as f } from '../../i18n/mail-words';
import { wordsIn } from '../../i18n/words';
import { enqueueMail } from '../../mail/outbox';
import { nextPaymentDate, type PaymentEvent } from '../payments/payment-provider';
import { cardMessages } from '../payments/sandbox-cards';
import { giftLocale } from './gift-locale';
import * as repo from './renewals.repository';
import { emitDonationEvent, emitRecurringEvent } from '../webhooks/webhook-events';

/** Days to wait before retrying after the 1st, 2nd and 3rd failed renewal; the 4th failure cancels the gift. */
export const RENEWAL_RETRY_DAYS = [1, 3, 7];

export interface RenewalDeps {
  db: Db;
  /** The state machine, for the successful charge (applyPaymentEvent with provider 'sandbox'). */
  applyEvent: (event: PaymentEvent) => Promise<unknown>;
}

export type RenewalOutcome = 'charged' | 'failed' | 'cancelled' | 'skipped';

/** Charges every due sandbox renewal once. Safe to run from any number of processes at the same time. */
export async function chargeDueRenewals(deps: RenewalDeps, now = new Date(), limit = 100) {
  const counts: Record<RenewalOutcome, number> = { charged: 0, failed: 0, cancelled: 0, skipped: 0 };
  for (const id of await repo.listDueSandboxGifts(deps.db, now, limit)) counts[await chargeRenewal(deps, id, now)] += 1;
  return counts;
}

/**
 * One renewal. The gift row is locked and moved on to its next period (or its retry date) before the lock is
 * released, so a racing runner finds nothing due. The success is then reported as an event whose id names the
 * gift and period: even a repeated report is applied once (processed_payment_events).
 */
export async function chargeRenewal(deps: RenewalDeps, giftId: number, now = new Date()): Promise<RenewalOutcome> {
  const decided = await deps.db.transaction(async (tx) => {
    const gift = await repo.lockDueGift(tx, giftId, now);
    if (!gift || !gift.nextPaymentDate) return { outcome: 'skipped' as const };
    const period = gift.nextPaymentDate;
    const card = await repo.findRenewalCard(tx, gift);
    const problem = !card
      ? 'No card is on file for this recurring gift.'
      : card.behaviour === 'succeed'
        ? null
        : card.behaviour === 'insufficient_funds'
          ? cardMessages.insufficientFunds
          : card.behaviour === 'authenticate'
            ? 'This card needs authentication, which an automatic renewal cannot ask for.'
            : cardMessages.declined;
    const periodKey = `${gift.id}_${period.toISOString().slice(0, 10)}`;
    if (!problem) {
      const next = nextPaymentDate(period, gift.interval);
      await repo.updateGift(tx, gift.id, { nextPaymentDate: next, retryAt: null, failedAttempts: 0 });
      return { outcome: 'charged' as const, gift, periodKey, next };
    }
    const attempts = gift.failedAttempts + 1;
    const failedId = await repo.insertFailedCharge(
      tx,
      gift,
      `pi_sandbox_renewal_${periodKey}_attempt${attempts}`,
      problem,
    );
    if (failedId) await emitDonationEvent(tx, 'donation.failed', failedId);
    const retryDays = RENEWAL_RETRY_DAYS[attempts - 1];
    if (retryDays !== undefined) {
      await repo.updateGift(tx, gift.id, {
        failedAttempts: attempts,
        retryAt: addDays(now, retryDays),
      });
      return { outcome: 'failed' as const };
    }
    await repo.updateGift(tx, gift.id, {
      status: 'cancelled',
      cancelledAt: now,
      failedAttempts: attempts,
      retryAt: null,
    });
    await emitRecurringEvent(tx, 'recurring.cancelled', gift.id);
    const contact = await repo.findGiftContact(tx, gift);
    if (contact.email) {
      // In the donor's language (issue 26), as the gift's receipts were.
      const words = wordsIn(await giftLocale(tx, gift.id));
      await enqueueMail(tx, {
        to: contact.email,
        subject: words.say(recurringMailMessages.cancelledSubject, { campaign: contact.campaignTitle }),
        text: [
          words.say(receiptMailMessages.greeting, {
            name: contact.firstName || words.say(recurringMailMessages.dearDonor),
          }),
          '',
          words.say(f.triedAndFailed, {
            attempts,
            interval: words.say(intervalSentenceLabels[gift.interval]),
            amount: words.money(gift.currency)(gift.amount),
            campaign: contact.campaignTitle,
            problem: words.say(problem),
          }),
          words.say(f.cancelledNow),
          '',
          words.say(f.giveAgain),
          '',
          words.say(recurringMailMessages.thankYou),
        ].join('\n'),
      });
    }
    return { outcome: 'cancelled' as const };
  });

  if (decided.outcome === 'charged') {
    const { gift, periodKey, next } = decided;
    await deps.applyEvent({
      type: 'subscription.renewed',
      id: `evt_sandbox_renewal_${periodKey}`,
      occurredAt: now,
      subscriptionId: gift.providerSubscriptionId!,
      paymentIntentId: `pi_sandbox_renewal_${periodKey}`,
      amount: gift.amount + gift.feeAmount,
      nextPaymentDate: next,
    });
  }
  return decided.outcome;
}
