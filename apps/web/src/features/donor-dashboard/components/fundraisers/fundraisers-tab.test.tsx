// @vitest-environment jsdom
import { fundraiserEndpoints, fundraiserMessages, fundraiserOperations } from '@causeway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockOperation, mockServer, type Fixture } from '@/test/mock-api';
import { findToast, renderWithProviders } from '@/test/render';
import { FundraisersTab } from './fundraisers-tab';

type Page = Fixture<typeof fundraiserOperations.setStatus>;
type SupporterPage = Fixture<typeof fundraiserOperations.mySupporters>;

const marathon: Page = {
  id: 12,
  slug: 'adas-marathon',
  title: 'Ada’s marathon for water',
  story: 'I run 42 km.',
  goal: 50_000,
  raisedAmount: 12_500,
  giftCount: 3,
  imageUrl: null,
  status: 'active',
  acceptingDonations: true,
  fundraiserName: 'Ada L.',
  team: null,
  campaign: {
    id: 7,
    title: 'Clean Water for Kisoro',
    shortDescription: 'Wells',
    featuredImageUrl: null,
    acceptingDonations: true,
  },
  createdAt: '2026-11-01T10:00:00.000Z',
  hidden: false,
  campaignId: 7,
  teamId: null,
  isCaptain: false,
};

const supporters: SupporterPage = {
  items: [
    {
      donationId: 901,
      name: 'Grace H.',
      amount: 5_000,
      createdAt: '2026-11-20T10:00:00.000Z',
      thanked: false,
      canThank: true,
    },
    {
      donationId: 902,
      name: 'Anonymous',
      amount: 2_500,
      createdAt: '2026-11-19T10:00:00.000Z',
      thanked: false,
      canThank: false,
    },
    {
      donationId: 903,
      name: 'Alan T.',
      amount: 5_000,
      createdAt: '2026-11-18T10:00:00.000Z',
      thanked: true,
      canThank: false,
    },
  ],
  total: 3,
  page: 1,
  pageSize: 10,
};

/** The donor's pages as the server holds them: the list is read again after every change. */
let pages: Page[];
beforeEach(() => {
  pages = [marathon];
});

function openTab() {
  mockOperation(fundraiserOperations.mine, () => pages);
  return renderWithProviders(<FundraisersTab />, { route: '/dashboard?tab=fundraisers', path: '/dashboard' });
}

const pageCard = () => screen.findByRole('article', { name: marathon.title });

describe('My fundraisers: the list', () => {
  it('shows each page with its link, campaign, status, total, gifts and actions', async () => {
    openTab();
    expect(screen.getByRole('status', { name: 'Loading your fundraising pages' })).toBeDefined();
    const card = await pageCard();
    expect(within(card).getByRole('link', { name: marathon.title }).getAttribute('href')).toBe(
      '/campaigns/7/fundraisers/adas-marathon',
    );
    expect(within(card).getByRole('link', { name: 'Clean Water for Kisoro' }).getAttribute('href')).toBe(
      '/campaigns/7',
    );
    expect(within(card).getByText('Active')).toBeDefined();
    expect(within(card).getByText('$125')).toBeDefined();
    expect(within(card).getByText('raised of $500 goal')).toBeDefined();
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(within(card).getByText('3 gifts')).toBeDefined();
    expect(
      within(card)
        .getByRole('link', { name: `Edit ${marathon.title}` })
        .getAttribute('href'),
    ).toBe('/fundraisers/12/edit');
    expect(within(card).queryByText(/An administrator has hidden this page/)).toBeNull();
  });

  it('says when an administrator has hidden a page, and offers no changes to a closed one', async () => {
    pages = [{ ...marathon, hidden: true, status: 'closed' }];
    openTab();
    const card = await pageCard();
    expect(within(card).getByText(/An administrator has hidden this page/)).toBeDefined();
    expect(within(card).getByText('Closed')).toBeDefined();
    expect(within(card).queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Pause/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Close/ })).toBeNull();
    expect(within(card).getByRole('button', { name: /^Download CSV/ })).toBeDefined();
  });

  it('has an empty state that leads to the campaigns', async () => {
    pages = [];
    openTab();
    expect(await screen.findByRole('heading', { name: 'You have no fundraising pages yet' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Browse campaigns' }).getAttribute('href')).toBe('/campaigns');
  });

  it('shows an error with Try Again, which reads the list again', async () => {
    let calls = 0;
    mockOperation(fundraiserOperations.mine, () => {
      calls += 1;
      return calls === 1 ? apiError(500, { code: 'INTERNAL', message: 'Boom' }) : pages;
    });
    const { user } = renderWithProviders(<FundraisersTab />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load your fundraising pages')).toBeDefined();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await pageCard()).toBeDefined();
  });
});

describe('My fundraisers: status', () => {
  it('pauses and resumes a page', async () => {
    const setStatus = mockOperation(fundraiserOperations.setStatus, (call) => {
      const updated: Page = { ...marathon, status: (call.body as { status: Page['status'] }).status };
      pages = [updated];
      return updated;
    });
    const { user } = openTab();
    await user.click(within(await pageCard()).getByRole('button', { name: `Pause ${marathon.title}` }));
    expect(await findToast(fundraiserMessages.paused)).toBeDefined();
    expect(await within(await pageCard()).findByText('Paused')).toBeDefined();
    await user.click(within(await pageCard()).getByRole('button', { name: `Resume ${marathon.title}` }));
    expect(await findToast(fundraiserMessages.resumed)).toBeDefined();
    expect(setStatus.calls.map((call) => call.body)).toEqual([{ status: 'paused' }, { status: 'active' }]);
    expect(setStatus.calls[0]!.params).toEqual({ fundraiserId: '12' });
  });

  it('asks before closing: Keep page open sends nothing, Close page closes for good', async () => {
    const setStatus = mockOperation(fundraiserOperations.setStatus, () => {
      const closed: Page = { ...marathon, status: 'closed' };
      pages = [closed];
      return closed;
    });
    const { user } = openTab();

    await user.click(within(await pageCard()).getByRole('button', { name: `Close ${marathon.title}` }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Close this fundraising page?' });
    expect(within(dialog).getByText(/Closing is final/)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Keep page open' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(setStatus.calls).toHaveLength(0);

    await user.click(within(await pageCard()).getByRole('button', { name: `Close ${marathon.title}` }));
    dialog = await screen.findByRole('alertdialog', { name: 'Close this fundraising page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close page' }));
    expect(await findToast(fundraiserMessages.closed)).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(await pageCard()).getByText('Closed')).toBeDefined();
    expect(setStatus.calls.map((call) => call.body)).toEqual([{ status: 'closed' }]);
  });

  it("shows the server's reason when it refuses", async () => {
    mockOperation(
      fundraiserOperations.setStatus,
      apiError(409, { code: 'CONFLICT', message: fundraiserMessages.closedIsFinal }),
    );
    const { user } = openTab();
    await user.click(within(await pageCard()).getByRole('button', { name: `Pause ${marathon.title}` }));
    const toast = await findToast('Could not change your page');
    expect(within(toast).getByText(fundraiserMessages.closedIsFinal)).toBeDefined();
  });
});

describe('My fundraisers: supporters', () => {
  async function openSupporters() {
    const rendered = openTab();
    await rendered.user.click(
      within(await pageCard()).getByRole('button', { name: `View supporters ${marathon.title}` }),
    );
    const list = await screen.findByRole('region', { name: `Supporters of ${marathon.title}` });
    return { ...rendered, list };
  }

  it('lists the supporters with Thank for those who can be thanked and Thanked for those who were', async () => {
    const list = mockOperation(fundraiserOperations.mySupporters, supporters);
    const { list: region } = await openSupporters();
    expect(await within(region).findByRole('button', { name: 'Thank Grace H.' })).toBeDefined();
    expect(within(region).getByText('Anonymous')).toBeDefined();
    expect(within(region).getByText('$25 ·', { exact: false })).toBeDefined();
    expect(within(region).queryByRole('button', { name: 'Thank Anonymous' })).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Thank Alan T.' })).toBeNull();
    expect(within(region).getByText('Thanked')).toBeDefined();
    expect(list.calls[0]!.params).toEqual({ fundraiserId: '12' });
    expect(list.calls[0]!.url.searchParams.get('page')).toBe('1');
  });

  it('refuses an empty or too long thank-you without asking the server', async () => {
    mockOperation(fundraiserOperations.mySupporters, supporters);
    const thank = mockOperation(fundraiserOperations.thank, { message: fundraiserMessages.thanked });
    const { user, list } = await openSupporters();
    await user.click(await within(list).findByRole('button', { name: 'Thank Grace H.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Say thank you' });
    await user.click(within(dialog).getByRole('button', { name: 'Send thank-you' }));
    expect(await within(dialog).findByText(fundraiserMessages.thanksRequired)).toBeDefined();

    const message = within(dialog).getByRole('textbox', { name: 'Your message' });
    await user.click(message);
    await user.paste('x'.repeat(1_001));
    await user.click(within(dialog).getByRole('button', { name: 'Send thank-you' }));
    expect(await within(dialog).findByText(fundraiserMessages.thanksMax)).toBeDefined();
    expect(thank.calls).toHaveLength(0);
  });

  it('sends the thank-you, closes, and the row then shows Thanked', async () => {
    let thanked = false;
    mockOperation(fundraiserOperations.mySupporters, () =>
      thanked
        ? {
            ...supporters,
            items: supporters.items.map((s) => (s.donationId === 901 ? { ...s, thanked: true, canThank: false } : s)),
          }
        : supporters,
    );
    const thank = mockOperation(fundraiserOperations.thank, () => {
      thanked = true;
      return { message: fundraiserMessages.thanked };
    });
    const { user, list } = await openSupporters();
    await user.click(await within(list).findByRole('button', { name: 'Thank Grace H.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Say thank you' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your message' }), '  Thank you so much!  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send thank-you' }));

    expect(await findToast(fundraiserMessages.thanked)).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(list).queryByRole('button', { name: 'Thank Grace H.' })).toBeNull());
    expect(within(list).getAllByText('Thanked')).toHaveLength(2);
    expect(thank.calls[0]!.params).toEqual({ fundraiserId: '12', donationId: '901' });
    expect(thank.calls[0]!.body).toEqual({ message: 'Thank you so much!' });
  });

  it("keeps the dialog open with the server's reason when it refuses", async () => {
    mockOperation(fundraiserOperations.mySupporters, supporters);
    mockOperation(
      fundraiserOperations.thank,
      apiError(409, { code: 'CONFLICT', message: fundraiserMessages.alreadyThanked }),
    );
    const { user, list } = await openSupporters();
    await user.click(await within(list).findByRole('button', { name: 'Thank Grace H.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Say thank you' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your message' }), 'Thanks!');
    await user.click(within(dialog).getByRole('button', { name: 'Send thank-you' }));
    expect(
      within(await findToast('Could not send your thank-you')).getByText(fundraiserMessages.alreadyThanked),
    ).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Say thank you' })).toBeDefined();
  });
});

describe('My fundraisers: Download CSV', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("fetches the page's supporters CSV and saves it under the server's name", async () => {
    const requests: string[] = [];
    mockServer.use(
      http.get(fundraiserEndpoints.mySupportersCsv.path, ({ request }) => {
        requests.push(new URL(request.url).pathname);
        return new HttpResponse('Name,Amount\r\nGrace H.,50.00\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="adas-marathon-supporters.csv"',
          },
        });
      }),
    );
    // The browser's own download (a click on a temporary <a download>): jsdom cannot navigate, so it is watched.
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = openTab();
    await user.click(within(await pageCard()).getByRole('button', { name: /^Download CSV/ }));
    const toast = await findToast('Supporters downloaded');
    expect(saved).toEqual(['adas-marathon-supporters.csv']);
    expect(within(toast).getByText('Saved as adas-marathon-supporters.csv.')).toBeDefined();
    expect(requests).toEqual(['/api/users/me/fundraisers/12/supporters.csv']);
  });

  it("shows the server's reason when the download fails", async () => {
    mockServer.use(
      http.get(fundraiserEndpoints.mySupportersCsv.path, () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: fundraiserMessages.notFound }, { status: 404 }),
      ),
    );
    const { user } = openTab();
    await user.click(within(await pageCard()).getByRole('button', { name: /^Download CSV/ }));
    expect(within(await findToast('Download failed')).getByText(fundraiserMessages.notFound)).toBeDefined();
  });
});
