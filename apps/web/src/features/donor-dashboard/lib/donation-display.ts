import { offlineMethodLabels, type DonationStatus, type DonationType, type DonorDonation } from '@causeway/contracts';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { contractText } from '@/lib/i18n';

/** Spec section 9: the history shows 10 donations a page, the dashboard the 3 most recent. */
export const HISTORY_PAGE_SIZE = 10;
export const RECENT_ACTIVITY_COUNT = 3;

/** Shown with the page's i18n: `i18n._(donationStatusLabels[status])`. */
export const donationStatusLabels: Record<DonationStatus, MessageDescriptor> = {
  succeeded: msg`Succeeded`,
  pending: msg`Pending`,
  failed: msg`Failed`,
  refunded: msg`Refunded`,
};

/** Shown with the page's i18n: `i18n._(donationTypeLabels[type])`. */
export const donationTypeLabels: Record<DonationType, MessageDescriptor> = {
  one_time: msg`One-time`,
  recurring: msg`Recurring`,
};

/** 'One-time' or 'Recurring'; for a gift the charity recorded by hand, how it came: 'One-time · Cheque'. */
export function donationKindLabel(donation: Pick<DonorDonation, 'donationType' | 'offlineMethod'>, i18n: I18n): string {
  const type = i18n._(donationTypeLabels[donation.donationType]);
  return donation.offlineMethod ? `${type} · ${contractText(i18n, offlineMethodLabels[donation.offlineMethod])}` : type;
}

/** Spec section 4: a receipt exists only for a succeeded donation. */
export function hasReceipt(donation: Pick<DonorDonation, 'status'>): boolean {
  return donation.status === 'succeeded';
}

/** Pages in a history of `total` donations; an empty history still has its one (empty) page. */
export function historyPageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** The first name when the donor gave one, else the username. */
export function greetingName(user: { firstName?: string | null; username: string }): string {
  return user.firstName?.trim() || user.username;
}
