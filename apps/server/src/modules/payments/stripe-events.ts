import type Stripe from 'stripe';
import type { CardDetails, PaymentEvent } from './payment-provider';

const defaultFailureMessage = 'Your payment could not be processed.';

type Ref<T extends { id: string }> = string | T | null | undefined;
const idOf = <T extends { id: string }>(ref: Ref<T>): string | null =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);
const dateOf = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/**
 * Fields that older API versions put elsewhere. A webhook endpoint renders events in its own API version, which
 * may predate the SDK's: read the current place first, then the old one.
 */
interface LegacyInvoiceFields {
  subscription?: Ref<Stripe.Subscription>;
  payment_intent?: Ref<Stripe.PaymentIntent>;
}
interface LegacySubscriptionFields {
  current_period_end?: number;
}

/**
 * A verified Stripe event as the state machine's normalized event (payment-provider.ts), or null for an event
 * that changes nothing of ours. Pure: card details come only from what the payload carries; see
 * toPaymentEventWithCard for payloads that carry only a payment method id.
 */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent | null {
  return mapEvent(event, undefined);
}

/**
 * The payment method whose card details the mapping lacks, when worth fetching: a succeeded payment by a customer
 * (only a customer's card can be kept) or a completed setup intent.
 */
export function paymentMethodToDescribe(event: Stripe.Event): string | null {
  if (event.type === 'payment_intent.succeeded') {
    const intent = event.data.object;
    if (!intent.customer || cardOfIntent(intent)) return null;
    return idOf(intent.payment_method);
  }
  if (event.type === 'setup_intent.succeeded') {
    const method = event.data.object.payment_method;
    return typeof method === 'string' ? method : null;
  }
  return null;
}

/** toPaymentEvent, fetching the card details (paymentMethods.retrieve) that webhook payloads leave out. */
export async function toPaymentEventWithCard(
  event: Stripe.Event,
  retrieveCard: (paymentMethodId: string) => Promise<CardDetails | null>,
): Promise<PaymentEvent | null> {
  const paymentMethodId = paymentMethodToDescribe(event);
  const card = paymentMethodId ? await retrieveCard(paymentMethodId) : null;
  return mapEvent(event, card ?? undefined);
}

function mapEvent(event: Stripe.Event, fetchedCard: CardDetails | undefined): PaymentEvent | null {
  const base = { id: event.id, occurredAt: new Date(event.created * 1000) };
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      const card = cardOfIntent(intent) ?? fetchedCard;
      return { type: 'payment.succeeded', ...base, paymentIntentId: intent.id, ...(card && { card }) };
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const message = intent.last_payment_error?.message || defaultFailureMessage;
      return { type: 'payment.failed', ...base, paymentIntentId: intent.id, message };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntentId = idOf(charge.payment_intent);
      if (!paymentIntentId || charge.amount_refunded <= 0) return null;
      // The charge's refunded total (partial refunds included), and its newest refund when the payload lists them
      // (API versions from 2022-11-15 leave `refunds` out unless expanded).
      const refundId = charge.refunds?.data[0]?.id;
      return {
        type: 'payment.refunded',
        ...base,
        paymentIntentId,
        amountRefunded: charge.amount_refunded,
        ...(refundId && { refundId }),
      };
    }
    case 'invoice.paid':
      return renewal(event.data.object, base);
    case 'invoice.payment_failed': {
      const paymentIntentId = intentOfInvoice(event.data.object);
      if (!paymentIntentId) return null;
      return { type: 'payment.failed', ...base, paymentIntentId, message: defaultFailureMessage };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const status = event.type === 'customer.subscription.deleted' ? 'cancelled' : subscriptionStatus(subscription);
      if (!status) return null;
      return {
        type: 'subscription.updated',
        ...base,
        subscriptionId: subscription.id,
        status,
        nextPaymentDate: periodEnd(subscription),
      };
    }
    case 'setup_intent.succeeded': {
      const intent = event.data.object;
      const customerId = idOf(intent.customer);
      const card =
        typeof intent.payment_method === 'object' && intent.payment_method
          ? (cardOfPaymentMethod(intent.payment_method) ?? undefined)
          : fetchedCard;
      if (!customerId || !card) return null;
      return { type: 'setup.succeeded', ...base, customerId, card };
    }
    default:
      return null;
  }
}

function renewal(invoice: Stripe.Invoice, base: { id: string; occurredAt: Date }): PaymentEvent | null {
  const legacy = invoice as Stripe.Invoice & LegacyInvoiceFields;
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy.subscription);
  if (!subscriptionId || invoice.amount_paid <= 0) return null;
  const paymentIntentId = intentOfInvoice(invoice);
  // The first invoice pays the donation created with the subscription (its payment_intent.succeeded records
  // it). Without its intent id we cannot tell which donation that is, and must not add a second one.
  if (!paymentIntentId && invoice.billing_reason === 'subscription_create') return null;
  return {
    type: 'subscription.renewed',
    ...base,
    subscriptionId,
    // Invoices paid without an intent (credit balance, out of band) are still recorded once, by invoice.
    paymentIntentId: paymentIntentId ?? `in:${invoice.id}`,
    amount: invoice.amount_paid,
    nextPaymentDate: dateOf(invoice.lines?.data[0]?.period?.end),
  };
}

/** The invoice's intent: `payments` (current API, when included), `payment_intent` (before 2025-03-31). */
function intentOfInvoice(invoice: Stripe.Invoice): string | null {
  const legacy = idOf((invoice as Stripe.Invoice & LegacyInvoiceFields).payment_intent);
  if (legacy) return legacy;
  const payments = invoice.payments?.data ?? [];
  const payment =
    payments.find((p) => p.is_default && p.payment.payment_intent) ?? payments.find((p) => p.payment.payment_intent);
  const fromPayments = idOf(payment?.payment.payment_intent);
  if (fromPayments) return fromPayments;
  const secret = invoice.confirmation_secret;
  return secret?.type === 'payment_intent' ? (secret.client_secret.split('_secret_')[0] ?? null) : null;
}

function subscriptionStatus(subscription: Stripe.Subscription): 'active' | 'paused' | 'cancelled' | null {
  if (subscription.status === 'canceled') return 'cancelled';
  if (subscription.pause_collection || subscription.status === 'paused') return 'paused';
  if (subscription.status === 'active' || subscription.status === 'trialing') return 'active';
  // incomplete, past_due, unpaid: Stripe is still collecting; the payment events tell the story.
  return null;
}

function periodEnd(subscription: Stripe.Subscription): Date | null {
  const item = subscription.items?.data[0];
  return dateOf(
    item?.current_period_end ?? (subscription as Stripe.Subscription & LegacySubscriptionFields).current_period_end,
  );
}

function cardOfIntent(intent: Stripe.PaymentIntent): CardDetails | undefined {
  if (typeof intent.payment_method === 'object' && intent.payment_method) {
    const card = cardOfPaymentMethod(intent.payment_method);
    if (card) return card;
  }
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const details = charge?.payment_method_details?.card;
  const paymentMethodId = charge?.payment_method ?? idOf(intent.payment_method);
  if (!details?.brand || !details.last4 || !paymentMethodId) return undefined;
  return {
    providerPaymentMethodId: paymentMethodId,
    brand: details.brand,
    last4: details.last4,
    expMonth: details.exp_month,
    expYear: details.exp_year,
  };
}

/** A card payment method's details in our shape; null for any other kind of payment method. */
export function cardOfPaymentMethod(method: Stripe.PaymentMethod): CardDetails | null {
  if (!method.card) return null;
  return {
    providerPaymentMethodId: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}
