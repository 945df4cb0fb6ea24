// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignDetail } from '@/test/campaign-fixture';
import { renderWithProviders } from '@/test/render';
import { CampaignCard } from './campaign-card';
import { CampaignMatch } from './campaign-match';
import { CampaignRewards } from './campaign-rewards';

const match = { sponsorName: 'Acme', ratioPercent: 100, remainingAmount: 400_000, endsAt: '2030-01-01T00:00:00.000Z' };

describe('a campaign in another currency than US dollars (issue 26)', () => {
  it('shows its card’s raised and goal in euros', () => {
    renderWithProviders(<CampaignCard campaign={campaignDetail({ currency: 'eur' })} />);
    expect(screen.getByText('€2,500')).toBeTruthy();
    expect(screen.getByText('of €10,000')).toBeTruthy();
    expect(document.body.textContent).not.toContain('$');
  });

  it('shows a yen campaign’s figures as they are, never divided by 100', () => {
    renderWithProviders(
      <CampaignCard campaign={campaignDetail({ currency: 'jpy', goal: 1_000_000, amountRaised: 250_000 })} />,
    );
    expect(screen.getByText('¥250,000')).toBeTruthy();
    expect(screen.getByText('of ¥1,000,000')).toBeTruthy();
  });

  it('states rewards’ minimums in the currency and links to the donation page with major units', () => {
    const reward = { id: 3, title: 'A postcard', description: '', minimumAmount: 500, imageUrl: null };
    renderWithProviders(
      <CampaignRewards campaign={{ id: 7, rewards: [reward], currency: 'jpy' }} canDonate embed={false} />,
    );
    expect(screen.getByText('¥500 or more')).toBeTruthy();
    const link = screen.getAllByRole('link').find((a) => a.getAttribute('href')?.includes('reward=3'));
    expect(link?.getAttribute('href')).toBe('/donate/7?amount=500&reward=3');
  });

  it('says the match in the currency, with an example gift of its scale', () => {
    renderWithProviders(
      <CampaignMatch campaign={{ amountRaised: 250_000, matchedAmount: 100_000, match, currency: 'jpy' }} />,
    );
    const figures = screen.getByRole('region', { name: 'Matched giving' });
    expect(figures.textContent).toContain('Raised¥250,000');
    expect(screen.getByText('Acme is matching gifts 1:1, with ¥400,000 of matching left')).toBeTruthy();
    expect(screen.getByText('Your ¥2,500 becomes ¥5,000, thanks to Acme')).toBeTruthy();
  });
});
