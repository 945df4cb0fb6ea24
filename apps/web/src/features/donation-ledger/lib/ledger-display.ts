import {
  type LedgerDonation,
  type LedgerExportFormat,
  type LedgerProvider,
  type OfflineMethod,
  type PaymentEventOutcome,
  type RefundStatus,
  formatDateTime,
} from '@causeway/contracts';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The labels below are message descriptors: `i18n._(label)` reads one in the page's language. */
export const providerLabels: Record<LedgerProvider, MessageDescriptor> = {
  sandbox: msg`Sandbox`,
  stripe: msg`Stripe`,
  offline: msg`Offline`,
};

export const offlineMethodLabels: Record<OfflineMethod, MessageDescriptor> = {
  cash: msg`Cash`,
  cheque: msg`Cheque`,
  bank_transfer: msg`Bank transfer`,
};

/** What the payment state machine did with an event, in an administrator's words. */
export const outcomeLabels: Record<PaymentEventOutcome, MessageDescriptor> = {
  applied: msg`Applied`,
  duplicate: msg`Duplicate (already recorded)`,
  ignored: msg`Ignored (stale or out of order)`,
  deferred: msg`Deferred (waiting for an earlier event)`,
};

/** A refund's state: a context of their own, since a donation's 'Succeeded' is another word in some languages. */
export const refundStatusLabels: Record<RefundStatus, MessageDescriptor> = {
  pending: msg({ context: 'refund status', message: 'Pending' }),
  succeeded: msg({ context: 'refund status', message: 'Succeeded' }),
  failed: msg({ context: 'refund status', message: 'Failed' }),
};

export const exportFormatLabels: Record<LedgerExportFormat, MessageDescriptor> = {
  donations: msg`One row per donation`,
  donors: msg`Donor totals`,
};

/** 'Stripe', 'Sandbox', or for an offline gift how it came: 'Offline · Cheque'. */
export function providerText(donation: Pick<LedgerDonation, 'provider' | 'offlineMethod'>, i18n: I18n): string {
  const label = providerLabels[donation.provider as LedgerProvider];
  const provider = label ? i18n._(label) : donation.provider;
  if (!donation.offlineMethod) return provider;
  const method = i18n._(offlineMethodLabels[donation.offlineMethod]);
  return i18n._(msg`${provider} · ${method}`);
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
export function ledgerDonorName(
  donation: Pick<LedgerDonation, 'firstName' | 'lastName' | 'email'>,
  i18n: I18n,
): string {
  return `${donation.firstName} ${donation.lastName}`.trim() || donation.email || i18n._(msg`Anonymous`);
}

export const donationPath = (id: number) => `/admin/donations/${id}`;

/** 'May 20, 2026, 12:00 PM' in the reader's time zone. */
export function formatLedgerTime(iso: string): string {
  return formatDateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
}

/** With seconds, for the timeline, where events often arrive within the same minute. */
export function formatPreciseTime(iso: string): string {
  return formatDateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'medium' });
}
