import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { paymentMethodMessages, type RecurringInterval } from '@causeway/contracts';
import { AppError } from '../../lib/errors';
import {
  providerInterval,
  type CardDetails,
  type CreatePaymentInput,
  type CreateSubscriptionInput,
  type CreatedIntent,
  type PaymentProvider,
  type ProviderPaymentStatus,
  type ProviderRefund,
  type RefundPaymentInput,
  type SavedCardCharge,
} from './payment-provider';
import { cardOfPaymentMethod } from './stripe-events';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  /** STRIPE_API_URL: another Stripe API host (stripe-mock, a test stand-in). */
  apiUrl?: string;
}

/** What reconciliation needs to know about an intent, in our words. */
export type { ProviderPaymentStatus };

const unavailableMessage = 'The payment provider is unavailable. Please try again in a moment.';
const randomKey = (what: string) => `causeway-${what}-${randomUUID()}`;

/**
 * The PaymentProvider for real money (DECISIONS.md, Payments). Every write carries an idempotency key: derived
 * from our ids where the operation may be retried for the same row (so a retried request never charges twice),
 * random otherwise (the SDK reuses it across its own network retries).
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  /** Product ids already known to exist, per process: subscription prices need a product id. */
  private readonly products = new Map<string, Promise<string>>();

  constructor(options: StripeProviderOptions) {
    this.publishableKey = options.publishableKey;
    const target = options.apiUrl ? new URL(options.apiUrl) : undefined;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 10_000,
      ...(target && {
        host: target.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: target.port || (target.protocol === 'https:' ? 443 : 80),
        protocol: target.protocol === 'https:' ? 'https' : 'http',
      }),
    });
  }

  createCustomer(input: { email: string; name: string; userId?: number }): Promise<string> {
    return call(async () => {
      const customer = await this.stripe.customers.create(
        {
          email: input.email,
          name: input.name,
          ...(input.userId !== undefined && { metadata: { causeway_user_id: String(input.userId) } }),
        },
        {
          idempotencyKey: input.userId !== undefined ? `causeway-user-${input.userId}-customer` : randomKey('customer'),
        },
      );
      return customer.id;
    });
  }

  createPaymentIntent(input: CreatePaymentInput): Promise<CreatedIntent> {
    return call(async () => {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency,
          customer: input.customerId,
          description: input.description,
          receipt_email: input.receiptEmail,
          metadata: { ...input.metadata, causeway_donation_id: String(input.donationId) },
          automatic_payment_methods: { enabled: true },
          setup_future_usage: input.saveCard ? 'off_session' : undefined,
        },
        { idempotencyKey: `causeway-donation-${input.donationId}-pi` },
      );
      if (!intent.client_secret) throw unavailable('payment intent without a client secret');
      return { paymentIntentId: intent.id, clientSecret: intent.client_secret };
    });
  }

  /**
   * The subscription starts `incomplete`; its first invoice's payment is confirmed in the browser like a
   * one-time gift. Stripe's API (2025-03-31 onwards) has no `invoice.payment_intent`: the client secret is the
   * invoice's `confirmation_secret`, the intent id comes from the invoice's `payments`.
   */
  createSubscription(input: CreateSubscriptionInput): Promise<CreatedIntent> {
    return call(async () => {
      const product = await this.ensureProduct(input.metadata.causeway_campaign_id, input.description);
      const subscription = await this.stripe.subscriptions.create(
        {
          customer: input.customerId,
          description: input.description,
          items: [{ price_data: priceData(product, input.amount, input.currency, input.interval) }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payments'],
          metadata: { ...input.metadata, causeway_donation_id: String(input.donationId) },
        },
        { idempotencyKey: `causeway-donation-${input.donationId}-sub` },
      );
      const first = firstPayment(subscription.latest_invoice);
      if (!first) throw unavailable('subscription without a first payment');
      return { ...first, subscriptionId: subscription.id };
    });
  }

  /** A saved card, confirmed server-side; 3-D Secure comes back as requires_action for the browser. */
  async confirmWithSavedCard(
    paymentIntentId: string,
    providerPaymentMethodId: string,
    returnUrl: string,
  ): Promise<SavedCardCharge> {
    try {
      const intent = await this.stripe.paymentIntents.confirm(
        paymentIntentId,
        { payment_method: providerPaymentMethodId, return_url: returnUrl },
        { idempotencyKey: `causeway-confirm-${paymentIntentId}-${providerPaymentMethodId}` },
      );
      const outcomes: Record<string, SavedCardCharge['status']> = {
        succeeded: 'succeeded',
        requires_action: 'requires_action',
        processing: 'processing',
      };
      const status = outcomes[intent.status] ?? 'failed';
      return {
        paymentIntentId: intent.id,
        clientSecret: status === 'requires_action' ? (intent.client_secret ?? '') : '',
        status,
        message:
          status === 'failed'
            ? (intent.last_payment_error?.message ?? 'Your payment could not be processed.')
            : undefined,
      };
    } catch (error) {
      // A declined card: Stripe answers with an error; the payment_intent.payment_failed webhook records it.
      if (error instanceof Stripe.errors.StripeCardError) {
        return { paymentIntentId, clientSecret: '', status: 'failed', message: error.message };
      }
      return call(() => Promise.reject(error));
    }
  }

  async cancelPaymentIntent(paymentIntentId: string): Promise<void> {
    await call(() =>
      this.stripe.paymentIntents.cancel(
        paymentIntentId,
        { cancellation_reason: 'abandoned' },
        { idempotencyKey: `causeway-cancel-${paymentIntentId}` },
      ),
    );
  }

  /**
   * Stripe's Refunds API. The key is the refund row's, so a retried call (the SDK's own network retries, or ours)
   * gives one refund. Stripe's refusal (already refunded, more than is left, a disputed charge) comes back as a
   * failed refund with Stripe's message; anything else is a provider we could not reach.
   */
  async refundPayment(input: RefundPaymentInput): Promise<ProviderRefund> {
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: input.paymentIntentId,
          amount: input.amount,
          reason: 'requested_by_customer',
          metadata: { ...input.metadata, causeway_reason: input.reason },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') {
        return {
          providerRefundId: refund.id,
          status: 'failed',
          message: refund.failure_reason ?? 'The refund failed.',
        };
      }
      return { providerRefundId: refund.id, status: refund.status === 'succeeded' ? 'succeeded' : 'pending' };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
        return { providerRefundId: null, status: 'failed', message: error.message };
      }
      return call(() => Promise.reject(error));
    }
  }

  /** For reconciliation: where an intent stands now, whatever webhooks we may have missed. */
  retrievePaymentIntentStatus(paymentIntentId: string): Promise<ProviderPaymentStatus> {
    return call(async () => {
      const intent = await this.stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] });
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      switch (intent.status) {
        case 'succeeded':
          return charge && charge.amount_refunded >= charge.amount ? 'refunded' : 'succeeded';
        case 'canceled':
          return 'failed';
        case 'requires_payment_method':
          // A fresh intent also waits for a payment method; only one whose attempt failed has failed.
          return intent.last_payment_error ? 'failed' : 'pending';
        default:
          return 'pending';
      }
    });
  }

  async pauseSubscription(subscriptionId: string): Promise<void> {
    await call(() =>
      this.stripe.subscriptions.update(
        subscriptionId,
        { pause_collection: { behavior: 'void' } },
        { idempotencyKey: randomKey('pause') },
      ),
    );
  }

  async resumeSubscription(subscriptionId: string): Promise<void> {
    await call(() =>
      this.stripe.subscriptions.update(
        subscriptionId,
        { pause_collection: '' },
        { idempotencyKey: randomKey('resume') },
      ),
    );
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    // Cancelling is final, so a key derived from the subscription is safe to replay.
    await call(() =>
      this.stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `causeway-sub-${subscriptionId}-cancel` }),
    );
  }

  /** A new amount or interval from the next charge on; the current period is not prorated. */
  async updateSubscriptionAmount(
    subscriptionId: string,
    amount: number,
    interval: RecurringInterval,
    description: string,
  ): Promise<void> {
    await call(async () => {
      const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw unavailable('subscription without items');
      const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
      await this.stripe.subscriptions.update(
        subscriptionId,
        {
          description,
          items: [{ id: item.id, price_data: priceData(product, amount, item.price.currency, interval) }],
          proration_behavior: 'none',
        },
        { idempotencyKey: randomKey('sub-amount') },
      );
    });
  }

  subscriptionCustomer(subscriptionId: string): Promise<string | null> {
    return call(async () => {
      const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
      return typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    });
  }

  createSetupIntent(customerId: string): Promise<{ setupIntentId: string; clientSecret: string }> {
    return call(async () => {
      const intent = await this.stripe.setupIntents.create(
        { customer: customerId, usage: 'off_session', allowed_payment_method_types: ['card'] },
        { idempotencyKey: randomKey('seti') },
      );
      if (!intent.client_secret) throw unavailable('setup intent without a client secret');
      return { setupIntentId: intent.id, clientSecret: intent.client_secret };
    });
  }

  attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<CardDetails> {
    return call(async () => {
      let method = await this.stripe.paymentMethods.retrieve(paymentMethodId);
      const owner = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
      // confirmSetup already attached it to the donor's customer; any other customer's card is refused.
      if (owner !== null && owner !== customerId) throw new AppError('BAD_REQUEST', paymentMethodMessages.notYours);
      if (owner === null) {
        method = await this.stripe.paymentMethods.attach(
          paymentMethodId,
          { customer: customerId },
          { idempotencyKey: `causeway-pm-${paymentMethodId}-attach-${customerId}` },
        );
      }
      const card = cardOfPaymentMethod(method);
      if (!card) throw new AppError('BAD_REQUEST', 'Only cards can be saved.');
      return card;
    });
  }

  async detachPaymentMethod(paymentMethodId: string): Promise<void> {
    await call(() =>
      this.stripe.paymentMethods.detach(
        paymentMethodId,
        {},
        { idempotencyKey: `causeway-pm-${paymentMethodId}-detach` },
      ),
    );
  }

  async setDefaultPaymentMethod(
    customerId: string,
    paymentMethodId: string,
    subscriptionIds: readonly string[],
  ): Promise<void> {
    await call(() =>
      this.stripe.customers.update(
        customerId,
        { invoice_settings: { default_payment_method: paymentMethodId } },
        { idempotencyKey: randomKey('default-pm') },
      ),
    );
    // A subscription's own default card (saved at its first payment) wins over the customer's: update it too.
    for (const subscriptionId of subscriptionIds) {
      await call(() =>
        this.stripe.subscriptions.update(
          subscriptionId,
          { default_payment_method: paymentMethodId },
          { idempotencyKey: randomKey('sub-default-pm') },
        ),
      );
    }
  }

  /** Card details of a payment method (webhook payloads carry only its id); null for a non-card method. */
  retrieveCard(paymentMethodId: string): Promise<CardDetails | null> {
    return call(async () => cardOfPaymentMethod(await this.stripe.paymentMethods.retrieve(paymentMethodId)));
  }

  /** One product per campaign (a subscription's inline price needs a product id), created on first use. */
  private ensureProduct(campaignId: string | undefined, name: string): Promise<string> {
    const id = campaignId ? `causeway_campaign_${campaignId}` : 'causeway_donation';
    let known = this.products.get(id);
    if (!known) {
      known = this.createProductOnce(id, campaignId ? name : 'Donation');
      known.catch(() => this.products.delete(id));
      this.products.set(id, known);
    }
    return known;
  }

  private async createProductOnce(id: string, name: string): Promise<string> {
    try {
      await this.stripe.products.retrieve(id);
      return id;
    } catch (error) {
      if (!isStripeError(error, 'resource_missing')) throw error;
    }
    try {
      await this.stripe.products.create({ id, name }, { idempotencyKey: `causeway-product-${id}` });
    } catch (error) {
      // Another app process created it first.
      if (!isStripeError(error, 'resource_already_exists')) throw error;
    }
    return id;
  }
}

function priceData(product: string, amount: number, currency: string, interval: RecurringInterval) {
  const { interval: unit, count } = providerInterval[interval];
  return { currency, product, unit_amount: amount, recurring: { interval: unit, interval_count: count } };
}

/** The first invoice's intent, in the shape of this API version or of one before 2025-03-31. */
function firstPayment(invoice: string | Stripe.Invoice | null): Omit<CreatedIntent, 'subscriptionId'> | null {
  if (!invoice || typeof invoice === 'string') return null;
  const legacy = (invoice as unknown as { payment_intent?: Stripe.PaymentIntent | string | null }).payment_intent;
  const legacyIntent = legacy && typeof legacy === 'object' ? legacy : null;
  const clientSecret = invoice.confirmation_secret?.client_secret ?? legacyIntent?.client_secret ?? null;
  const fromPayments = invoice.payments?.data.find((p) => p.payment.payment_intent)?.payment.payment_intent;
  const paymentIntentId =
    legacyIntent?.id ??
    (typeof fromPayments === 'object' ? fromPayments.id : fromPayments) ??
    // A payment intent's client secret is `<intent id>_secret_<random>`.
    clientSecret?.split('_secret_')[0];
  return clientSecret && paymentIntentId ? { paymentIntentId, clientSecret } : null;
}

function isStripeError(error: unknown, code: string): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === code;
}

function unavailable(detail: string): AppError {
  const error = new AppError('INTERNAL', unavailableMessage);
  error.cause = `Stripe: ${detail}`;
  return error;
}

/**
 * Stripe's errors in our words: a card problem is the donor's to fix and Stripe's message says how; anything
 * else is ours or Stripe's, and the donor only learns to retry. The raw error (request details, headers) never
 * leaves this function; `cause` keeps a summary for the logs.
 */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Stripe.errors.StripeCardError) throw new AppError('BAD_REQUEST', error.message);
    const summary =
      error instanceof Stripe.errors.StripeError
        ? `${error.type}${error.code ? ` (${error.code})` : ''}${error.requestId ? ` request ${error.requestId}` : ''}`
        : 'unexpected error';
    throw unavailable(summary);
  }
}
