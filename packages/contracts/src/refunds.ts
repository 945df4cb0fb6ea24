import { formatCurrency } from './format';
import type { Endpoint } from './operation';
import { fill } from './message-catalogue';

/**
 * Refunds started from the admin (issue 23). A refund is 'pending' from the moment the provider accepts it until
 * its event reaches the payment state machine ('succeeded'), or 'failed' when the provider refuses it.
 */
export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** Refunding a donation from the admin's ledger: administrators only. */
export const refundEndpoints = {
  create: { method: 'POST', path: '/api/admin/donations/:id/refunds' },
} as const satisfies Record<string, Endpoint>;

export const REFUND_REASON_MAX = 500;

export const refundMessages = {
  notFound: 'Donation not found',
  badId: 'Donation id must be a positive whole number',
  reasonRequired: 'Please give a reason for the refund',
  reasonTooLong: `Reason must be at most ${REFUND_REASON_MAX} characters`,
  // The wire's amount is in the minor unit of the gift's currency: cents for US dollars (the yen itself for JPY).
  amountNumber: 'Amount must be a number of cents',
  amountWhole: 'Amount must be a whole number of cents',
  amountPositive: 'Amount must be at least 1 cent',
  idempotencyKeyLength: 'Idempotency-Key must be 8 to 255 characters',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different refund.',
  notSucceeded: 'Only a succeeded donation can be refunded.',
  alreadyRefunded: 'This donation has already been refunded in full.',
  offline:
    'An offline gift (cash, cheque or bank transfer) cannot be refunded through the payment provider: ' +
    'return the money outside Causeway.',
  otherProvider: (provider: string) =>
    fill(
      'This donation was paid through the {provider} provider, which this server does not use now: refund it there.',
      {
        provider,
      },
    ),
  // Amounts in the gift's currency (issue 26); US dollars when none is named.
  nothingLeft: (pending: number, currency?: string) =>
    fill('Nothing is left to refund: {amount} of this donation is already being refunded.', {
      amount: formatCurrency(pending, { currency }),
    }),
  tooMuch: (left: number, currency?: string) =>
    fill('The refund cannot be more than the {amount} left to refund.', { amount: formatCurrency(left, { currency }) }),
  providerRefused: (message: string) => fill('The payment provider refused the refund: {reason}', { reason: message }),
  providerUnavailable:
    'The payment provider could not be reached, so nothing was refunded. Please try again in a moment.',
  // The dialog's words.
  requested: 'Refund requested',
  refunded: (amount: number, currency?: string) =>
    fill('{amount} refunded', { amount: formatCurrency(amount, { currency }) }),
} as const;

/**
 * A refund comes out of the gift first, then out of the fee the donor covered: of `refundedAmount` (cents of the
 * charge refunded so far), this much is the gift's. Totals, receipts and statements count the gift net of it.
 */
export const refundedGiftPart = (amount: number, refundedAmount: number): number =>
  Math.min(amount, Math.max(0, refundedAmount));
export const netGift = (amount: number, refundedAmount: number): number =>
  amount - refundedGiftPart(amount, refundedAmount);
