// @vitest-environment jsdom
import { donorOperations } from '@causeway/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOperation, type Fixture } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { AdminDonorDetailPage } from '../pages/donor-detail-page';
import { AdminDonorsPage } from '../pages/donors-page';

// Issue 26: a donor's totals per currency, never summed; gifts and recurring gifts in their own currency.
type Donor = Fixture<typeof donorOperations.detail>['donor'];
const base: Donor = {
  key: 'u7',
  id: 7,
  isGuest: false,
  username: 'kenji',
  firstName: 'Kenji',
  lastName: 'Sato',
  email: 'kenji@example.com',
  totalDonated: 5_000,
  totals: [{ currency: 'jpy', total: 5_000 }],
  donationCount: 1,
  recurringCount: 1,
  firstDonationAt: '2026-01-02T12:00:00.000Z',
  lastDonationAt: '2026-01-02T12:00:00.000Z',
};
const mixed: Donor = {
  ...base,
  key: 'gmixed@example.com',
  id: null,
  isGuest: true,
  username: null,
  firstName: 'Mia',
  lastName: 'Mixed',
  email: 'mixed@example.com',
  totalDonated: 9_550,
  totals: [
    { currency: 'usd', total: 1_000 },
    { currency: 'eur', total: 2_550 },
  ],
};

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('the donor list', () => {
  it('shows a yen donor’s total in yen and a donor in two currencies with each total on its own', async () => {
    mockOperation(donorOperations.list, { items: [base, mixed], total: 2, page: 1, pageSize: 10 });
    renderWithProviders(<AdminDonorsPage />, { route: '/admin/donors' });
    await screen.findByRole('rowheader', { name: 'Kenji Sato' });
    expect(within(rowOf('Kenji Sato')).getByText('¥5,000')).toBeTruthy();
    expect(within(rowOf('Mia Mixed')).getByText('$10.00 · €25.50')).toBeTruthy();
  });
});

describe('the donor’s page', () => {
  it('shows the totals per currency, each gift and recurring gift in its own currency', async () => {
    mockOperation(donorOperations.detail, {
      donor: { ...base, totals: [...mixed.totals, { currency: 'jpy', total: 5_000 }] },
      donations: [
        {
          id: 1,
          amount: 5_000,
          currency: 'jpy',
          feeAmount: 0,
          refundedAmount: 0,
          status: 'succeeded',
          donationType: 'one_time',
          createdAt: '2026-01-02T12:00:00.000Z',
          receiptNumber: 1001,
          offlineMethod: null,
          campaign: { id: 3, title: 'School in Sendai' },
        },
      ],
      recurringDonations: [
        {
          id: 2,
          amount: 1_000,
          currency: 'jpy',
          interval: 'monthly',
          status: 'active',
          nextPaymentDate: '2026-02-02T12:00:00.000Z',
          createdAt: '2026-01-02T12:00:00.000Z',
          campaign: { id: 3, title: 'School in Sendai' },
        },
      ],
    });
    renderWithProviders(<AdminDonorDetailPage />, { route: '/admin/donors/u7', path: '/admin/donors/:key' });
    expect(await screen.findByText('$10.00 · €25.50 · ¥5,000')).toBeTruthy();
    expect(screen.getAllByText('¥5,000').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('list', { name: 'Recurring gifts' })).getByText('¥1,000')).toBeTruthy();
    expect(screen.queryByText('¥50.00')).toBeNull();
  });
});
