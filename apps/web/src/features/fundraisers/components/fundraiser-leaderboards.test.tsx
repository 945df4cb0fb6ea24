// @vitest-environment jsdom
import { fundraiserOperations } from '@causeway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockOperation, type Fixture } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { FundraiserLeaderboards } from './fundraiser-leaderboards';

type Board = Fixture<typeof fundraiserOperations.leaderboard>;
type TeamBoard = Fixture<typeof fundraiserOperations.teamLeaderboard>;

const row = (rank: number, title = `Page ${rank}`): Board['items'][number] => ({
  rank,
  slug: `page-${rank}`,
  title,
  fundraiserName: `Runner ${rank}`,
  imageUrl: null,
  goal: 100_000,
  raisedAmount: 50_000 - rank * 1000,
  giftCount: 4,
  status: 'active',
  team: rank === 1 ? { slug: 'runners', name: 'Runners' } : null,
});
const board = (page: number, items: Board['items'], total: number): Board => ({ items, total, page, pageSize: 10 });
const noTeams: TeamBoard = { items: [], total: 0, page: 1, pageSize: 10 };

function renderBoards(canStart = true) {
  return renderWithProviders(<FundraiserLeaderboards campaignId={7} canStart={canStart} />, { route: '/campaigns/7' });
}

const fundraisersRegion = () => screen.findByRole('region', { name: /Top fundraisers/ });

describe('FundraiserLeaderboards', () => {
  it('ranks the pages and teams, each linking to its page', async () => {
    mockOperation(fundraiserOperations.leaderboard, board(1, [row(1), row(2)], 2));
    mockOperation(fundraiserOperations.teamLeaderboard, {
      items: [
        {
          id: 4,
          rank: 1,
          slug: 'runners',
          name: 'Runners <script>',
          captainName: 'Ada L.',
          goal: 200_000,
          raisedAmount: 49_000,
          giftCount: 4,
          memberCount: 2,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 10,
    });
    renderBoards();
    const pages = await fundraisersRegion();
    const rows = await within(pages).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Rank 1');
    expect(rows[0]?.textContent).toContain('Runner 1 · Team Runners');
    expect(rows[0]?.textContent).toContain('$490 of $1,000 · 4 gifts');
    expect(within(rows[0]!).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      '/campaigns/7/fundraisers/page-1',
    );
    const teams = screen.getByRole('region', { name: /Top teams/ });
    const team = await within(teams).findByRole('link', { name: 'Runners <script>' });
    expect(team.getAttribute('href')).toBe('/campaigns/7/teams/runners');
    expect(within(teams).getByText(/Captain Ada L\. · 2 members/)).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('searches both lists once typing pauses, from their first pages', async () => {
    const pages = mockOperation(fundraiserOperations.leaderboard, (call) =>
      call.url.searchParams.get('q') === 'ada' ? board(1, [row(4, 'Ada swims')], 1) : board(1, [row(1), row(2)], 2),
    );
    const teams = mockOperation(fundraiserOperations.teamLeaderboard, noTeams);
    const { user } = renderBoards();
    await within(await fundraisersRegion()).findByRole('link', { name: 'Page 1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search fundraisers and teams' }), 'ada');
    expect(await screen.findByRole('link', { name: 'Ada swims' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Page 1' })).toBeNull();
    // Debounced: the pause searched once, not once per letter.
    expect(pages.calls.map((call) => call.url.searchParams.get('q'))).toEqual([null, 'ada']);
    await waitFor(() => expect(teams.calls.map((call) => call.url.searchParams.get('q'))).toEqual([null, 'ada']));
    expect(await screen.findByText('No team matches “ada”.')).toBeTruthy();
  });

  it('pages through the fundraisers ten at a time', async () => {
    const pages = mockOperation(fundraiserOperations.leaderboard, (call) =>
      call.url.searchParams.get('page') === '2'
        ? board(2, [row(11), row(12)], 12)
        : board(
            1,
            Array.from({ length: 10 }, (_, i) => row(i + 1)),
            12,
          ),
    );
    mockOperation(fundraiserOperations.teamLeaderboard, noTeams);
    const { user } = renderBoards();
    const region = await fundraisersRegion();
    expect(await within(region).findAllByRole('listitem')).toHaveLength(10);
    await user.click(within(region).getByRole('button', { name: /Next/ }));
    expect(await within(region).findByRole('link', { name: 'Page 11' })).toBeTruthy();
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    expect(within(region).getAllByRole('listitem')[0]?.textContent).toContain('Rank 11');
    expect(pages.calls.map((call) => call.url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('invites the first supporter to fundraise when there are no pages yet', async () => {
    mockOperation(fundraiserOperations.leaderboard, board(1, [], 0));
    mockOperation(fundraiserOperations.teamLeaderboard, noTeams);
    renderBoards();
    expect(await screen.findByText('No fundraisers yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fundraise for this campaign' }).getAttribute('href')).toBe(
      '/campaigns/7/fundraise',
    );
    expect(screen.getByText('No teams yet')).toBeTruthy();
  });

  it('does not invite anyone to start a page when the campaign takes no gifts', async () => {
    mockOperation(fundraiserOperations.leaderboard, board(1, [], 0));
    mockOperation(fundraiserOperations.teamLeaderboard, noTeams);
    renderBoards(false);
    expect(await screen.findByText('No one has made a fundraising page for this campaign.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Fundraise for this campaign' })).toBeNull();
  });

  it('offers to try again when a list cannot be loaded', async () => {
    let fail = true;
    mockOperation(fundraiserOperations.leaderboard, () =>
      fail ? apiError(500, { message: 'Internal error', code: 'INTERNAL' }) : board(1, [row(1)], 1),
    );
    mockOperation(fundraiserOperations.teamLeaderboard, noTeams);
    const { user } = renderBoards();
    expect(await screen.findByText('Could not load the top fundraisers')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Page 1' })).toBeTruthy();
  });
});
