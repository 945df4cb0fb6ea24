import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../plugins/error-handler';
import { registerSecurity } from '../../plugins/security';
import type { ApplyResult } from './payment-events';
import type { CardDetails, PaymentEvent } from './payment-provider';
import { toPaymentEvent } from './stripe-events';
import { STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from './stripe-webhook.routes';

const webhookSecret = 'whsec_causeway_test_secret';
const created = 1_767_225_600; // 2026-01-01T00:00:00Z
let eventCounter = 0;

/** A Stripe event as a webhook delivers it (the SDK's types describe the shape; tests build plain JSON). */
function makeEvent(type: string, object: Record<string, unknown>, id = `evt_test_${++eventCounter}`): Stripe.Event {
  return { id, object: 'event', type, created, livemode: false, data: { object } } as unknown as Stripe.Event;
}
const intent = (overrides: Record<string, unknown> = {}) => ({
  id: 'pi_123',
  object: 'payment_intent',
  amount: 2500,
  customer: null,
  payment_method: 'pm_123',
  latest_charge: 'ch_123',
  last_payment_error: null,
  ...overrides,
});
const visa = { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 };
const visaDetails: CardDetails = {
  providerPaymentMethodId: 'pm_123',
  brand: 'visa',
  last4: '4242',
  expMonth: 4,
  expYear: 2031,
};

interface Harness {
  app: FastifyInstance;
  applied: PaymentEvent[];
  post(payload: string, signature?: string | null): Promise<LightMyRequestResponse>;
}
let harness: Harness | undefined;
afterEach(async () => {
  await harness?.app.close();
  harness = undefined;
});

/**
 * The route inside a small app with the zod schemas, the real error handler and CSRF check, plus a JSON route
 * beside it; `configured: false` is sandbox mode (no Stripe keys).
 */
async function buildHarness(
  options: {
    apply?: (event: PaymentEvent) => Promise<ApplyResult>;
    retrieveCard?: (id: string) => Promise<CardDetails | null>;
    configured?: boolean;
  } = {},
): Promise<Harness> {
  const applied: PaymentEvent[] = [];
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurity(app, 'http://causeway.test');
  await app.register(
    stripeWebhookRoutes(
      options.configured === false
        ? undefined
        : {
            webhookSecret,
            stripe: new Stripe('sk_test_unused'),
            retrieveCard: options.retrieveCard,
            apply: async (event) => {
              applied.push(event);
              return options.apply ? options.apply(event) : 'applied';
            },
          },
    ),
  );
  app.post('/api/other', async (request) => ({ parsed: request.body }));
  await app.ready();
  const built: Harness = {
    app,
    applied,
    post: (payload, signature) =>
      app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          ...(signature !== null && {
            'stripe-signature':
              signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
          }),
        },
        payload,
      }),
  };
  harness = built;
  return built;
}

describe(`POST ${STRIPE_WEBHOOK_PATH}`, () => {
  it('applies a signed event and answers 200 once applied', async () => {
    const h = await buildHarness();
    const event = makeEvent('payment_intent.succeeded', intent());
    const res = await h.post(JSON.stringify(event));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, result: 'applied' });
    expect(h.applied).toEqual([
      { type: 'payment.succeeded', id: event.id, occurredAt: new Date(created * 1000), paymentIntentId: 'pi_123' },
    ]);
  });

  it('checks the signature on the exact bytes sent', async () => {
    const h = await buildHarness();
    const res = await h.post(JSON.stringify(makeEvent('payment_intent.succeeded', intent()), null, 2));
    expect(res.statusCode).toBe(200);
    expect(h.applied).toHaveLength(1);
  });

  it.each([
    ['no signature', null],
    ['a signature made with another secret', 'other'],
    ['a malformed signature', 't=1,v1=nonsense'],
  ])('refuses %s with 400 and applies nothing', async (_label, kind) => {
    const h = await buildHarness();
    const payload = JSON.stringify(makeEvent('payment_intent.succeeded', intent()));
    const signature =
      kind === 'other'
        ? Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' })
        : (kind as string | null);
    const res = await h.post(payload, signature);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Invalid Stripe signature', code: 'BAD_REQUEST' });
    expect(h.applied).toHaveLength(0);
  });

  it('refuses a tampered body carrying a once-good signature', async () => {
    const h = await buildHarness();
    const payload = JSON.stringify(makeEvent('charge.refunded', { id: 'ch_1', amount: 900, amount_refunded: 100 }));
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const res = await h.post(payload.replace('"amount_refunded":100', '"amount_refunded":900'), signature);
    expect(res.statusCode).toBe(400);
    expect(h.applied).toHaveLength(0);
  });

  it('refuses a signature older than Stripe’s tolerance (a replayed capture)', async () => {
    const h = await buildHarness();
    const payload = JSON.stringify(makeEvent('payment_intent.succeeded', intent()));
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await h.post(payload, stale)).statusCode).toBe(400);
    expect(h.applied).toHaveLength(0);
  });

  it('passes a redelivered event to the state machine, which reports the duplicate', async () => {
    const seen = new Set<string>();
    const h = await buildHarness({
      apply: async (event) => (seen.has(event.id) ? 'duplicate' : (seen.add(event.id), 'applied')),
    });
    const payload = JSON.stringify(makeEvent('payment_intent.succeeded', intent(), 'evt_redelivered'));
    const first = await h.post(payload);
    const second = await h.post(payload);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().result).toBe('applied');
    expect(second.json().result).toBe('duplicate');
    expect(h.applied.map((e) => e.id)).toEqual(['evt_redelivered', 'evt_redelivered']);
  });

  it('acknowledges an event type it does not handle', async () => {
    const h = await buildHarness();
    const res = await h.post(JSON.stringify(makeEvent('customer.created', { id: 'cus_1', object: 'customer' })));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, ignored: true });
    expect(h.applied).toHaveLength(0);
  });

  it('answers 500 when applying fails, so that Stripe delivers the event again', async () => {
    const h = await buildHarness({
      apply: async () => {
        throw new Error('database unavailable');
      },
    });
    const res = await h.post(JSON.stringify(makeEvent('payment_intent.succeeded', intent())));
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('INTERNAL');
    expect(res.body).not.toContain('database unavailable');
  });

  it("fetches the card of a customer's payment, which the payload names only by id", async () => {
    const asked: string[] = [];
    const h = await buildHarness({
      retrieveCard: async (id) => (asked.push(id), { ...visaDetails, providerPaymentMethodId: id }),
    });
    await h.post(JSON.stringify(makeEvent('payment_intent.succeeded', intent({ customer: 'cus_donor' }))));
    await h.post(JSON.stringify(makeEvent('payment_intent.succeeded', intent({ id: 'pi_guest' }))));
    expect(asked).toEqual(['pm_123']);
    expect(h.applied[0]).toMatchObject({ type: 'payment.succeeded', card: visaDetails });
    expect(h.applied[1]).not.toHaveProperty('card');
  });

  it('answers 409 to an event that arrived before the one it depends on, so that Stripe delivers it again', async () => {
    const h = await buildHarness({ apply: async () => 'deferred' });
    const res = await h.post(JSON.stringify(makeEvent('payment_intent.succeeded', intent())));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This event depends on one not received yet; deliver it again later.',
      code: 'CONFLICT',
    });
  });

  it('answers 404 without Stripe keys (sandbox mode), even to a well-signed event', async () => {
    const h = await buildHarness({ configured: false });
    const res = await h.post(JSON.stringify(makeEvent('payment_intent.succeeded', intent())));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'This site does not take payments by Stripe: no Stripe webhook is received here.',
      code: 'NOT_FOUND',
    });
    expect(h.applied).toHaveLength(0);
  });

  it('leaves other routes parsing JSON as before', async () => {
    const h = await buildHarness();
    const res = await h.app.inject({ method: 'POST', url: '/api/other', payload: { a: 1 } });
    expect(res.json()).toEqual({ parsed: { a: 1 } });
  });
});

describe('toPaymentEvent', () => {
  const at = new Date(created * 1000);

  it('maps a succeeded intent, with the card when the payload has it expanded', () => {
    const event = makeEvent(
      'payment_intent.succeeded',
      intent({ payment_method: { id: 'pm_123', object: 'payment_method', card: visa } }),
    );
    expect(toPaymentEvent(event)).toEqual({
      type: 'payment.succeeded',
      id: event.id,
      occurredAt: at,
      paymentIntentId: 'pi_123',
      card: visaDetails,
    });
  });

  it("takes the card from the latest charge's details when the payment method is not expanded", () => {
    const charge = { id: 'ch_1', payment_method: 'pm_123', payment_method_details: { type: 'card', card: visa } };
    expect(toPaymentEvent(makeEvent('payment_intent.succeeded', intent({ latest_charge: charge })))).toMatchObject({
      card: visaDetails,
    });
    expect(toPaymentEvent(makeEvent('payment_intent.succeeded', intent()))).not.toHaveProperty('card');
  });

  it("maps a failed payment with the bank's message, or a plain one", () => {
    const declined = makeEvent(
      'payment_intent.payment_failed',
      intent({ last_payment_error: { message: 'Your card has insufficient funds.' } }),
    );
    expect(toPaymentEvent(declined)).toEqual({
      type: 'payment.failed',
      id: declined.id,
      occurredAt: at,
      paymentIntentId: 'pi_123',
      message: 'Your card has insufficient funds.',
    });
    expect(toPaymentEvent(makeEvent('payment_intent.payment_failed', intent()))).toMatchObject({
      message: 'Your payment could not be processed.',
    });
  });

  it("maps a refund of a charge, full or partial, to its intent with the charge's refunded total", () => {
    const full = makeEvent('charge.refunded', {
      id: 'ch_1',
      amount: 900,
      amount_refunded: 900,
      payment_intent: 'pi_9',
    });
    expect(toPaymentEvent(full)).toEqual({
      type: 'payment.refunded',
      id: full.id,
      occurredAt: at,
      paymentIntentId: 'pi_9',
      amountRefunded: 900,
    });
    // Partial refunds count too (issue 23); the newest refund is named when the payload lists them.
    const partial = makeEvent('charge.refunded', {
      id: 'ch_2',
      amount: 900,
      amount_refunded: 300,
      payment_intent: 'pi_9',
      refunds: { object: 'list', data: [{ id: 're_2', object: 'refund', amount: 200 }] },
    });
    expect(toPaymentEvent(partial)).toEqual({
      type: 'payment.refunded',
      id: partial.id,
      occurredAt: at,
      paymentIntentId: 'pi_9',
      amountRefunded: 300,
      refundId: 're_2',
    });
    const nothing = makeEvent('charge.refunded', {
      id: 'ch_3',
      amount: 900,
      amount_refunded: 0,
      payment_intent: 'pi_9',
    });
    expect(toPaymentEvent(nothing)).toBeNull();
  });

  describe('invoice.paid', () => {
    const invoice = (overrides: Record<string, unknown> = {}) => ({
      id: 'in_1',
      object: 'invoice',
      amount_paid: 1500,
      billing_reason: 'subscription_cycle',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
      lines: { object: 'list', data: [{ id: 'il_1', period: { start: created, end: created + 2_678_400 } }] },
      ...overrides,
    });

    it("maps a renewal with the subscription, the amount paid and the line's period end", () => {
      const event = makeEvent(
        'invoice.paid',
        invoice({
          payments: { data: [{ is_default: true, payment: { type: 'payment_intent', payment_intent: 'pi_r' } }] },
        }),
      );
      expect(toPaymentEvent(event)).toEqual({
        type: 'subscription.renewed',
        id: event.id,
        occurredAt: at,
        subscriptionId: 'sub_1',
        paymentIntentId: 'pi_r',
        amount: 1500,
        nextPaymentDate: new Date((created + 2_678_400) * 1000),
      });
    });

    it('reads the older API shape (invoice.subscription, invoice.payment_intent)', () => {
      const event = makeEvent(
        'invoice.paid',
        invoice({ parent: null, subscription: 'sub_old', payment_intent: 'pi_old' }),
      );
      expect(toPaymentEvent(event)).toMatchObject({ subscriptionId: 'sub_old', paymentIntentId: 'pi_old' });
    });

    it('records a renewal without an intent once, by its invoice id', () => {
      expect(toPaymentEvent(makeEvent('invoice.paid', invoice()))).toMatchObject({ paymentIntentId: 'in:in_1' });
    });

    it('leaves the first invoice without an intent id to payment_intent.succeeded', () => {
      expect(toPaymentEvent(makeEvent('invoice.paid', invoice({ billing_reason: 'subscription_create' })))).toBeNull();
    });

    it('ignores invoices outside subscriptions and invoices paid with nothing', () => {
      expect(toPaymentEvent(makeEvent('invoice.paid', invoice({ parent: null })))).toBeNull();
      expect(toPaymentEvent(makeEvent('invoice.paid', invoice({ amount_paid: 0 })))).toBeNull();
    });
  });

  it("maps a failed invoice to its intent's failure, and ignores one without an intent", () => {
    const event = makeEvent('invoice.payment_failed', { id: 'in_2', payment_intent: 'pi_f' });
    expect(toPaymentEvent(event)).toEqual({
      type: 'payment.failed',
      id: event.id,
      occurredAt: at,
      paymentIntentId: 'pi_f',
      message: 'Your payment could not be processed.',
    });
    expect(toPaymentEvent(makeEvent('invoice.payment_failed', { id: 'in_3' }))).toBeNull();
  });

  describe('subscriptions', () => {
    const periodEnd = created + 86_400 * 30;
    const subscription = (overrides: Record<string, unknown> = {}) => ({
      id: 'sub_1',
      object: 'subscription',
      status: 'active',
      pause_collection: null,
      items: { object: 'list', data: [{ id: 'si_1', current_period_end: periodEnd }] },
      ...overrides,
    });

    it.each([
      ['active', {}, 'active'],
      ['trialing', { status: 'trialing' }, 'active'],
      ['collection paused', { pause_collection: { behavior: 'void', resumes_at: null } }, 'paused'],
      ['canceled', { status: 'canceled' }, 'cancelled'],
      ['canceled while paused', { status: 'canceled', pause_collection: { behavior: 'void' } }, 'cancelled'],
    ])('maps an update to %s', (_label, overrides, status) => {
      const event = makeEvent('customer.subscription.updated', subscription(overrides));
      expect(toPaymentEvent(event)).toEqual({
        type: 'subscription.updated',
        id: event.id,
        occurredAt: at,
        subscriptionId: 'sub_1',
        status,
        nextPaymentDate: new Date(periodEnd * 1000),
      });
    });

    it.each(['past_due', 'incomplete', 'unpaid'])('ignores an update to %s', (status) => {
      expect(toPaymentEvent(makeEvent('customer.subscription.updated', subscription({ status })))).toBeNull();
    });

    it('maps a deleted subscription to cancelled', () => {
      expect(toPaymentEvent(makeEvent('customer.subscription.deleted', subscription()))).toMatchObject({
        type: 'subscription.updated',
        status: 'cancelled',
      });
    });
  });

  it('maps a completed setup intent when its card is expanded, else ignores it', () => {
    const expanded = makeEvent('setup_intent.succeeded', {
      id: 'seti_1',
      customer: 'cus_donor',
      payment_method: { id: 'pm_123', object: 'payment_method', card: visa },
    });
    expect(toPaymentEvent(expanded)).toEqual({
      type: 'setup.succeeded',
      id: expanded.id,
      occurredAt: at,
      customerId: 'cus_donor',
      card: visaDetails,
    });
    const bare = makeEvent('setup_intent.succeeded', { id: 'seti_2', customer: 'cus_donor', payment_method: 'pm_1' });
    expect(toPaymentEvent(bare)).toBeNull();
  });

  it('ignores every other event', () => {
    expect(toPaymentEvent(makeEvent('payment_intent.created', intent()))).toBeNull();
    expect(toPaymentEvent(makeEvent('charge.succeeded', { id: 'ch_1' }))).toBeNull();
  });
});
