// @vitest-environment jsdom
import { fundraiserOperations } from '@causeway/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockOperation, type Fixture } from '@/test/mock-api';
import { findNavigation, renderWithProviders } from '@/test/render';
import { FundraiserPage } from './fundraiser-page';

type Page = Fixture<typeof fundraiserOperations.page>;
type SupporterPage = Fixture<typeof fundraiserOperations.supporters>;

const recent = (i: number) => ({ name: `Donor ${i}`, amount: 1000 * i, createdAt: new Date().toISOString() });

function fundraiser(overrides: Partial<Page> = {}): Page {
  return {
    id: 3,
    slug: 'adas-10k',
    title: 'Ada runs 10k for water',
    story: 'I am running.\nEvery mile is a well.',
    goal: 50_000,
    raisedAmount: 12_500,
    giftCount: 3,
    imageUrl: null,
    status: 'active',
    acceptingDonations: true,
    fundraiserName: 'Ada L.',
    team: { slug: 'runners', name: 'Runners' },
    campaign: {
      id: 7,
      title: 'Clean Water for Kisoro',
      shortDescription: 'Wells.',
      featuredImageUrl: null,
      acceptingDonations: true,
    },
    recentSupporters: [recent(1), { ...recent(2), name: 'Anonymous' }, recent(3)],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function renderPage(route = '/campaigns/7/fundraisers/adas-10k') {
  return renderWithProviders(<FundraiserPage />, { route, path: '/campaigns/:id/fundraisers/:slug' });
}

describe('FundraiserPage', () => {
  it('shows the title, who raises for which campaign, progress to the goal, the team and a Donate link', async () => {
    mockOperation(fundraiserOperations.page, fundraiser());
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada runs 10k for water' })).toBeTruthy();
    expect(screen.getByText(/is raising money for/).textContent).toBe(
      'Ada L. is raising money for Clean Water for Kisoro',
    );
    expect(screen.getByRole('link', { name: 'Clean Water for Kisoro' }).getAttribute('href')).toBe('/campaigns/7');
    expect(screen.getByRole('link', { name: 'Team Runners' }).getAttribute('href')).toBe('/campaigns/7/teams/runners');
    expect(screen.getByRole('progressbar', { name: "25% of Ada L.'s goal raised" })).toBeTruthy();
    expect(screen.getByText('$125')).toBeTruthy();
    expect(screen.getByText('raised of $500')).toBeTruthy();
    expect(screen.getByText('3 gifts')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Share on X' }).getAttribute('href')).toContain(
      encodeURIComponent('/campaigns/7/fundraisers/adas-10k'),
    );
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeTruthy();
    expect(document.title).toBe('Ada runs 10k for water | Causeway');
    await user.click(screen.getByRole('link', { name: 'Donate' }));
    expect(await findNavigation()).toBe('/donate/7?fundraiser=adas-10k');
  });

  it('shows the story as text with its line breaks, and markup in it as the characters typed', async () => {
    const attack = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    mockOperation(
      fundraiserOperations.page,
      fundraiser({ title: attack, story: `First line\nSecond line\n${attack}`, fundraiserName: '<b>Eve</b>' }),
    );
    renderPage();
    const story = await screen.findByText(/First line/);
    expect(story.textContent).toBe(`First line\nSecond line\n${attack}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(attack);
    expect(screen.getAllByText('<b>Eve</b>').length).toBeGreaterThan(0);
    expect(document.querySelector('main script, #root script, body > div script')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });

  it.each([
    ['paused', true, 'Ada L. has paused this page: it is not taking gifts right now.'],
    ['closed', true, 'This page is closed and takes no more gifts. Thank you to everyone who gave!'],
    ['active', false, 'The campaign this page supports is not accepting donations right now.'],
  ] as const)(
    'turns Donate off with the reason when the page is %s (campaign taking gifts: %s)',
    async (status, campaignOpen, reason) => {
      const page = fundraiser({ status, acceptingDonations: false });
      page.campaign.acceptingDonations = campaignOpen;
      mockOperation(fundraiserOperations.page, page);
      renderPage();
      const donate = await screen.findByRole('button', { name: 'Donate' });
      expect((donate as HTMLButtonElement).disabled).toBe(true);
      expect(screen.queryByRole('link', { name: 'Donate' })).toBeNull();
      const note = document.getElementById(donate.getAttribute('aria-describedby')!);
      expect(note?.textContent).toBe(reason);
    },
  );

  it('lists the recent supporters, and "Show more" reads the public list page by page', async () => {
    mockOperation(fundraiserOperations.page, fundraiser({ giftCount: 12 }));
    const firstTen: SupporterPage['items'] = Array.from({ length: 10 }, (_, i) => recent(12 - i));
    const list = mockOperation(fundraiserOperations.supporters, (call) =>
      call.url.searchParams.get('page') === '2'
        ? ({
            items: [recent(2), { ...recent(1), name: 'Anonymous' }],
            total: 12,
            page: 2,
            pageSize: 10,
          } as SupporterPage)
        : ({ items: firstTen, total: 12, page: 1, pageSize: 10 } as SupporterPage),
    );
    const { user } = renderPage();
    const section = await screen.findByRole('region', { name: /Supporters/ });
    const rows = within(section).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('Donor 1');
    expect(rows[0]?.textContent).toContain('$10');
    expect(rows[0]?.textContent).toContain('just now');
    expect(rows[1]?.textContent).toContain('Anonymous');
    expect(list.calls).toHaveLength(0);

    await user.click(within(section).getByRole('button', { name: 'Show more' }));
    await within(section).findByText('Donor 12');
    expect(within(section).getAllByRole('listitem')).toHaveLength(10);
    await user.click(within(section).getByRole('button', { name: 'Show more' }));
    await within(section).findByText('Anonymous');
    expect(within(section).getAllByRole('listitem')).toHaveLength(12);
    expect(within(section).queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(list.calls.map((call) => call.url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('offers no "Show more" when the page came with all its supporters, and invites the first gift when none', async () => {
    mockOperation(fundraiserOperations.page, fundraiser({ giftCount: 0, raisedAmount: 0, recentSupporters: [] }));
    renderPage();
    expect(await screen.findByText('No gifts yet. Be the first to support Ada L.!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows the not-found card for a hidden or unknown page, and for a malformed address without asking', async () => {
    const api = mockOperation(
      fundraiserOperations.page,
      apiError(404, { message: 'Fundraising page not found', code: 'NOT_FOUND' }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Fundraising page not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(api.calls).toHaveLength(1);
  });

  it('does not ask for a slug the API would refuse', async () => {
    const api = mockOperation(fundraiserOperations.page, fundraiser());
    renderPage('/campaigns/7/fundraisers/Not_A_Slug');
    expect(await screen.findByRole('heading', { name: 'Fundraising page not found' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
