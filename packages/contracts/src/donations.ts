import { coverFee, currencyBounds, currencyRules, DEFAULT_CURRENCY, processingFee } from './currencies';
import { formatAmount } from './format';
import type { Endpoint } from './operation';
import { fill } from './message-catalogue';

export const donationStatuses = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type DonationStatus = (typeof donationStatuses)[number];

export const donationTypes = ['one_time', 'recurring'] as const;
export type DonationType = (typeof donationTypes)[number];

export const recurringIntervals = ['monthly', 'quarterly', 'yearly'] as const;
export type RecurringInterval = (typeof recurringIntervals)[number];

export const recurringStatuses = ['active', 'paused', 'cancelled'] as const;
export type RecurringStatus = (typeof recurringStatuses)[number];

export const intervalLabels: Record<RecurringInterval, string> = {
  monthly: 'Monthly',
  quarterly: 'Every 3 months',
  yearly: 'Yearly',
};

/** How often, inside a sentence ("Your gift of $25 will be processed monthly"); translated as the labels are. */
export const intervalSentenceLabels: Record<RecurringInterval, string> = {
  monthly: 'monthly',
  quarterly: 'every 3 months',
  yearly: 'yearly',
};

/** Spec section 9: preset amounts, default, bounds (whole dollars in the form; cents on the wire). */
export const PRESET_AMOUNTS = [1, 5, 25, 50] as const;
export const DEFAULT_AMOUNT = 5;
export const MIN_DONATION_CENTS = 100;
export const MAX_DONATION_CENTS = 10_000_000;

export const donationMessages = {
  amountMin: 'Minimum donation amount is $1',
  amountMax: 'Maximum donation amount is $100,000',
  /** The bounds in the campaign's currency (issue 26); in US dollars exactly amountMin and amountMax. */
  amountMinOf: (currency: string) =>
    fill('Minimum donation amount is {amount}', {
      amount: formatAmount(currencyBounds(currency).minDonation, currency),
    }),
  amountMaxOf: (currency: string) =>
    fill('Maximum donation amount is {amount}', {
      amount: formatAmount(currencyBounds(currency).maxDonation, currency),
    }),
  amountInvalid: 'Please enter a valid amount',
  typeRequired: 'Please select a donation type',
  intervalRequired: 'Please select a recurring interval',
  emailInvalid: 'Please enter a valid email',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  guestDetailsMissing: 'Please fill in your name and email to continue as a guest.',
  campaignNotFound: 'Campaign not found',
  campaignNotActive: 'This campaign is not accepting donations right now.',
  campaignEnded: 'This campaign has ended and no longer accepts donations.',
  rewardNotFound: 'This reward does not belong to the campaign.',
  belowRewardMinimum: (dollars: string) => fill('This reward needs a gift of at least {amount}.', { amount: dollars }),
  tooManyAttempts: 'Too many donation attempts. Please wait a minute and try again.',
  idempotencyReused: 'This Idempotency-Key was already used for a different donation.',
  idempotencyKeyLength: 'Idempotency-Key must be 8 to 255 characters',
  feeCoverageUnavailable:
    'Covering the processing fee is no longer offered. Please review your donation and try again.',
} as const;

/** Stripe's standard US card pricing, stated in the Help Center: 2.9% + $0.30 (currencies.ts holds every currency's). */
export const FEE_PERCENT = currencyRules.usd.fee.basisPoints / 100;
export const FEE_FIXED_CENTS = currencyRules.usd.fee.fixed;

/** The processor's fee on a charge of `total` minor units (US dollars unless told): see currencies.ts. */
export function processingFeeCents(total: number, currency: string = DEFAULT_CURRENCY): number {
  return processingFee(total, currency);
}

/** The fee to add so the campaign nets the whole gift after processing (US dollars unless told): see currencies.ts. */
export function coverFeeCents(amount: number, currency: string = DEFAULT_CURRENCY): number {
  return coverFee(amount, currency);
}

/** The donation path (spec sections 4 and 7): where its operations live (operation.ts). */
export const donationEndpoints = {
  createPaymentIntent: { method: 'POST', path: '/api/donations/create-payment-intent' },
  createSubscriptionIntent: { method: 'POST', path: '/api/donations/create-subscription-intent' },
  donateWithSavedCard: { method: 'POST', path: '/api/donations' },
  recurringWithSavedCard: { method: 'POST', path: '/api/recurring-donations' },
  status: { method: 'GET', path: '/api/donations/status' },
} as const satisfies Record<string, Endpoint>;
