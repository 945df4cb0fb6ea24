import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentMethodMessages } from '@causeway/contracts';
import { AppError } from '../../lib/errors';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in';
import type { CreatePaymentInput, CreateSubscriptionInput } from './payment-provider';
import { StripeProvider } from './stripe-provider';

const secretKey = 'sk_test_causeway_standin_0123456789';
let standIn: StripeStandIn;
let provider: StripeProvider;
let nextDonationId = 1000;
const stripeCard = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 };

beforeAll(async () => {
  standIn = await startStripeStandIn();
  provider = new StripeProvider({ secretKey, publishableKey: 'pk_test_causeway', apiUrl: standIn.url });
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

const paymentInput = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  donationId: ++nextDonationId,
  amount: 2575,
  currency: 'usd',
  saveCard: false,
  description: 'Gift to Clean Water',
  metadata: { causeway_campaign_id: '7' },
  ...overrides,
});
const subscriptionInput = (overrides: Partial<CreateSubscriptionInput> = {}): CreateSubscriptionInput => ({
  ...paymentInput(),
  interval: 'monthly',
  customerId: 'cus_donor',
  saveCard: true,
  ...overrides,
});

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('StripeProvider.createPaymentIntent', () => {
  it('sends the amount in cents, the currency and our donation id, keyed by the donation', async () => {
    const input = paymentInput();
    const created = await provider.createPaymentIntent(input);

    const [request] = standIn.requestsTo('POST', '/v1/payment_intents');
    expect(request!.params).toMatchObject({
      amount: '2575',
      currency: 'usd',
      description: 'Gift to Clean Water',
      metadata: { causeway_donation_id: String(input.donationId), causeway_campaign_id: '7' },
      automatic_payment_methods: { enabled: 'true' },
    });
    expect(request!.params).not.toHaveProperty('setup_future_usage');
    expect(request!.params).not.toHaveProperty('customer');
    expect(request!.idempotencyKey).toBe(`causeway-donation-${input.donationId}-pi`);
    expect(created.clientSecret).toBe(`${created.paymentIntentId}_secret_standin`);
    expect(created.paymentIntentId).toMatch(/^pi_standin/);
  });

  it('asks Stripe to keep the card only when the donor saves it', async () => {
    await provider.createPaymentIntent(
      paymentInput({ saveCard: true, customerId: 'cus_saver', receiptEmail: 'saver@example.com' }),
    );
    const [request] = standIn.requestsTo('POST', '/v1/payment_intents');
    expect(request!.params).toMatchObject({
      setup_future_usage: 'off_session',
      customer: 'cus_saver',
      receipt_email: 'saver@example.com',
    });
  });

  it('sends the secret key only in the Authorization header', async () => {
    await provider.createPaymentIntent(paymentInput());
    await provider.createCustomer({ email: 'a@example.com', name: 'Ada', userId: 3 });
    expect(standIn.requests.length).toBeGreaterThanOrEqual(2);
    for (const request of standIn.requests) {
      expect(request.authorization).toBe(`Bearer ${secretKey}`);
      const { authorization: _authorization, ...otherHeaders } = request.headers;
      expect(JSON.stringify([request.path, request.rawBody, otherHeaders])).not.toContain(secretKey);
    }
  });

  it('retries a failed request with the same idempotency key, so Stripe charges once', async () => {
    standIn.override('POST', /^\/v1\/payment_intents$/, {
      status: 500,
      body: { error: { type: 'api_error', message: 'Temporary failure' } },
    });
    const input = paymentInput();
    const created = await provider.createPaymentIntent(input);

    const attempts = standIn.requestsTo('POST', '/v1/payment_intents');
    expect(attempts).toHaveLength(2);
    expect(attempts.map((r) => r.idempotencyKey)).toEqual([
      `causeway-donation-${input.donationId}-pi`,
      `causeway-donation-${input.donationId}-pi`,
    ]);
    expect(created.clientSecret).toContain('_secret_');
  });
});

describe('StripeProvider.createSubscription', () => {
  it.each([
    ['monthly', 'month', '1'],
    ['quarterly', 'month', '3'],
    ['yearly', 'year', '1'],
  ] as const)('bills a %s gift every %s × %s, starting incomplete', async (interval, unit, count) => {
    const input = subscriptionInput({ interval, amount: 1500 });
    const created = await provider.createSubscription(input);

    const [request] = standIn.requestsTo('POST', /^\/v1\/subscriptions$/);
    expect(request!.params).toMatchObject({
      customer: 'cus_donor',
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      items: [
        {
          price_data: {
            currency: 'usd',
            product: 'causeway_campaign_7',
            unit_amount: '1500',
            recurring: { interval: unit, interval_count: count },
          },
        },
      ],
      metadata: { causeway_donation_id: String(input.donationId) },
    });
    expect(request!.params.expand).toEqual(['latest_invoice.confirmation_secret', 'latest_invoice.payments']);
    expect(request!.idempotencyKey).toBe(`causeway-donation-${input.donationId}-sub`);
    expect(created.subscriptionId).toMatch(/^sub_standin/);
    expect(created.paymentIntentId).toMatch(/^pi_standin/);
    expect(created.clientSecret).toBe(`${created.paymentIntentId}_secret_standin`);
  });

  it('creates one product per campaign and reuses it', async () => {
    const fresh = new StripeProvider({ secretKey, publishableKey: 'pk_test_causeway', apiUrl: standIn.url });
    await fresh.createSubscription(subscriptionInput({ metadata: { causeway_campaign_id: '41' } }));
    await fresh.createSubscription(subscriptionInput({ metadata: { causeway_campaign_id: '41' } }));
    await fresh.createSubscription(subscriptionInput({ metadata: { causeway_campaign_id: '42' } }));

    const created = standIn.requestsTo('POST', /^\/v1\/products$/);
    expect(created.map((r) => r.params.id)).toEqual(['causeway_campaign_41', 'causeway_campaign_42']);
    expect(created[0]!.idempotencyKey).toBe('causeway-product-causeway_campaign_41');

    // Another app process finds the product there and does not create it again.
    standIn.reset();
    const other = new StripeProvider({ secretKey, publishableKey: 'pk_test_causeway', apiUrl: standIn.url });
    await other.createSubscription(subscriptionInput({ metadata: { causeway_campaign_id: '41' } }));
    expect(standIn.requestsTo('GET', '/v1/products/causeway_campaign_41')).toHaveLength(1);
    expect(standIn.requestsTo('POST', /^\/v1\/products$/)).toHaveLength(0);
  });
});

describe('StripeProvider errors', () => {
  it("turns a card error into a 400 with Stripe's message", async () => {
    standIn.override('POST', /\/attach$/, {
      status: 402,
      body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
    });
    const error = await rejection(provider.attachPaymentMethod('cus_donor', 'pm_declined'));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('Your card was declined.');
  });

  it('turns an unreachable host into "unavailable", without the key', async () => {
    const offline = new StripeProvider({ secretKey, publishableKey: 'pk_test_causeway', apiUrl: 'http://127.0.0.1:1' });
    const error = await rejection(offline.createPaymentIntent(paymentInput()));
    expect(error.code).toBe('INTERNAL');
    expect(error.message).toBe('The payment provider is unavailable. Please try again in a moment.');
    expect(String(error.cause)).toContain('StripeConnectionError');
    expect(JSON.stringify({ error, cause: error.cause, message: error.message })).not.toContain(secretKey);
  });

  it('turns a refused key into "unavailable", not into a message about keys', async () => {
    standIn.override('POST', /^\/v1\/customers$/, {
      status: 401,
      body: { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${secretKey}` } },
    });
    const error = await rejection(provider.createCustomer({ email: 'a@example.com', name: 'Ada' }));
    expect(error.code).toBe('INTERNAL');
    expect(error.message).not.toContain('sk_');
    expect(String(error.cause)).not.toContain(secretKey);
  });
});

describe('StripeProvider.retrievePaymentIntentStatus', () => {
  const intent = (body: Record<string, unknown>) => {
    standIn.override('GET', /^\/v1\/payment_intents\//, {
      status: 200,
      body: { id: 'pi_x', object: 'payment_intent', last_payment_error: null, latest_charge: null, ...body },
    });
  };

  it.each([
    [
      'a succeeded intent',
      'succeeded',
      { status: 'succeeded', latest_charge: { id: 'ch_1', amount: 500, amount_refunded: 0 } },
    ],
    [
      'a fully refunded one',
      'refunded',
      { status: 'succeeded', latest_charge: { id: 'ch_1', amount: 500, amount_refunded: 500 } },
    ],
    [
      'a partly refunded one',
      'succeeded',
      { status: 'succeeded', latest_charge: { id: 'ch_1', amount: 500, amount_refunded: 100 } },
    ],
    [
      'a declined attempt',
      'failed',
      { status: 'requires_payment_method', last_payment_error: { message: 'Declined' } },
    ],
    ['an untouched intent', 'pending', { status: 'requires_payment_method' }],
    ['a cancelled intent', 'failed', { status: 'canceled' }],
    ['an intent in 3-D Secure', 'pending', { status: 'requires_action' }],
  ])('reports %s as %s', async (_label, expected, body) => {
    intent(body);
    expect(await provider.retrievePaymentIntentStatus('pi_x')).toBe(expected);
    const [request] = standIn.requestsTo('GET', '/v1/payment_intents/pi_x');
    expect(request!.params.expand).toEqual(['latest_charge']);
  });
});

describe('StripeProvider subscriptions and saved cards', () => {
  it('pauses by voiding invoices, resumes by clearing the pause, cancels for good', async () => {
    await provider.pauseSubscription('sub_1');
    await provider.resumeSubscription('sub_1');
    await provider.cancelSubscription('sub_1');

    const [pause, resume] = standIn.requestsTo('POST', '/v1/subscriptions/sub_1');
    expect(pause!.params).toEqual({ pause_collection: { behavior: 'void' } });
    expect(resume!.params).toEqual({ pause_collection: '' });
    expect(pause!.idempotencyKey).toMatch(/^causeway-pause-/);
    expect(resume!.idempotencyKey).not.toBe(pause!.idempotencyKey);
    const [cancel] = standIn.requestsTo('DELETE', '/v1/subscriptions/sub_1');
    expect(cancel!.idempotencyKey).toBe('causeway-sub-sub_1-cancel');
  });

  it('changes the amount and interval from the next charge, without proration', async () => {
    await provider.updateSubscriptionAmount('sub_2', 4200, 'quarterly', 'Quarterly gift to Clean Water');
    const [update] = standIn.requestsTo('POST', '/v1/subscriptions/sub_2');
    expect(update!.params).toMatchObject({
      proration_behavior: 'none',
      description: 'Quarterly gift to Clean Water',
      items: [
        {
          id: 'si_standin',
          price_data: {
            product: 'prod_standin',
            currency: 'usd',
            unit_amount: '4200',
            recurring: { interval: 'month', interval_count: '3' },
          },
        },
      ],
    });
  });

  it('creates a setup intent for a customer and returns its client secret', async () => {
    const created = await provider.createSetupIntent('cus_donor');
    const [request] = standIn.requestsTo('POST', '/v1/setup_intents');
    expect(request!.params).toMatchObject({ customer: 'cus_donor', usage: 'off_session' });
    expect(created).toEqual({
      setupIntentId: expect.stringMatching(/^seti_/),
      clientSecret: expect.stringContaining('_secret_'),
    });
  });

  it('attaches, describes, sets as default and detaches a card', async () => {
    const card = await provider.attachPaymentMethod('cus_donor', 'pm_visa');
    expect(card).toEqual({
      providerPaymentMethodId: 'pm_visa',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
    });
    expect(standIn.requestsTo('POST', '/v1/payment_methods/pm_visa/attach')[0]!.params).toEqual({
      customer: 'cus_donor',
    });
    expect(await provider.retrieveCard('pm_visa')).toEqual(card);

    await provider.setDefaultPaymentMethod('cus_donor', 'pm_visa', ['sub_monthly', 'sub_yearly']);
    expect(standIn.requestsTo('POST', '/v1/customers/cus_donor')[0]!.params).toEqual({
      invoice_settings: { default_payment_method: 'pm_visa' },
    });
    for (const sub of ['sub_monthly', 'sub_yearly']) {
      expect(standIn.requestsTo('POST', `/v1/subscriptions/${sub}`)[0]!.params).toEqual({
        default_payment_method: 'pm_visa',
      });
    }
    await provider.detachPaymentMethod('pm_visa');
    expect(standIn.requestsTo('POST', '/v1/payment_methods/pm_visa/detach')).toHaveLength(1);
    const writes = standIn.requests.filter((r) => r.method !== 'GET');
    expect(writes.every((r) => r.idempotencyKey)).toBe(true);
  });

  it('does not attach again a card that confirmSetup already attached to the customer', async () => {
    standIn.override('GET', /^\/v1\/payment_methods\/pm_mine$/, {
      status: 200,
      body: { id: 'pm_mine', object: 'payment_method', type: 'card', customer: 'cus_donor', card: stripeCard },
    });
    expect((await provider.attachPaymentMethod('cus_donor', 'pm_mine')).last4).toBe('4242');
    expect(standIn.requestsTo('POST', '/v1/payment_methods/pm_mine/attach')).toHaveLength(0);
  });

  it("refuses another customer's card without touching it", async () => {
    standIn.override('GET', /^\/v1\/payment_methods\/pm_theirs$/, {
      status: 200,
      body: { id: 'pm_theirs', object: 'payment_method', type: 'card', customer: 'cus_other', card: stripeCard },
    });
    const error = await rejection(provider.attachPaymentMethod('cus_donor', 'pm_theirs'));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(paymentMethodMessages.notYours);
    expect(standIn.requestsTo('POST', '/v1/payment_methods/pm_theirs/attach')).toHaveLength(0);
  });

  it('creates a customer tagged with our user id, keyed by the user', async () => {
    const id = await provider.createCustomer({ email: 'ada@example.com', name: 'Ada Lovelace', userId: 12 });
    const [request] = standIn.requestsTo('POST', '/v1/customers');
    expect(id).toMatch(/^cus_standin/);
    expect(request!.params).toEqual({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      metadata: { causeway_user_id: '12' },
    });
    expect(request!.idempotencyKey).toBe('causeway-user-12-customer');
  });
});
