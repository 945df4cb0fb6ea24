// @vitest-environment jsdom
import { adminDashboardOperations as ops } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOperation, type Fixture } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { MonthlyChart } from './monthly-chart';
import { StatCards } from './stat-cards';

// Issue 26: the overview's money in the organization's default currency, the other currencies listed beneath it.
const usdOnly: Fixture<typeof ops.stats> = {
  totalRaised: 1_234_500,
  activeCampaigns: 3,
  newDonors: 4,
  averageDonation: 4_550,
  monthlyGrowth: { totalRaised: 12.5, campaigns: null, donors: null },
  currency: 'usd',
  otherCurrencies: [],
};

const withOthers: Fixture<typeof ops.stats> = {
  ...usdOnly,
  otherCurrencies: [
    { currency: 'eur', totalRaised: 120_000, averageDonation: 4_000 },
    { currency: 'jpy', totalRaised: 50_000, averageDonation: 2_500 },
  ],
};

const inEuros: Fixture<typeof ops.stats> = {
  ...usdOnly,
  totalRaised: 120_000,
  averageDonation: 4_000,
  currency: 'eur',
};

const months: Fixture<typeof ops.monthly> = [
  { month: '2026-10', amount: 0 },
  { month: '2026-11', amount: 250_000 },
];

/** The card's figures, as the description list reads: label, value, lines under it. */
const card = (label: string) => screen.getByText(label).closest('div')!.textContent;

describe('the overview’s stat cards', () => {
  it('read as before when everything was raised in US dollars: no other currency line', async () => {
    mockOperation(ops.stats, usdOnly);
    renderWithProviders(<StatCards />);
    expect(await screen.findByText('$12,345')).toBeTruthy();
    expect(screen.getByText('$45.50')).toBeTruthy();
    expect(screen.queryByText(/^Also/)).toBeNull();
  });

  it('list the money raised in other currencies under the headline figure, each in its own', async () => {
    mockOperation(ops.stats, withOthers);
    renderWithProviders(<StatCards />);
    expect(await screen.findByText('Also €1,200 · ¥50,000')).toBeTruthy();
    expect(screen.getByText('Also €40.00 · ¥2,500')).toBeTruthy();
    expect(card('Total Raised')).toContain('$12,345Also €1,200 · ¥50,000');
    expect(card('Average Donation')).toContain('$45.50Also €40.00 · ¥2,500');
  });

  it('head with the default currency when it is not US dollars', async () => {
    mockOperation(ops.stats, inEuros);
    renderWithProviders(<StatCards />);
    expect(await screen.findByText('€1,200')).toBeTruthy();
    expect(screen.getByText('€40.00')).toBeTruthy();
  });
});

describe('the monthly chart', () => {
  it('reads as before with US dollars alone', async () => {
    mockOperation(ops.stats, usdOnly);
    mockOperation(ops.monthly, months);
    renderWithProviders(<MonthlyChart />);
    expect(await screen.findByText('$2,500.00')).toBeTruthy();
    expect(screen.getByText('Completed donations per month, last 12 months.')).toBeTruthy();
  });

  it('names its currency and says the others are left out', async () => {
    mockOperation(ops.stats, {
      ...inEuros,
      otherCurrencies: [{ currency: 'usd', totalRaised: 900, averageDonation: 900 }],
    });
    mockOperation(ops.monthly, months);
    renderWithProviders(<MonthlyChart />);
    expect(await screen.findByText('€2,500.00')).toBeTruthy();
    expect(
      screen.getByText(
        'Completed donations in EUR per month, last 12 months; gifts in other currencies are not included.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('€2,500 in total');
    expect(screen.getByText('€3K')).toBeTruthy(); // the axis' top
  });
});
