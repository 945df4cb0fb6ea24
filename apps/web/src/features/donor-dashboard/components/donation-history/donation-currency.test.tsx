// @vitest-environment jsdom
import { donationHistoryOperations, type DonorDonation } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOperation } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { RecentActivity } from '../recent-activity';
import { DonationHistory } from './donation-history';

// Issue 26: each gift in the donor's history reads in its own currency; yen are never divided by 100.
const gift = (id: number, fields: Partial<DonorDonation>): DonorDonation => ({
  id,
  amount: 0,
  currency: 'usd',
  feeAmount: 0,
  refundedAmount: 0,
  status: 'succeeded',
  donationType: 'one_time',
  createdAt: '2026-05-20T14:03:09.000Z',
  receiptNumber: 700_000 + id,
  offlineMethod: null,
  campaign: { id, title: `Campaign ${id}` },
  user: { firstName: 'Ada', lastName: 'Lovelace' },
  ...fields,
});

const items = [
  gift(1, { amount: 2_500, currency: 'jpy' }),
  gift(2, { amount: 2_550, currency: 'eur', feeAmount: 64, refundedAmount: 1_000 }),
  gift(3, { amount: 1_000 }),
];

describe('the donor’s history in each gift’s currency', () => {
  it('the table: amounts, covered fee and refund in the gift’s currency; receipts name it', async () => {
    mockOperation(donationHistoryOperations.history, { items, total: 3, page: 1, pageSize: 10 });
    renderWithProviders(<DonationHistory />);
    expect((await screen.findAllByText('¥2,500')).length).toBeGreaterThan(0);
    expect(screen.queryByText('¥25.00')).toBeNull();
    expect(screen.getAllByText('€25.50').length).toBeGreaterThan(0);
    expect(screen.getAllByText('+ €0.64 fee covered').length).toBeGreaterThan(0);
    expect(screen.getAllByText('− €10.00 refunded').length).toBeGreaterThan(0);
    expect(screen.getAllByText('$10.00').length).toBeGreaterThan(0);
    expect(
      screen.getAllByRole('button', { name: 'Download receipt for ¥2,500 to Campaign 1, May 20, 2026' }).length,
    ).toBeGreaterThan(0);
  });

  it('recent activity', async () => {
    mockOperation(donationHistoryOperations.history, { items, total: 3, page: 1, pageSize: 10 });
    renderWithProviders(<RecentActivity />);
    expect(await screen.findByText('¥2,500')).toBeDefined();
    expect(screen.getByText('€25.50')).toBeDefined();
    expect(screen.getByText('$10.00')).toBeDefined();
  });
});
