// @vitest-environment jsdom
import { statsOperations, type ImpactStats } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOperation } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { ImpactSection } from './impact-section';

const inDollars: ImpactStats = {
  totalRaised: 1_234_500,
  successfulCampaigns: 3,
  totalDonors: 41,
  avgDonation: 3_049,
  currency: 'usd',
  otherCurrencies: [],
};

/** The text of the figure labelled `label` (its <dd>). */
async function figure(label: string) {
  const term = await screen.findByText(label, { selector: 'dt' });
  await screen.findByText(/^in [A-Z]{3}/);
  return term.parentElement?.querySelector('dd')?.textContent;
}

describe('ImpactSection', () => {
  it('shows Total Raised in US dollars, says so, and the average in dollars as before', async () => {
    mockOperation(statsOperations.impact, inDollars);
    renderWithProviders(<ImpactSection />);
    expect(await figure('Total Raised')).toBe('$12,345in USD');
    expect(await figure('Average Donation')).toBe('$30.49');
  });

  it('lists what other currencies raised beside the default one, never adding them to it', async () => {
    mockOperation(statsOperations.impact, {
      ...inDollars,
      otherCurrencies: [
        { currency: 'jpy', totalRaised: 50_000 },
        { currency: 'eur', totalRaised: 120_000 },
      ],
    });
    renderWithProviders(<ImpactSection />);
    // ¥50,000 is 50000 yen (no minor unit), €1,200 is 120000 cents.
    expect(await figure('Total Raised')).toBe('$12,345in USD · also ¥50,000 and €1,200');
  });

  it('names the organization’s default currency when it is not US dollars', async () => {
    mockOperation(statsOperations.impact, {
      ...inDollars,
      totalRaised: 500_700,
      avgDonation: 2_504,
      currency: 'jpy',
      otherCurrencies: [
        { currency: 'usd', totalRaised: 1_234_500 },
        { currency: 'eur', totalRaised: 3_550 },
        { currency: 'gbp', totalRaised: 100 },
      ],
    });
    renderWithProviders(<ImpactSection />);
    expect(await figure('Total Raised')).toBe('¥500,700in JPY · also $12,345, €36 and £1');
    expect(await figure('Average Donation')).toBe('¥2,504');
  });
});
