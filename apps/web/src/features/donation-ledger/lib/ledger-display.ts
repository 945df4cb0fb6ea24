import {
  type LedgerDonation,
  type LedgerExportFormat,
  type LedgerProvider,
  type OfflineMethod,
  type PaymentEventOutcome,
  type RefundStatus,
} from '@causeway/contracts';

export const providerLabels: Record<LedgerProvider, string> = {
  sandbox: 'Sandbox',
  stripe: 'Stripe',
  offline: 'Offline',
};

export const offlineMethodLabels: Record<OfflineMethod, string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  bank_transfer: 'Bank transfer',
};

/** What the payment state machine did with an event, in an administrator's words. */
export const outcomeLabels: Record<PaymentEventOutcome, string> = {
  applied: 'Applied',
  duplicate: 'Duplicate (already recorded)',
  ignored: 'Ignored (stale or out of order)',
  deferred: 'Deferred (waiting for an earlier event)',
};

export const refundStatusLabels: Record<RefundStatus, string> = {
  pending: 'Pending',
  succeeded: 'Succeeded',
  failed: 'Failed',
};

export const exportFormatLabels: Record<LedgerExportFormat, string> = {
  donations: 'One row per donation',
  donors: 'Donor totals',
};

/** 'Stripe', 'Sandbox', or for an offline gift how it came: 'Offline · Cheque'. */
export function providerText(donation: Pick<LedgerDonation, 'provider' | 'offlineMethod'>): string {
  const provider = providerLabels[donation.provider as LedgerProvider] ?? donation.provider;
  return donation.offlineMethod ? `${provider} · ${offlineMethodLabels[donation.offlineMethod]}` : provider;
}

/**
 * The part of the gift refunded so far (refunds come out of the gift first, then the covered fee). A donation
 * refunded before partial refunds existed carries no figure: the whole gift.
 */
export function giftRefunded(donation: Pick<LedgerDonation, 'amount' | 'refundedAmount' | 'status'>): number {
  if (donation.status === 'refunded' && donation.refundedAmount === 0) return donation.amount;
  return Math.min(donation.amount, donation.refundedAmount);
}

/** The donor's full name; their e-mail when they gave none. */
export function ledgerDonorName(donation: Pick<LedgerDonation, 'firstName' | 'lastName' | 'email'>): string {
  return `${donation.firstName} ${donation.lastName}`.trim() || donation.email || 'Anonymous';
}

export const donationPath = (id: number) => `/admin/donations/${id}`;

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const preciseTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/** 'May 20, 2026, 12:00 PM' in the reader's time zone. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** With seconds, for the timeline, where events often arrive within the same minute. */
export function formatPreciseTime(iso: string): string {
  return preciseTime.format(new Date(iso));
}
