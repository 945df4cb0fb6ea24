import { afterAll, beforeAll } from 'vitest';
import { donations } from '../db/schema';
import { applyPaymentEvent, type ApplyResult, type PaymentEventDeps } from '../modules/payments/payment-events';
import type { PaymentEvent } from '../modules/payments/payment-provider';
import { batchSucceededPayments } from '../modules/payments/succeeded-batch';
import { buildTestApp, type TestApp } from './build-test-app';
import { unique } from './factories';

/** The payment paths' dependencies on a test app, with the receipts' links of the tests. */
export const paymentDeps = (t: TestApp): PaymentEventDeps => ({
  db: t.db,
  links: { receiptUrl: (id) => `http://causeway.test/api/donations/${id}/receipt` },
});

/**
 * A test file's app and the payment paths' dependencies on it: built before the file's tests, closed after them.
 * Read `t` and `deps` inside a test (they are set once the file's tests start).
 */
export function paymentTestApp(): { t: TestApp; deps: PaymentEventDeps } {
  const app = {} as { t: TestApp; deps: PaymentEventDeps };
  beforeAll(async () => {
    app.t = await buildTestApp();
    app.deps = paymentDeps(app.t);
  });
  afterAll(() => app.t.close());
  return app;
}

/**
 * Pending guest gifts to one campaign, all made to succeed at once: half through the single-event transaction and
 * half through the batch (the concurrency tests). On PGlite the transactions take turns; with TEST_DATABASE_URL they
 * run on a pool of connections at once. `donors` guests give them in turn, so some give twice and the donor locks
 * are contended too. Answers each gift's outcome, in order.
 */
export async function succeedAtOnce(
  deps: PaymentEventDeps,
  campaignId: number,
  gifts: { amount: number; fundraiserId?: number | null }[],
  { tag, donors }: { tag: string; donors: number },
): Promise<ApplyResult[]> {
  const rows = await deps.db
    .insert(donations)
    .values(
      gifts.map((gift, i) => ({
        campaignId,
        amount: gift.amount,
        fundraiserId: gift.fundraiserId ?? null,
        provider: 'sandbox',
        paymentIntentId: unique(`pi_${tag}_`),
        guestEmail: `${tag}${i % donors}-${campaignId}@example.com`,
        guestFirstName: 'Con',
        guestLastName: 'Current',
      })),
    )
    .returning();
  const events: PaymentEvent[] = rows.map((row) => ({
    type: 'payment.succeeded',
    id: unique(`evt_${tag}_`),
    occurredAt: new Date(),
    paymentIntentId: row.paymentIntentId!,
  }));
  const single = (event: PaymentEvent): Promise<ApplyResult> => applyPaymentEvent(deps, 'sandbox', event);
  const batched = batchSucceededPayments(deps, 'sandbox', single);
  return Promise.all(events.map((event, i) => (i % 2 === 0 ? single(event) : batched(event))));
}
