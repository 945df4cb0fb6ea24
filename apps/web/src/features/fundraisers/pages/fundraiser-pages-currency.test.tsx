// @vitest-environment jsdom
import { campaignOperations, fundraiserOperations } from '@causeway/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignDetail } from '@/test/campaign-fixture';
import { mockOperation, type Fixture } from '@/test/mock-api';
import { findNavigation, renderWithProviders } from '@/test/render';
import { CreateFundraiserPage } from './create-fundraiser-page';
import { FundraiserPage } from './fundraiser-page';
import { ownFundraiser } from './own-fundraiser-fixture';
import { TeamPage } from './team-page';

// Issue 26: a fundraising page, a team and the create form of a campaign in euros or yen show and take its currency.

const campaign = {
  id: 7,
  title: 'Clean Water',
  shortDescription: 'Wells.',
  featuredImageUrl: null,
  acceptingDonations: true,
};

const euroPage: Fixture<typeof fundraiserOperations.page> = {
  id: 3,
  slug: 'adas-10k',
  title: 'Ada runs 10k',
  story: 'I run.',
  goal: 50_000,
  raisedAmount: 12_550,
  giftCount: 2,
  imageUrl: null,
  status: 'active',
  acceptingDonations: true,
  fundraiserName: 'Ada L.',
  team: null,
  campaign,
  recentSupporters: [
    { name: 'Bo K.', amount: 2_550, createdAt: new Date().toISOString(), currency: 'eur' },
    { name: 'Anonymous', amount: 10_000, createdAt: new Date().toISOString(), currency: 'eur' },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  currency: 'eur',
};

const yenTeam: Fixture<typeof fundraiserOperations.team> = {
  slug: 'runners',
  name: 'Runners',
  captainName: 'Ada L.',
  goal: 200_000,
  raisedAmount: 50_000,
  giftCount: 6,
  campaign,
  members: [
    {
      slug: 'adas-10k',
      title: 'Ada runs',
      fundraiserName: 'Ada L.',
      goal: 100_000,
      raisedAmount: 30_000,
      giftCount: 4,
      isCaptain: true,
    },
  ],
  currency: 'jpy',
};

describe('fundraising pages in the campaign’s currency', () => {
  it('shows a euro page’s progress and its supporters’ gifts in euros', async () => {
    mockOperation(fundraiserOperations.page, euroPage);
    renderWithProviders(<FundraiserPage />, {
      route: '/campaigns/7/fundraisers/adas-10k',
      path: '/campaigns/:id/fundraisers/:slug',
    });
    expect(await screen.findByText('€126')).toBeTruthy();
    expect(screen.getByText('raised of €500')).toBeTruthy();
    const supporters = screen.getByRole('region', { name: /Supporters/ });
    expect(within(supporters).getByText('€25.50')).toBeTruthy();
    expect(within(supporters).getByText('€100')).toBeTruthy();
    expect(document.body.textContent).not.toContain('$');
  });

  it('shows a yen team’s figures in whole yen, never divided by 100', async () => {
    mockOperation(fundraiserOperations.team, yenTeam);
    renderWithProviders(<TeamPage />, { route: '/campaigns/7/teams/runners', path: '/campaigns/:id/teams/:slug' });
    expect(await screen.findByText('¥50,000')).toBeTruthy();
    expect(screen.getByText('raised of ¥200,000')).toBeTruthy();
    const member = screen.getByRole('link', { name: 'Ada runs' }).closest('li')!;
    expect(member.textContent).toContain('¥30,000 of ¥100,000');
    expect(document.body.textContent).not.toMatch(/¥500\b|\$/);
  });

  it('takes the goal in the campaign’s currency on the create form and sends whole yen', async () => {
    mockOperation(
      campaignOperations.detail,
      campaignDetail({ currency: 'jpy', fundraising: { enabled: true, suggestedGoal: null, guide: '' } }),
    );
    const create = mockOperation(fundraiserOperations.create, ownFundraiser({ currency: 'jpy' }));
    const { user } = renderWithProviders(<CreateFundraiserPage />, {
      route: '/campaigns/7/fundraise',
      path: '/campaigns/:id/fundraise',
    });
    const goal = await screen.findByLabelText<HTMLInputElement>('Your goal (JPY)');
    expect(goal.value).toBe('10000');
    expect(screen.getByText('At least ¥10,000. You can change it later.')).toBeTruthy();
    await user.type(screen.getByLabelText('Title'), 'Ada’s 10k');
    await user.type(screen.getByLabelText('Your story'), 'I run.');
    await user.clear(goal);
    await user.type(goal, '9,999');
    await user.click(screen.getByRole('button', { name: 'Create my page' }));
    expect(await screen.findByText('Your goal must be at least ¥10,000')).toBeTruthy();
    expect(create.calls).toEqual([]);

    await user.clear(goal);
    await user.type(goal, '25,000');
    await user.click(screen.getByRole('button', { name: 'Create my page' }));
    expect(await findNavigation()).toBe('/campaigns/7/fundraisers/adas-10k');
    expect(create.calls[0]!.body).toMatchObject({ goal: 25_000 });
  });
});
