import { addMonths, type RecurringInterval } from '@causeway/contracts';

/** Card details a provider reports; never a card number. */
export interface CardDetails {
  providerPaymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * What both providers tell the state machine (payment-events.ts), whatever their own wire format.
 * `id` is the provider's event id: each is applied once. `occurredAt` orders events that arrive out of order.
 */
export type PaymentEvent =
  | { type: 'payment.succeeded'; id: string; occurredAt: Date; paymentIntentId: string; card?: CardDetails }
  | { type: 'payment.failed'; id: string; occurredAt: Date; paymentIntentId: string; message: string }
  | {
      type: 'payment.refunded';
      id: string;
      occurredAt: Date;
      paymentIntentId: string;
      /** Cents of the charge refunded so far, all refunds together; absent: the whole charge (a legacy event). */
      amountRefunded?: number;
      /** The provider's id of the refund this event reports, when it says. */
      refundId?: string;
    }
  | {
      type: 'subscription.renewed';
      id: string;
      occurredAt: Date;
      subscriptionId: string;
      paymentIntentId: string;
      amount: number;
      nextPaymentDate: Date | null;
    }
  | {
      type: 'subscription.updated';
      id: string;
      occurredAt: Date;
      subscriptionId: string;
      status: 'active' | 'paused' | 'cancelled';
      nextPaymentDate: Date | null;
    }
  | { type: 'setup.succeeded'; id: string; occurredAt: Date; customerId: string; card: CardDetails };

export interface CreatePaymentInput {
  donationId: number;
  /** Cents charged: the gift plus any covered fee. */
  amount: number;
  currency: string;
  customerId?: string;
  /** Keep the card for later (a donor who ticked "save card", or a recurring gift's renewals). */
  saveCard: boolean;
  description: string;
  receiptEmail?: string;
  metadata: Record<string, string>;
}

export interface CreateSubscriptionInput extends CreatePaymentInput {
  interval: RecurringInterval;
  customerId: string;
}

export interface CreatedIntent {
  paymentIntentId: string;
  clientSecret: string;
  subscriptionId?: string;
}

export interface SavedCardCharge {
  paymentIntentId: string;
  /** For the browser to finish a required action (Stripe); empty when nothing is left to do. */
  clientSecret: string;
  status: 'succeeded' | 'requires_action' | 'failed' | 'processing';
  message?: string;
  /** Sandbox 3-D Secure page; with Stripe the browser completes the action with the client secret. */
  nextActionUrl?: string;
}

export interface RefundPaymentInput {
  paymentIntentId: string;
  /** Cents of the charge to give back. */
  amount: number;
  /** The refund row's key: a retried call refunds once. */
  idempotencyKey: string;
  reason: string;
  metadata: Record<string, string>;
}

/**
 * The provider's answer to a refund: accepted ('pending' or 'succeeded': the money moves when its event reaches
 * the state machine) or refused ('failed', with the provider's message). A provider that cannot be reached throws.
 */
export interface ProviderRefund {
  providerRefundId: string | null;
  status: 'pending' | 'succeeded' | 'failed';
  message?: string;
}

/** What the provider says about a payment, for reconciliation. */
export type ProviderPaymentStatus = 'succeeded' | 'failed' | 'pending' | 'refunded';

export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  readonly publishableKey: string | null;
  createCustomer(input: { email: string; name: string; userId?: number }): Promise<string>;
  createPaymentIntent(input: CreatePaymentInput): Promise<CreatedIntent>;
  /** Recurring gift: the first payment's intent; later charges arrive as subscription.renewed events. */
  createSubscription(input: CreateSubscriptionInput): Promise<CreatedIntent>;
  retrievePaymentIntentStatus(paymentIntentId: string): Promise<ProviderPaymentStatus>;
  /** A donor paused, resumed or cancelled a recurring gift: the provider stops or restarts charging it. */
  pauseSubscription(subscriptionId: string): Promise<void>;
  resumeSubscription(subscriptionId: string): Promise<void>;
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** A new amount per charge (the gift plus any covered fee), from the next charge on; nothing is prorated. */
  updateSubscriptionAmount(
    subscriptionId: string,
    amount: number,
    interval: RecurringInterval,
    description: string,
  ): Promise<void>;
  /** The provider customer a subscription charges; null when the provider knows no such subscription. */
  subscriptionCustomer(subscriptionId: string): Promise<string | null>;
  /** To collect a card for later, outside a donation ('Add card' in the donor area). */
  createSetupIntent(customerId: string): Promise<{ setupIntentId: string; clientSecret: string }>;
  /**
   * The card behind a payment method id the browser sends after confirming a setup intent, once it is known
   * to belong to this customer: a donor can never add another customer's card by guessing its id.
   */
  attachPaymentMethod(customerId: string, providerPaymentMethodId: string): Promise<CardDetails>;
  detachPaymentMethod(providerPaymentMethodId: string): Promise<void>;
  /** Future charges of the customer, and of the listed subscriptions, go to this card. */
  setDefaultPaymentMethod(
    customerId: string,
    providerPaymentMethodId: string,
    subscriptionIds: readonly string[],
  ): Promise<void>;
  /** Makes an unpaid intent unpayable (a donor chose another way to pay). */
  cancelPaymentIntent(paymentIntentId: string): Promise<void>;
  /**
   * Pays an intent created by createPaymentIntent or createSubscription with a donor's saved card, while they
   * are on the page (they can still answer 3-D Secure). Called after the intent is recorded on the donation,
   * so the outcome's event always finds it.
   */
  confirmWithSavedCard(
    paymentIntentId: string,
    providerPaymentMethodId: string,
    returnUrl: string,
  ): Promise<SavedCardCharge>;
  /** Gives back part or all of a succeeded payment; its payment.refunded event follows. */
  refundPayment(input: RefundPaymentInput): Promise<ProviderRefund>;
}

/** Stripe's interval spelling for our intervals (quarterly = every 3 months). */
export const providerInterval: Record<RecurringInterval, { interval: 'month' | 'year'; count: number }> = {
  monthly: { interval: 'month', count: 1 },
  quarterly: { interval: 'month', count: 3 },
  yearly: { interval: 'year', count: 1 },
};

/** The next charge date after `from`: same day of the month, clamped to the month's end (Jan 31 → Feb 28). */
export function nextPaymentDate(from: Date, interval: RecurringInterval): Date {
  const { interval: unit, count } = providerInterval[interval];
  return addMonths(from, unit === 'year' ? 12 * count : count);
}
