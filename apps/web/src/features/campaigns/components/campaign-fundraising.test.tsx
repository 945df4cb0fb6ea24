// @vitest-environment jsdom
import { campaignOperations, fundraiserOperations, supportMessageOperations } from '@causeway/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignDetail } from '@/test/campaign-fixture';
import { mockOperation } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { CampaignDetails } from './campaign-details';

const enabled = { enabled: true, suggestedGoal: null, guide: '' };

function renderCampaign(route = '/campaigns/7') {
  mockOperation(supportMessageOperations.list, { items: [], total: 0, page: 1, pageSize: 10 });
  return renderWithProviders(<CampaignDetails idParam="7" embed={false} />, { route, path: '/campaigns/7' });
}

describe('the campaign page’s peer-to-peer fundraising (issue 25)', () => {
  it('offers "Fundraise for this campaign" and a Fundraisers tab that loads the leaderboards when opened', async () => {
    mockOperation(campaignOperations.detail, campaignDetail({ fundraising: enabled }));
    const board = mockOperation(fundraiserOperations.leaderboard, {
      items: [
        {
          rank: 1,
          slug: 'adas-10k',
          title: 'Ada runs 10k',
          fundraiserName: 'Ada L.',
          imageUrl: null,
          goal: 50_000,
          raisedAmount: 2_500,
          giftCount: 1,
          status: 'active',
          team: null,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 10,
    });
    mockOperation(fundraiserOperations.teamLeaderboard, { items: [], total: 0, page: 1, pageSize: 10 });
    const { user } = renderCampaign();
    const start = await screen.findByRole('link', { name: 'Fundraise for this campaign' });
    expect(start.getAttribute('href')).toBe('/campaigns/7/fundraise');
    expect(board.calls).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: 'Fundraisers' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Fundraisers' });
    expect((await within(panel).findByRole('link', { name: 'Ada runs 10k' })).getAttribute('href')).toBe(
      '/campaigns/7/fundraisers/adas-10k',
    );
  });

  it('has neither the button nor the tab when the campaign does not allow fundraising, even from a link to it', async () => {
    mockOperation(campaignOperations.detail, campaignDetail());
    renderCampaign('/campaigns/7?tab=fundraisers');
    expect(await screen.findByRole('tab', { name: 'About', selected: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Fundraisers' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Fundraise for this campaign' })).toBeNull();
  });
});
