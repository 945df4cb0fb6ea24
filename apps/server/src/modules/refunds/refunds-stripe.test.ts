import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundMessages as m, type LedgerRefund } from '@causeway/contracts';
import { donationRefunds, donations, mailOutbox } from '../../db/schema';
import { createIntent, guest } from '../../test/donate';
import { makeCampaign, signIn, unique } from '../../test/factories';
import type { RecordedRequest } from '../../test/stripe-stand-in';
import { buildStripeTestApp, type StripeTestApp } from '../../test/stripe-test-app';
import { campaignTotals } from '../../test/totals';

let t: StripeTestApp;
let admin: string;
beforeAll(async () => {
  t = await buildStripeTestApp({ rateLimits: { donations: { limit: 1_000, windowSeconds: 60 } } });
  admin = (await signIn(t.app, t.db, 'admin')).cookie;
});
afterAll(() => t.close());

const now = () => Math.floor(Date.now() / 1000);
const refund = (id: number, payload: Record<string, unknown>, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/donations/${id}/refunds`,
    payload,
    headers: { cookie: admin, ...(key ? { 'idempotency-key': key } : {}) },
  });
const donationRow = async (id: number) => (await t.db.select().from(donations).where(eq(donations.id, id)))[0]!;
const refundRows = (id: number) =>
  t.db.select().from(donationRefunds).where(eq(donationRefunds.donationId, id)).orderBy(asc(donationRefunds.id));
const refundCalls = () => t.stand.requestsTo('POST', '/v1/refunds');

/** Stripe answers a refund as its API does: the refund object, succeeded at once for a card. */
function acceptRefunds(times = 1) {
  t.stand.override(
    'POST',
    /^\/v1\/refunds$/,
    (request: RecordedRequest) => ({
      status: 200,
      body: {
        id: `re_${unique('standin')}`,
        object: 'refund',
        amount: Number(request.params.amount),
        payment_intent: request.params.payment_intent,
        status: 'succeeded',
        metadata: request.params.metadata ?? {},
      },
    }),
    times,
  );
}

/** A Stripe gift that succeeded through its signed webhook. */
async function stripeGift(amount: number) {
  const campaign = await makeCampaign(t.db);
  const email = `${unique('stripe-refund')}@example.com`;
  const intent = await createIntent(t.app, { campaignId: campaign.id, amount, ...guest, guestEmail: email });
  expect(intent.statusCode, intent.body).toBe(201);
  const donationId = intent.json().donationId as number;
  const { paymentIntentId } = await donationRow(donationId);
  const paid = await t.deliver({
    id: unique('evt_paid_'),
    object: 'event',
    type: 'payment_intent.succeeded',
    created: now(),
    data: { object: { id: paymentIntentId, object: 'payment_intent', status: 'succeeded', amount, metadata: {} } },
  });
  expect(paid.json()).toMatchObject({ result: 'applied' });
  return { campaign, donationId, paymentIntentId: paymentIntentId!, email };
}

const chargeRefunded = (paymentIntentId: string, amount: number, refunded: number, refundId?: string) => ({
  id: unique('evt_refund_'),
  object: 'event',
  type: 'charge.refunded',
  created: now(),
  data: {
    object: {
      id: unique('ch_'),
      object: 'charge',
      amount,
      amount_refunded: refunded,
      payment_intent: paymentIntentId,
      ...(refundId && { refunds: { object: 'list', data: [{ id: refundId, object: 'refund' }] } }),
    },
  },
});

describe('refunds through Stripe', () => {
  it("asks Stripe's Refunds API with the refund row's idempotency key; the money moves on charge.refunded, once", async () => {
    const { campaign, donationId, paymentIntentId, email } = await stripeGift(4_000);
    acceptRefunds();
    const before = refundCalls().length;
    const res = await refund(donationId, { amount: 1_500, reason: 'Donor asked' });
    expect(res.statusCode, res.body).toBe(202);
    const asked = res.json() as LedgerRefund;
    // Pending until Stripe's event: nothing has moved yet.
    expect(asked).toMatchObject({ amount: 1_500, status: 'pending', appliedAt: null });
    expect(await campaignTotals(t.db, campaign.id)).toEqual({ raised: 4_000, donors: 1 });

    const calls = refundCalls().slice(before);
    expect(calls).toHaveLength(1);
    const [row] = await refundRows(donationId);
    expect(calls[0]!.idempotencyKey).toBe(row!.idempotencyKey);
    expect(calls[0]!.params).toMatchObject({
      payment_intent: paymentIntentId,
      amount: '1500',
      reason: 'requested_by_customer',
      metadata: { causeway_donation_id: String(donationId), causeway_refund_id: String(asked.id) },
    });
    expect(row!.providerRefundId).toMatch(/^re_standin/);

    // A second click while the refund is pending: the same refund back, no second call to Stripe.
    const again = await refund(donationId, { amount: 1_500, reason: 'Donor asked' });
    expect(again.statusCode).toBe(202);
    expect(again.json().id).toBe(asked.id);
    expect(refundCalls().length - before).toBe(1);

    const event = chargeRefunded(paymentIntentId, 4_000, 1_500, row!.providerRefundId!);
    expect((await t.deliver(event)).json()).toMatchObject({ result: 'applied' });
    expect((await t.deliver(event)).json()).toMatchObject({ result: 'duplicate' });
    // The same figure in another event (Stripe sends charge.refunded again for a later change) moves nothing.
    expect((await t.deliver(chargeRefunded(paymentIntentId, 4_000, 1_500))).json()).toMatchObject({
      result: 'ignored',
    });
    expect(await donationRow(donationId)).toMatchObject({ status: 'succeeded', refundedAmount: 1_500 });
    expect(await campaignTotals(t.db, campaign.id)).toEqual({ raised: 2_500, donors: 1 });
    expect((await refundRows(donationId))[0]).toMatchObject({ status: 'succeeded' });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mails.filter((mail) => mail.subject.startsWith('Your refund'))).toHaveLength(1);
  });

  it('with the same Idempotency-Key, a retry asks Stripe nothing more', async () => {
    const { donationId } = await stripeGift(2_000);
    acceptRefunds();
    const before = refundCalls().length;
    const key = unique('dialog-');
    const first = await refund(donationId, { reason: 'Duplicate gift' }, key);
    const second = await refund(donationId, { reason: 'Duplicate gift' }, key);
    expect(first.statusCode, first.body).toBe(202);
    expect(second.json().id).toBe(first.json().id);
    expect(first.json()).toMatchObject({ amount: 2_000, status: 'pending' });
    expect(refundCalls().length - before).toBe(1);
    // The whole charge is being refunded: nothing is left for another one.
    const more = await refund(donationId, { amount: 100, reason: 'More' });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(m.nothingLeft(2_000));
  });

  it("Stripe's refusal fails the refund with Stripe's message and moves nothing", async () => {
    const { campaign, donationId } = await stripeGift(3_000);
    t.stand.override('POST', /^\/v1\/refunds$/, {
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: 'Charge ch_123 has already been refunded.',
        },
      },
    });
    const res = await refund(donationId, { reason: 'Asked' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(m.providerRefused('Charge ch_123 has already been refunded.'));
    expect(await refundRows(donationId)).toMatchObject([
      { status: 'failed', failureMessage: 'Charge ch_123 has already been refunded.' },
    ]);
    expect(await campaignTotals(t.db, campaign.id)).toEqual({ raised: 3_000, donors: 1 });
    expect((await donationRow(donationId)).refundedAmount).toBe(0);
  });

  it('Stripe out of reach: 503 with a clear message, never a 500, and the refund marked failed', async () => {
    const { donationId } = await stripeGift(1_000);
    // The SDK retries twice with the same key before giving up.
    t.stand.override(
      'POST',
      /^\/v1\/refunds$/,
      { status: 500, body: { error: { type: 'api_error', message: 'Internal' } } },
      3,
    );
    const res = await refund(donationId, { reason: 'Asked' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(m.providerUnavailable);
    expect(await refundRows(donationId)).toMatchObject([{ status: 'failed', failureMessage: m.providerUnavailable }]);
    // Every try, the SDK's own retries included, carried the refund row's key: Stripe refunds once at most.
    const [row] = await refundRows(donationId);
    const calls = refundCalls().filter(
      (call) =>
        call.params.metadata &&
        (call.params.metadata as Record<string, string>).causeway_donation_id === String(donationId),
    );
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call.idempotencyKey === row!.idempotencyKey)).toBe(true);
  });
});
