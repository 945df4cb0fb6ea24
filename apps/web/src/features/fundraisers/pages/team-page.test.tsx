// @vitest-environment jsdom
import { fundraiserOperations } from '@causeway/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockOperation, type Fixture } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { TeamPage } from './team-page';

type Team = Fixture<typeof fundraiserOperations.team>;

const team: Team = {
  slug: 'runners',
  name: 'Runners <img src=x>',
  captainName: 'Ada L.',
  goal: 200_000,
  raisedAmount: 50_000,
  giftCount: 6,
  campaign: {
    id: 7,
    title: 'Clean Water',
    shortDescription: 'Wells.',
    featuredImageUrl: null,
    acceptingDonations: true,
  },
  members: [
    {
      slug: 'bo-swims',
      title: 'Bo swims',
      fundraiserName: 'Bo K.',
      goal: 100_000,
      raisedAmount: 30_000,
      giftCount: 4,
      isCaptain: false,
    },
    {
      slug: 'adas-10k',
      title: 'Ada runs',
      fundraiserName: 'Ada L.',
      goal: 50_000,
      raisedAmount: 20_000,
      giftCount: 2,
      isCaptain: true,
    },
  ],
};

function renderTeam() {
  return renderWithProviders(<TeamPage />, { route: '/campaigns/7/teams/runners', path: '/campaigns/:id/teams/:slug' });
}

describe('TeamPage', () => {
  it('shows the team, its captain, its progress and its members, each linking to their page', async () => {
    mockOperation(fundraiserOperations.team, team);
    renderTeam();
    expect(await screen.findByRole('heading', { level: 1, name: 'Runners <img src=x>' })).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText(/Captained by/).textContent).toBe('Captained by Ada L., raising money for Clean Water');
    expect(screen.getByRole('progressbar', { name: '25% of the team goal raised' })).toBeTruthy();
    const members = screen.getByRole('region', { name: /Members/ });
    const rows = within(members).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Bo swims' }).getAttribute('href')).toBe(
      '/campaigns/7/fundraisers/bo-swims',
    );
    expect(rows[0]?.textContent).toContain('$300 of $1,000');
    expect(rows[1]?.textContent).toContain('Captain');
    expect(document.title).toBe('Runners <img src=x> | Causeway');
  });

  it('shows the not-found card for an unknown or hidden team', async () => {
    mockOperation(fundraiserOperations.team, apiError(404, { message: 'Team not found', code: 'NOT_FOUND' }));
    renderTeam();
    expect(await screen.findByRole('heading', { name: 'Team not found' })).toBeTruthy();
  });
});
