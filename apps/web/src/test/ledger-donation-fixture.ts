import type { donationLedgerOperations } from '@causeway/contracts';
import type { Fixture } from './mock-api';

export type LedgerDonationDetail = Fixture<typeof donationLedgerOperations.detail>;
type LedgerDonation = Fixture<typeof donationLedgerOperations.list>['items'][number];

/**
 * Ann's $50 card gift to the Kisoro campaign, half of it refunded, as a row of the ledger (GET
 * /api/admin/donations); the donation page's tests load the same donation with its details on top.
 */
export const annLedgerDonation: LedgerDonation = {
  id: 31,
  createdAt: '2026-03-01T15:00:00.000Z',
  userId: 4,
  isGuest: false,
  firstName: 'Ann',
  lastName: 'Quill',
  email: 'ann@example.com',
  campaign: { id: 7, title: 'Clean Water for Kisoro' },
  amount: 5_000,
  feeAmount: 150,
  currency: 'usd',
  status: 'succeeded',
  donationType: 'one_time',
  provider: 'stripe',
  receiptNumber: 1042,
  refundedAmount: 2_500,
  offlineMethod: null,
};

/**
 * A donation as the admin's donation page loads it (GET /api/admin/donations/{id}): a guest's $50 card gift to
 * the Kisoro campaign with the $1.50 fee covered, paid in the sandbox, nothing refunded, no events yet.
 */
export function ledgerDonationDetail(overrides: Partial<LedgerDonationDetail> = {}): LedgerDonationDetail {
  return {
    id: 31,
    createdAt: '2026-03-01T15:00:00.000Z',
    userId: null,
    isGuest: true,
    firstName: 'Gil',
    lastName: 'Hollow',
    email: 'gil@example.com',
    campaign: { id: 7, title: 'Clean Water for Kisoro' },
    amount: 5_000,
    feeAmount: 150,
    status: 'succeeded',
    donationType: 'one_time',
    provider: 'sandbox',
    receiptNumber: 1042,
    refundedAmount: 0,
    offlineMethod: null,
    currency: 'usd',
    anonymous: false,
    paymentIntentId: 'pi_sandbox_1',
    subscriptionId: null,
    recurringDonationId: null,
    interval: null,
    succeededAt: '2026-03-01T15:00:05.000Z',
    failureMessage: null,
    note: null,
    timeline: [],
    auditTrail: [],
    refunds: [],
    ...overrides,
  };
}

/** A cheque recorded by an administrator from the guest Olive Penny: no fee, no payment intent, receipt 1410. */
export function offlineGiftDetail(overrides: Partial<LedgerDonationDetail> = {}): LedgerDonationDetail {
  return ledgerDonationDetail({
    createdAt: '2026-03-14T12:00:00.000Z',
    firstName: 'Olive',
    lastName: 'Penny',
    email: 'olive@example.com',
    feeAmount: 0,
    provider: 'offline',
    receiptNumber: 1410,
    offlineMethod: 'cheque',
    paymentIntentId: null,
    succeededAt: '2026-03-14T12:00:00.000Z',
    ...overrides,
  });
}
