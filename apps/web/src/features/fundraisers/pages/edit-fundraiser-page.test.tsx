// @vitest-environment jsdom
import { campaignOperations, fundraiserMessages as m, fundraiserOperations } from '@causeway/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignDetail } from '@/test/campaign-fixture';
import { mockOperation } from '@/test/mock-api';
import { findNavigation, findToast, renderWithProviders } from '@/test/render';
import { EditFundraiserPage } from './edit-fundraiser-page';
import { ownFundraiser, type OwnFundraiserFixture as OwnPage } from './own-fundraiser-fixture';

/** Ada's page a while after she made it: gifts, a photo, a team. */
function adasPage(overrides: Partial<OwnPage> = {}): OwnPage {
  return ownFundraiser({
    story: 'I run.\nFor water.',
    goal: 75_000,
    raisedAmount: 12_500,
    giftCount: 3,
    imageUrl: '/uploads/abc123.webp',
    team: { slug: 'elgon-striders', name: 'Elgon Striders' },
    teamId: 3,
    ...overrides,
  });
}

function openEditPage(mine: OwnPage[], route = '/fundraisers/41/edit') {
  mockOperation(fundraiserOperations.mine, mine);
  mockOperation(
    campaignOperations.detail,
    campaignDetail({ fundraising: { enabled: true, suggestedGoal: 50_000, guide: 'Share it widely.' } }),
  );
  mockOperation(fundraiserOperations.teamLeaderboard, { items: [], total: 0, page: 1, pageSize: 10 });
  return renderWithProviders(<EditFundraiserPage />, { route, path: '/fundraisers/:fundraiserId/edit' });
}

describe('the edit fundraising page', () => {
  it('starts from the page as it is, keeps its team, and saves with the edit', async () => {
    const edit = mockOperation(fundraiserOperations.edit, adasPage({ title: 'Ada’s 21k', slug: 'adas-10k' }));
    const { user } = openEditPage([adasPage({ id: 40, slug: 'other' }), adasPage()]);

    const title = await screen.findByLabelText<HTMLInputElement>('Title');
    expect(title.value).toBe('Ada’s 10k');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your story').value).toBe('I run.\nFor water.');
    expect(screen.getByLabelText<HTMLInputElement>('Your goal (USD)').value).toBe('750');
    expect(screen.getByRole('radio', { name: /Join a team/ })).toHaveProperty('checked', true);
    expect(await screen.findByRole('radio', { name: /Elgon Striders/ })).toHaveProperty('checked', true);
    expect(await screen.findByText('Share it widely.')).toBeDefined();

    await user.clear(title);
    await user.type(title, 'Ada’s 21k');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await findNavigation()).toBe('/campaigns/7/fundraisers/adas-10k');
    expect(edit.calls[0]!.params).toEqual({ fundraiserId: '41' });
    expect(edit.calls[0]!.body).toEqual({
      title: 'Ada’s 21k',
      story: 'I run.\nFor water.',
      goal: 75_000,
      imageUrl: '/uploads/abc123.webp',
      team: { teamId: 3 },
    });
    await findToast(m.saved);
  });

  it('leaves the team when No team is chosen', async () => {
    const edit = mockOperation(fundraiserOperations.edit, adasPage({ team: null, teamId: null }));
    const { user } = openEditPage([adasPage()]);
    await user.click(await screen.findByRole('radio', { name: /No team/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await findNavigation();
    expect(edit.calls[0]!.body).toMatchObject({ team: null });
  });

  it('is not found for a page that is not the supporter’s', async () => {
    openEditPage([adasPage({ id: 40 })]);
    expect(await screen.findByRole('heading', { name: m.notFound })).toBeDefined();
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  it('is not found for an id that is not one', async () => {
    openEditPage([adasPage()], '/fundraisers/abc/edit');
    expect(await screen.findByRole('heading', { name: m.notFound })).toBeDefined();
  });

  it('offers no form for a closed page', async () => {
    openEditPage([adasPage({ status: 'closed', acceptingDonations: false })]);
    expect(await screen.findByText(m.closedIsFinal)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});
