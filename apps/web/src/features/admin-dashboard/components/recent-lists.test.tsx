// @vitest-environment jsdom
import { adminDashboardOperations as ops } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOperation, type Fixture } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { RecentCampaigns } from './recent-campaigns';
import { RecentDonations } from './recent-donations';

// Each amount in its own campaign's currency (issue 26): yen are never divided by 100.
const campaigns: Fixture<typeof ops.recentCampaigns> = [
  {
    id: 1,
    title: 'Tōhoku school rebuild',
    currentAmount: 5_000,
    goal: 100_000,
    currency: 'jpy',
    status: 'active',
    createdAt: '2026-11-01T00:00:00.000Z',
  },
  {
    id: 2,
    title: 'Library roof',
    currentAmount: 2_550,
    goal: 10_000,
    currency: 'usd',
    status: 'active',
    createdAt: '2026-10-01T00:00:00.000Z',
  },
];

const donations: Fixture<typeof ops.recentDonations> = [
  {
    id: 9,
    amount: 2_550,
    currency: 'eur',
    status: 'succeeded',
    donationType: 'one_time',
    createdAt: '2026-11-02T00:00:00.000Z',
    campaign: { id: 3, title: 'Canal clean-up' },
    user: { firstName: 'Ada', lastName: 'Lovelace' },
  },
];

describe('the overview’s recent lists', () => {
  it('show each campaign’s figures in its own currency', async () => {
    mockOperation(ops.recentCampaigns, campaigns);
    renderWithProviders(<RecentCampaigns />);
    expect(await screen.findByText('¥5,000')).toBeTruthy();
    expect(screen.getByText(/raised of ¥100,000/)).toBeTruthy();
    expect(screen.getByText('$26')).toBeTruthy();
  });

  it('show each gift in its currency', async () => {
    mockOperation(ops.recentDonations, donations);
    renderWithProviders(<RecentDonations />);
    expect(await screen.findByText('€25.50')).toBeTruthy();
  });
});
