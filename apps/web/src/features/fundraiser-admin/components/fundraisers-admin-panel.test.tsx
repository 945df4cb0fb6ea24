// @vitest-environment jsdom
import { FUNDRAISER_GUIDE_MAX, fundraiserMessages, fundraiserOperations } from '@causeway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, mockOperation, type Fixture } from '@/test/mock-api';
import { findToast, renderWithProviders } from '@/test/render';
import { FundraisersAdminPanel } from './fundraisers-admin-panel';

type Settings = Fixture<typeof fundraiserOperations.settings>;
type Row = Fixture<typeof fundraiserOperations.hide>;

const off: Settings = { enabled: false, suggestedGoal: null, guide: '' };

const marathon: Row = {
  id: 12,
  slug: 'adas-marathon',
  title: 'Ada’s marathon for water',
  ownerName: 'Ada Lovelace',
  ownerEmail: 'ada@example.org',
  teamName: 'Runners',
  goal: 50_000,
  raisedAmount: 12_500,
  giftCount: 3,
  status: 'active',
  hidden: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};

/** The campaign's pages as the server holds them: the list is read again after every change. */
let rows: Row[];
beforeEach(() => {
  rows = [marathon];
});

function openPanel(settings: Settings = off) {
  mockOperation(fundraiserOperations.settings, settings);
  const list = mockOperation(fundraiserOperations.adminList, (call) => {
    const q = call.url.searchParams.get('q') ?? '';
    const items = rows.filter((row) => row.title.toLowerCase().includes(q.toLowerCase()));
    return { items, total: items.length, page: Number(call.url.searchParams.get('page') ?? 1), pageSize: 10 as const };
  });
  return { ...renderWithProviders(<FundraisersAdminPanel campaignId={7} />), list };
}

const settingsForm = () => screen.findByRole('form', { name: 'Peer-to-peer fundraising' });

describe('the peer-to-peer settings form', () => {
  it('starts from the saved settings and sends the suggested goal in cents', async () => {
    const save = mockOperation(fundraiserOperations.saveSettings, (call) => call.body as Settings);
    const { user } = openPanel({ enabled: false, suggestedGoal: 25_000, guide: 'Tell your story.' });
    const form = await settingsForm();
    const allow = within(form).getByRole('checkbox', { name: fundraiserMessages.allowLabel });
    const goal = within(form).getByRole('textbox', { name: 'Suggested personal goal (USD, optional)' });
    expect(allow.getAttribute('aria-checked')).toBe('false');
    expect((goal as HTMLInputElement).value).toBe('250');

    await user.click(allow);
    await user.clear(goal);
    await user.type(goal, '1,000.50');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));

    expect(await findToast(fundraiserMessages.settingsSaved)).toBeDefined();
    expect(save.calls[0]!.params).toEqual({ id: '7' });
    expect(save.calls[0]!.body).toEqual({ enabled: true, suggestedGoal: 100_050, guide: 'Tell your story.' });
  });

  it('sends no suggested goal when the field is empty', async () => {
    const save = mockOperation(fundraiserOperations.saveSettings, (call) => call.body as Settings);
    const { user } = openPanel({ enabled: true, suggestedGoal: 25_000, guide: '' });
    const form = await settingsForm();
    await user.clear(within(form).getByRole('textbox', { name: 'Suggested personal goal (USD, optional)' }));
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(save.calls).toHaveLength(1));
    expect(save.calls[0]!.body).toEqual({ enabled: true, suggestedGoal: null, guide: '' });
  });

  it('refuses a goal under $100, a goal that is not a number and a guide that is too long', async () => {
    const save = mockOperation(fundraiserOperations.saveSettings, off);
    const { user } = openPanel();
    const form = await settingsForm();
    const goal = within(form).getByRole('textbox', { name: 'Suggested personal goal (USD, optional)' });
    await user.type(goal, '50');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText(fundraiserMessages.goalMin)).toBeDefined();

    await user.clear(goal);
    await user.type(goal, 'lots');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('Please enter a valid amount')).toBeDefined();

    await user.clear(goal);
    await user.click(within(form).getByRole('textbox', { name: 'Guide for fundraisers (optional)' }));
    await user.paste('g'.repeat(FUNDRAISER_GUIDE_MAX + 1));
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText(fundraiserMessages.guideMax)).toBeDefined();
    expect(save.calls).toHaveLength(0);
  });

  it("shows the server's word under its field", async () => {
    mockOperation(
      fundraiserOperations.saveSettings,
      apiError(400, {
        code: 'VALIDATION_FAILED',
        message: 'Invalid request',
        fieldErrors: { guide: [fundraiserMessages.guideMax] },
      }),
    );
    const { user } = openPanel();
    const form = await settingsForm();
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText(fundraiserMessages.guideMax)).toBeDefined();
  });
});

describe("the campaign's fundraising pages", () => {
  const row = () => screen.findByRole('article', { name: marathon.title });

  it('lists each page with its link, owner, team, totals, status and visibility', async () => {
    const { list } = openPanel();
    const item = await row();
    expect(within(item).getByRole('link', { name: marathon.title }).getAttribute('href')).toBe(
      '/campaigns/7/fundraisers/adas-marathon',
    );
    expect(within(item).getByText('Ada Lovelace')).toBeDefined();
    expect(within(item).getByText('ada@example.org')).toBeDefined();
    expect(within(item).getByText('Team Runners')).toBeDefined();
    expect(within(item).getByText('$125')).toBeDefined();
    expect(within(item).getByText(/of \$500 · 3 gifts/)).toBeDefined();
    expect(within(item).getByText('Active')).toBeDefined();
    expect(within(item).queryByText('Hidden')).toBeNull();
    expect(list.calls[0]!.params).toEqual({ id: '7' });
  });

  it('searches by what is typed, from the first page', async () => {
    rows = [marathon, { ...marathon, id: 13, slug: 'bake-sale', title: 'Bake sale', teamName: null }];
    const { user, list } = openPanel();
    expect(await screen.findByRole('article', { name: 'Bake sale' })).toBeDefined();
    await user.type(screen.getByRole('searchbox', { name: 'Search fundraising pages' }), 'bake{Enter}');
    await waitFor(() => expect(screen.queryByRole('article', { name: marathon.title })).toBeNull());
    expect(screen.getByRole('article', { name: 'Bake sale' })).toBeDefined();
    expect(list.calls.at(-1)!.url.searchParams.get('q')).toBe('bake');
    expect(list.calls.at(-1)!.url.searchParams.get('page')).toBe('1');
  });

  it('hides a page and shows it again', async () => {
    const hide = mockOperation(fundraiserOperations.hide, () => {
      rows = [{ ...marathon, hidden: true }];
      return rows[0]!;
    });
    const unhide = mockOperation(fundraiserOperations.unhide, () => {
      rows = [marathon];
      return marathon;
    });
    const { user } = openPanel();
    await user.click(within(await row()).getByRole('button', { name: `Hide ${marathon.title}` }));
    expect(await findToast(fundraiserMessages.hidden)).toBeDefined();
    expect(await within(await row()).findByText('Hidden')).toBeDefined();
    expect(hide.calls[0]!.params).toEqual({ fundraiserId: '12' });

    await user.click(within(await row()).getByRole('button', { name: `Unhide ${marathon.title}` }));
    expect(await findToast(fundraiserMessages.unhidden)).toBeDefined();
    await waitFor(async () => expect(within(await row()).queryByText('Hidden')).toBeNull());
    expect(unhide.calls[0]!.params).toEqual({ fundraiserId: '12' });
  });

  it('asks before removing, saying the gifts then count as direct gifts; Keep page sends nothing', async () => {
    const remove = mockOperation(fundraiserOperations.remove, () => {
      rows = [];
      return { message: fundraiserMessages.removed };
    });
    const { user } = openPanel();

    await user.click(within(await row()).getByRole('button', { name: `Remove ${marathon.title}` }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove this fundraising page?' });
    expect(within(dialog).getByText(/count as direct gifts/)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Keep page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove.calls).toHaveLength(0);

    await user.click(within(await row()).getByRole('button', { name: `Remove ${marathon.title}` }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove this fundraising page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove page' }));
    expect(await findToast(fundraiserMessages.removed)).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'No fundraising pages yet' })).toBeDefined();
    expect(remove.calls[0]!.params).toEqual({ fundraiserId: '12' });
  });

  it("shows the server's reason when hiding fails", async () => {
    mockOperation(
      fundraiserOperations.hide,
      apiError(404, { code: 'NOT_FOUND', message: fundraiserMessages.notFound }),
    );
    const { user } = openPanel();
    await user.click(within(await row()).getByRole('button', { name: `Hide ${marathon.title}` }));
    expect(within(await findToast('Error')).getByText(fundraiserMessages.notFound)).toBeDefined();
  });

  it('shows an error with Try again when the list fails', async () => {
    mockOperation(fundraiserOperations.settings, off);
    let calls = 0;
    mockOperation(fundraiserOperations.adminList, () => {
      calls += 1;
      return calls === 1
        ? apiError(500, { code: 'INTERNAL', message: 'Boom' })
        : { items: rows, total: rows.length, page: 1, pageSize: 10 as const };
    });
    const { user } = renderWithProviders(<FundraisersAdminPanel campaignId={7} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the fundraising pages')).toBeDefined();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await row()).toBeDefined();
  });
});
