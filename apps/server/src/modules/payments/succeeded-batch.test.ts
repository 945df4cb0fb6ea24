import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, mailOutbox, processedPaymentEvents } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeCampaign, makeUser, unique } from '../../test/factories';
import { campaignTotals, donorSummaryRows } from '../../test/totals';
import { recomputeDonorSummaries } from '../donors/donors.service';
import { applyPaymentEvent, type ApplyResult, type PaymentEventDeps } from './payment-events';
import type { PaymentEvent } from './payment-provider';
import { applySucceededBatch, batchSucceededPayments } from './succeeded-batch';

let t: TestApp;
let deps: PaymentEventDeps;
beforeAll(async () => {
  t = await buildTestApp();
  deps = { db: t.db, links: { receiptUrl: (id) => `http://causeway.test/api/donations/${id}/receipt` } };
});
afterAll(() => t.close());

const totals = (id: number) => campaignTotals(t.db, id);

async function pending(campaignId: number, donor: { email?: string; userId?: number }, amount = 1_000, extra = {}) {
  const paymentIntentId = unique('pi_batch_');
  const [row] = await t.db
    .insert(donations)
    .values({
      campaignId,
      amount,
      provider: 'stripe',
      paymentIntentId,
      userId: donor.userId ?? null,
      guestEmail: donor.email ?? null,
      guestFirstName: donor.email ? 'Grace' : null,
      guestLastName: donor.email ? 'Hopper' : null,
      ...extra,
    })
    .returning();
  return row!;
}
const succeeded = (paymentIntentId: string, id = unique('evt_batch_')) =>
  ({ type: 'payment.succeeded', id, occurredAt: new Date(), paymentIntentId }) as const;

const summaries = () => donorSummaryRows(t.db);

describe('a batch of successful payments', () => {
  it('applies what the single way would, in one transaction, and leaves the rest to it', async () => {
    const [c1, c2] = [await makeCampaign(t.db), await makeCampaign(t.db)];
    const returning = `${unique('again')}@example.com`;
    const twice = `${unique('twice')}@example.com`;
    const user = await makeUser(t.db);
    // A donor who gave to c1 before this batch: not a new donor there.
    const earlier = await pending(c1.id, { email: returning }, 500);
    expect(await applyPaymentEvent(deps, 'stripe', succeeded(earlier.paymentIntentId!))).toBe('applied');

    const again = await pending(c1.id, { email: returning.toUpperCase() }, 1_000);
    const twiceA = await pending(c1.id, { email: twice }, 2_000);
    const twiceB = await pending(c1.id, { email: twice }, 3_000);
    const retried = await pending(c2.id, { userId: user.id }, 4_000, { status: 'failed' });
    const recurringFirst = await pending(c2.id, { email: twice }, 600, { interval: 'monthly' });
    const seen = await pending(c2.id, { email: returning }, 700);
    const seenEvent = succeeded(seen.paymentIntentId!);
    await t.db.insert(processedPaymentEvents).values({ provider: 'stripe', eventId: seenEvent.id, type: 'x' });

    const events = [
      succeeded(again.paymentIntentId!),
      succeeded(twiceA.paymentIntentId!),
      succeeded(twiceB.paymentIntentId!),
      succeeded(retried.paymentIntentId!),
      succeeded(recurringFirst.paymentIntentId!),
      succeeded('pi_nobody_knows'),
      succeeded(twiceA.paymentIntentId!),
      seenEvent,
    ];
    const results = await t.db.transaction((tx) => applySucceededBatch(tx, deps, 'stripe', events));
    expect(results).toEqual(['applied', 'applied', 'applied', 'applied', 'single', 'single', 'single', 'duplicate']);

    // c1: the returning guest (same address, other case) is not new; the guest who gave twice counts once.
    expect(await totals(c1.id)).toEqual({ raised: 500 + 1_000 + 2_000 + 3_000, donors: 2 });
    expect(await totals(c2.id)).toEqual({ raised: 4_000, donors: 1 });
    const moved = await t.db
      .select()
      .from(donations)
      .where(inArray(donations.id, [again.id, twiceA.id, twiceB.id, retried.id]));
    expect(moved.map((d) => d.status)).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded']);
    expect(new Set(moved.map((d) => d.receiptNumber)).size).toBe(4);
    expect(moved.every((d) => d.succeededAt !== null && d.failureMessage === null)).toBe(true);
    const receipts = await t.db
      .select({ to: mailOutbox.toAddress })
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, [returning.toUpperCase(), twice, user.email]));
    expect(receipts).toHaveLength(4);
    // The summaries the batch kept are the ones a rebuild computes.
    const kept = await summaries();
    await recomputeDonorSummaries(t.db);
    expect(await summaries()).toEqual(kept);
    expect(kept.find((s) => s.donor_key === `g${twice}`)).toMatchObject({ total_donated: '5000', donation_count: 2 });

    // What was left to the single way still works there.
    expect(await applyPaymentEvent(deps, 'stripe', events[4]!)).toBe('applied');
    expect(await applyPaymentEvent(deps, 'stripe', events[6]!)).toBe('ignored');
    expect(await totals(c2.id)).toEqual({ raised: 4_600, donors: 2 });
  });

  it('groups the payments that arrive while one is being applied, and answers each caller', async () => {
    const c = await makeCampaign(t.db);
    const rows = await Promise.all([1, 2, 3, 4, 5].map((n) => pending(c.id, { email: `${unique(`b${n}`)}@x.org` })));
    const alone: PaymentEvent[] = [];
    const single = (event: PaymentEvent): Promise<ApplyResult> => {
      alone.push(event);
      return applyPaymentEvent(deps, 'stripe', event);
    };
    const apply = batchSucceededPayments(deps, 'stripe', single);
    const events = rows.map((row) => succeeded(row.paymentIntentId!));
    expect(await Promise.all(events.map(apply))).toEqual(['applied', 'applied', 'applied', 'applied', 'applied']);
    // The first one went alone at once; the four that came while it ran shared one batch.
    expect(alone).toEqual([events[0]]);
    expect(await totals(c.id)).toEqual({ raised: 5_000, donors: 5 });
    // Other events are never held back.
    const refund = {
      type: 'payment.refunded',
      id: unique('evt_'),
      occurredAt: new Date(),
      paymentIntentId: rows[1]!.paymentIntentId!,
    } as const;
    expect(await apply(refund)).toBe('applied');
    expect(alone.at(-1)).toBe(refund);
    expect(await totals(c.id)).toEqual({ raised: 4_000, donors: 4 });
  });

  it('a batch that fails as a whole leaves each payment to the single way', async () => {
    const c = await makeCampaign(t.db);
    const rows = await Promise.all([1, 2, 3].map(() => pending(c.id, { email: `${unique('f')}@x.org` })));
    let batches = 0;
    const failingDb = {
      ...t.db,
      transaction: () => {
        batches += 1;
        return Promise.reject(new Error('connection lost'));
      },
    } as unknown as typeof t.db;
    const apply = batchSucceededPayments({ ...deps, db: failingDb }, 'stripe', (event) =>
      applyPaymentEvent(deps, 'stripe', event),
    );
    const results = await Promise.all(rows.map((row) => apply(succeeded(row.paymentIntentId!))));
    expect(results).toEqual(['applied', 'applied', 'applied']);
    expect(batches).toBe(1);
    expect(await totals(c.id)).toEqual({ raised: 3_000, donors: 3 });
  });
});
