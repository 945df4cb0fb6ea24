import {
  coverFeeCents,
  currencyOf,
  recurringMessages as m,
  type DonorRecurring,
  type RecurringAction,
} from '@causeway/contracts';
import type { Db, Tx } from '../../db/client';
import type { recurringDonations } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { PaymentProvider } from '../payments/payment-provider';
import { checkGiftAmount } from '../donations/gift-amount';
import * as repo from './recurring.repository';
import { emitRecurringEvent } from '../webhooks/webhook-events';

type GiftRow = Awaited<ReturnType<typeof repo.listUserGifts>>[number];

export function toDonorRecurring({ gift, campaignTitle }: GiftRow): DonorRecurring {
  return {
    id: gift.id,
    amount: gift.amount,
    currency: currencyOf(gift.currency),
    feeAmount: gift.feeAmount,
    interval: gift.interval,
    status: gift.status,
    // Spec section 2: the next payment date is shown only while the gift is active.
    nextPaymentDate: gift.status === 'active' ? (gift.nextPaymentDate?.toISOString() ?? null) : null,
    createdAt: gift.createdAt.toISOString(),
    campaign: { id: gift.campaignId, title: campaignTitle },
  };
}

export async function listOwnRecurring(db: Db, userId: number): Promise<DonorRecurring[]> {
  return (await repo.listUserGifts(db, userId)).map(toDonorRecurring);
}

type Gift = typeof recurringDonations.$inferSelect;

/**
 * Cancels a gift its caller has locked in `tx` and found not yet cancelled: the donor's own cancel and an
 * administrator's on the donor's behalf. The provider is told first, so a provider that refuses leaves our record
 * unchanged; its later subscription event finds the gift already cancelled.
 */
export async function cancelGift(tx: Tx, provider: PaymentProvider, gift: Gift): Promise<Gift> {
  if (gift.providerSubscriptionId && gift.provider === provider.name) {
    await provider.cancelSubscription(gift.providerSubscriptionId);
  }
  const patch = { status: 'cancelled' as const, retryAt: null, cancelledAt: new Date() };
  await repo.setGiftStatus(tx, gift.id, patch);
  await emitRecurringEvent(tx, 'recurring.cancelled', gift.id);
  return { ...gift, ...patch };
}

/**
 * PATCH /api/recurring-donations/{id} and DELETE: pause, resume or cancel the donor's own gift. Cancelled is
 * final (DECISIONS.md). The provider is told first, so a provider that refuses leaves our record unchanged.
 */
export async function changeRecurring(
  deps: { db: Db; provider: PaymentProvider },
  userId: number,
  id: number,
  action: RecurringAction,
): Promise<DonorRecurring> {
  return changeLockedRecurring(deps, (tx) => repo.lockUserGift(tx, userId, id), action);
}

/** Finds and locks the caller's own gift in `tx`; undefined when it is not theirs (a 404). */
export type LockOwnGift = (tx: Tx) => Promise<GiftRow | undefined>;

/**
 * Pause, resume or cancel of a gift `lock` finds as the caller's own: the donor area's and the e-mailed manage
 * link's (modules/recurring-manage) one path, so the provider is told the same way.
 */
export async function changeLockedRecurring(
  deps: { db: Db; provider: PaymentProvider },
  lock: LockOwnGift,
  action: RecurringAction,
): Promise<DonorRecurring> {
  return deps.db.transaction(async (tx) => {
    const row = await lock(tx);
    if (!row) throw new AppError('NOT_FOUND', m.notFound);
    const { gift, campaignTitle } = row;
    if (gift.status === 'cancelled') throw new AppError('CONFLICT', m.cancelledIsFinal);
    // Cancelling the donor's own gift and an administrator's cancelling it for them are one path.
    if (action === 'cancel')
      return toDonorRecurring({ gift: await cancelGift(tx, deps.provider, gift), campaignTitle });
    if (action === 'pause' && gift.status === 'paused') throw new AppError('CONFLICT', m.alreadyPaused);
    if (action === 'resume' && gift.status === 'active') throw new AppError('CONFLICT', m.alreadyActive);
    const subscription = gift.providerSubscriptionId;
    if (subscription && gift.provider === deps.provider.name) {
      if (action === 'pause') await deps.provider.pauseSubscription(subscription);
      if (action === 'resume') await deps.provider.resumeSubscription(subscription);
    }
    // A gift resumed after its date has passed is charged at the next renewal run, not retroactively twice.
    const resumedDate =
      action === 'resume' && gift.nextPaymentDate && gift.nextPaymentDate < new Date()
        ? new Date()
        : gift.nextPaymentDate;
    const status = action === 'pause' ? ('paused' as const) : ('active' as const);
    const patch = {
      status,
      nextPaymentDate: resumedDate,
      retryAt: status === 'active' ? gift.retryAt : null,
      cancelledAt: null,
    };
    await repo.setGiftStatus(tx, gift.id, patch);
    return toDonorRecurring({ gift: { ...gift, ...patch }, campaignTitle });
  });
}

/**
 * PUT /api/recurring-donations/{id}/amount: a new amount for an active or paused gift, from the next charge on.
 * A donor who covers the fee keeps covering it, recomputed for the new amount. The same amount again changes
 * nothing, so a retried request is harmless.
 */
export async function changeRecurringAmount(
  deps: { db: Db; provider: PaymentProvider },
  userId: number,
  id: number,
  amount: number,
): Promise<DonorRecurring> {
  return changeLockedRecurringAmount(deps, (tx) => repo.lockUserGift(tx, userId, id), amount);
}

/** A new amount for a gift `lock` finds as the caller's own (the donor area's and the manage link's one path). */
export async function changeLockedRecurringAmount(
  deps: { db: Db; provider: PaymentProvider },
  lock: LockOwnGift,
  amount: number,
): Promise<DonorRecurring> {
  return deps.db.transaction(async (tx) => {
    const row = await lock(tx);
    if (!row) throw new AppError('NOT_FOUND', m.notFound);
    const { gift, campaignTitle } = row;
    // The gift's own currency's bounds and fee (issue 26), checked before anything is written or asked.
    checkGiftAmount(amount, gift.currency);
    if (gift.status === 'cancelled') throw new AppError('CONFLICT', m.cancelledIsFinal);
    if (amount === gift.amount) return toDonorRecurring(row);
    const feeAmount = gift.feeAmount > 0 ? coverFeeCents(amount, gift.currency) : 0;
    const subscription = gift.providerSubscriptionId;
    if (subscription && gift.provider === deps.provider.name) {
      await deps.provider.updateSubscriptionAmount(
        subscription,
        amount + feeAmount,
        gift.interval,
        `Donation to ${campaignTitle}`,
      );
    }
    await repo.setGiftStatus(tx, gift.id, { amount, feeAmount });
    return toDonorRecurring({ gift: { ...gift, amount, feeAmount }, campaignTitle });
  });
}
