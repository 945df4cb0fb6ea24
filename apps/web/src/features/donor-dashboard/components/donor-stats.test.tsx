// @vitest-environment jsdom
import { statsOperations } from '@causeway/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOperation } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { DonorStats } from './donor-stats';

const base = { activeDonations: 1, campaignsSupported: 3 };

/** The 'Total Donated' figure's lines, once `shown` is on the page. */
async function totalDonatedLines(shown: string) {
  await screen.findByText(shown);
  const summary = screen.getByRole('region', { name: 'Your giving summary' });
  const value = within(summary).getByText('Total Donated').closest('div')!.querySelector('dd')!;
  return Array.from(value.querySelectorAll('span')).map((line) => line.textContent);
}

describe('DonorStats (issue 26: per currency)', () => {
  it('shows one line per currency, never a sum', async () => {
    mockOperation(statsOperations.donor, {
      ...base,
      totalDonated: 1_000,
      currency: 'usd',
      totals: [
        { currency: 'usd', total: 1_000, count: 1 },
        { currency: 'eur', total: 3_550, count: 2 },
      ],
    });
    renderWithProviders(<DonorStats />);
    expect(await totalDonatedLines('€35.50')).toEqual(['$10.00', '€35.50']);
    expect(screen.queryByText('$45.50')).toBeNull();
  });

  it('a donor in one currency reads one figure; yen are not divided by 100', async () => {
    mockOperation(statsOperations.donor, {
      ...base,
      totalDonated: 5_000,
      currency: 'jpy',
      totals: [{ currency: 'jpy', total: 5_000, count: 2 }],
    });
    renderWithProviders(<DonorStats />);
    expect(await totalDonatedLines('¥5,000')).toEqual(['¥5,000']);
  });

  it('before any gift: zero in the site’s currency', async () => {
    mockOperation(statsOperations.donor, { ...base, totalDonated: 0, currency: 'usd', totals: [] });
    renderWithProviders(<DonorStats />);
    expect(await screen.findByText('$0.00')).toBeDefined();
  });
});
