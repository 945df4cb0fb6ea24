import { coverFeeCents, recurringMessages as m, type DonorRecurring, type RecurringAction } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { PaymentProvider } from '../payments/payment-provider';
import * as repo from './recurring.repository';

type GiftRow = Awaited<ReturnType<typeof repo.listUserGifts>>[number];

function toDonorRecurring({ gift, campaignTitle }: GiftRow): DonorRecurring {
  return {
    id: gift.id,
    amount: gift.amount,
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

const nextStatus: Record<RecurringAction, 'active' | 'paused' | 'cancelled'> = {
  pause: 'paused',
  resume: 'active',
  cancel: 'cancelled',
};

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
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockUserGift(tx, userId, id);
    if (!row) throw new AppError('NOT_FOUND', m.notFound);
    const { gift } = row;
    if (gift.status === 'cancelled') throw new AppError('CONFLICT', m.cancelledIsFinal);
    if (action === 'pause' && gift.status === 'paused') throw new AppError('CONFLICT', m.alreadyPaused);
    if (action === 'resume' && gift.status === 'active') throw new AppError('CONFLICT', m.alreadyActive);
    const subscription = gift.providerSubscriptionId;
    if (subscription && gift.provider === deps.provider.name) {
      if (action === 'pause') await deps.provider.pauseSubscription(subscription);
      if (action === 'resume') await deps.provider.resumeSubscription(subscription);
      if (action === 'cancel') await deps.provider.cancelSubscription(subscription);
    }
    const status = nextStatus[action];
    // A gift resumed after its date has passed is charged at the next renewal run, not retroactively twice.
    const resumedDate =
      action === 'resume' && gift.nextPaymentDate && gift.nextPaymentDate < new Date()
        ? new Date()
        : gift.nextPaymentDate;
    const patch = {
      status,
      nextPaymentDate: resumedDate,
      retryAt: status === 'active' ? gift.retryAt : null,
      cancelledAt: status === 'cancelled' ? new Date() : null,
    };
    await repo.setGiftStatus(tx, gift.id, patch);
    return toDonorRecurring({ gift: { ...gift, ...patch }, campaignTitle: row.campaignTitle });
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
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockUserGift(tx, userId, id);
    if (!row) throw new AppError('NOT_FOUND', m.notFound);
    const { gift, campaignTitle } = row;
    if (gift.status === 'cancelled') throw new AppError('CONFLICT', m.cancelledIsFinal);
    if (amount === gift.amount) return toDonorRecurring(row);
    const feeAmount = gift.feeAmount > 0 ? coverFeeCents(amount) : 0;
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
