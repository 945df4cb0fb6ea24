import { subDays } from '@causeway/contracts';
import { isBefore, subMilliseconds } from 'date-fns';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations } from '../../db/schema';
import type { PaymentEvent, PaymentProvider } from './payment-provider';

/** A donation pending this long is re-read from the provider: a webhook may have been lost. */
export const RECONCILE_AFTER_MS = 15 * 60_000;
/** A payment nobody completed within a day is abandoned (the donor closed the page). */
export const ABANDONED_AFTER_DAYS = 1;

/**
 * Asks the provider about donations still pending after 15 minutes and feeds what it says into the state
 * machine. Event ids name the payment and the outcome, so a repeated run applies nothing twice.
 */
export async function reconcilePendingDonations(
  deps: {
    db: Db;
    provider: Pick<PaymentProvider, 'name' | 'retrievePaymentIntentStatus'>;
    applyEvent: (e: PaymentEvent) => Promise<unknown>;
    /** RECONCILE_AFTER_SECONDS; RECONCILE_AFTER_MS when not given. */
    afterMs?: number;
  },
  now = new Date(),
  limit = 100,
) {
  const stale = await deps.db
    .select({ paymentIntentId: donations.paymentIntentId, createdAt: donations.createdAt })
    .from(donations)
    .where(
      and(
        eq(donations.status, 'pending'),
        eq(donations.provider, deps.provider.name),
        isNotNull(donations.paymentIntentId),
        lt(donations.createdAt, subMilliseconds(now, deps.afterMs ?? RECONCILE_AFTER_MS)),
      ),
    )
    .orderBy(donations.createdAt)
    .limit(limit);
  const counts = { succeeded: 0, failed: 0, refunded: 0, pending: 0, abandoned: 0 };
  for (const { paymentIntentId, createdAt } of stale) {
    const pi = paymentIntentId!;
    const status = await deps.provider.retrievePaymentIntentStatus(pi);
    const event = (kind: string) => ({ id: `evt_reconcile_${pi}_${kind}`, occurredAt: now, paymentIntentId: pi });
    if (status === 'succeeded' || status === 'refunded') {
      await deps.applyEvent({ type: 'payment.succeeded', ...event('succeeded') });
      if (status === 'refunded') await deps.applyEvent({ type: 'payment.refunded', ...event('refunded') });
    } else if (status === 'failed') {
      await deps.applyEvent({
        type: 'payment.failed',
        ...event('failed'),
        message: 'Your payment could not be processed.',
      });
    } else if (isBefore(createdAt, subDays(now, ABANDONED_AFTER_DAYS))) {
      await deps.applyEvent({
        type: 'payment.failed',
        ...event('abandoned'),
        message: 'The payment was not completed.',
      });
      counts.abandoned += 1;
      continue;
    }
    counts[status] += 1;
  }
  return counts;
}
