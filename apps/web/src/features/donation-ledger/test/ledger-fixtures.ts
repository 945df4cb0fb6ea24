import type { donationLedgerOperations } from '@causeway/contracts';
import type { Fixture } from '@/test/mock-api';

type LedgerDonation = Fixture<typeof donationLedgerOperations.list>['items'][number];

/**
 * Ann's $50 card gift to Clean Water for Kisoro, half of it refunded, as a row of the ledger (GET
 * /api/admin/donations); the detail page's tests load the same donation with its details on top.
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
  status: 'succeeded',
  donationType: 'one_time',
  provider: 'stripe',
  receiptNumber: 1042,
  refundedAmount: 2_500,
  offlineMethod: null,
};
