// @vitest-environment jsdom
import { campaignOperations, fundraiserMessages as m, fundraiserOperations } from '@causeway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignDetail } from '@/test/campaign-fixture';
import { apiError, mockOperation, type Fixture } from '@/test/mock-api';
import { findNavigation, findToast, renderWithProviders } from '@/test/render';
import { CreateFundraiserPage } from './create-fundraiser-page';
// Ada's new page as the server answers the create.
import { ownFundraiser as adasPage } from './own-fundraiser-fixture';

type TeamBoard = Fixture<typeof fundraiserOperations.teamLeaderboard>;

const guide = 'Tell people why you care.\nShare your page with friends.';

type Fundraising = Fixture<typeof campaignOperations.detail>['fundraising'];

function openCreatePage(
  fundraising: Fundraising = { enabled: true, suggestedGoal: 50_000, guide },
  acceptingDonations = true,
) {
  mockOperation(campaignOperations.detail, campaignDetail({ fundraising, acceptingDonations }));
  return renderWithProviders(<CreateFundraiserPage />, {
    route: '/campaigns/7/fundraise',
    path: '/campaigns/:id/fundraise',
  });
}

const teams: TeamBoard = {
  items: [
    {
      id: 3,
      rank: 1,
      slug: 'elgon-striders',
      name: 'Elgon Striders',
      captainName: 'Grace H.',
      goal: 100_000,
      raisedAmount: 25_000,
      giftCount: 4,
      memberCount: 2,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
};

async function fillPage(user: ReturnType<typeof openCreatePage>['user']) {
  await user.type(await screen.findByLabelText('Title'), 'Ada’s 10k');
  await user.type(screen.getByLabelText('Your story'), 'I run.{Enter}For water.');
}

describe('the create fundraising page', () => {
  it('starts from the suggested goal, shows the guide, and goes to the new page once made', async () => {
    const create = mockOperation(fundraiserOperations.create, adasPage());
    const { user } = openCreatePage();

    expect(await screen.findByRole('heading', { name: 'Fundraise for Clean Water for Kisoro' })).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>('Your goal (USD)').value).toBe('500');
    const tips = screen.getByRole('complementary', { name: 'Tips from the campaign' });
    expect(within(tips).getByText(/Tell people why you care\./).textContent).toBe(guide);

    await fillPage(user);
    expect(screen.getByText('17 / 5,000 characters')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Create my page' }));

    expect(await findNavigation()).toBe('/campaigns/7/fundraisers/adas-10k');
    expect(create.calls[0]!.params).toEqual({ id: '7' });
    expect(create.calls[0]!.body).toEqual({
      title: 'Ada’s 10k',
      story: 'I run.\nFor water.',
      goal: 50_000,
      imageUrl: null,
      team: null,
    });
    await findToast(m.created);
  });

  it('asks for the title, the story and a goal of at least $100 before sending anything', async () => {
    const create = mockOperation(fundraiserOperations.create, adasPage());
    const { user } = openCreatePage();

    const goal = await screen.findByLabelText('Your goal (USD)');
    await user.clear(goal);
    await user.type(goal, '50');
    await user.click(screen.getByRole('button', { name: 'Create my page' }));

    expect(await screen.findByText(m.titleRequired)).toBeDefined();
    expect(screen.getByText(m.storyRequired)).toBeDefined();
    expect(screen.getByText(m.goalMin)).toBeDefined();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(create.calls).toHaveLength(0);
  });

  it('joins a team found by searching the team leaderboard', async () => {
    const board = mockOperation(fundraiserOperations.teamLeaderboard, teams);
    const create = mockOperation(fundraiserOperations.create, adasPage({ teamId: 3 }));
    const { user } = openCreatePage();

    await fillPage(user);
    await user.click(screen.getByRole('radio', { name: /Join a team/ }));
    await user.click(screen.getByRole('button', { name: 'Create my page' }));
    expect(await screen.findByText('Please choose a team to join')).toBeDefined();

    await user.type(screen.getByLabelText('Search teams'), 'elgon');
    await waitFor(() => expect(board.calls.some((call) => call.url.searchParams.get('q') === 'elgon')).toBe(true));
    await user.click(await screen.findByRole('radio', { name: /Elgon Striders/ }));
    await user.click(screen.getByRole('button', { name: 'Create my page' }));

    await findNavigation();
    expect(create.calls[0]!.body).toMatchObject({ team: { teamId: 3 } });
  });

  it('starts a new team on the way, and shows the server’s word under the team name', async () => {
    const create = mockOperation(fundraiserOperations.create, (_call, index) =>
      index === 0
        ? apiError(409, {
            code: 'CONFLICT',
            message: m.teamNameTaken,
            fieldErrors: { name: [m.teamNameTaken] },
          })
        : adasPage(),
    );
    const { user } = openCreatePage();

    await fillPage(user);
    await user.click(screen.getByRole('radio', { name: /Start a team/ }));
    await user.type(screen.getByLabelText('Team name'), 'Striders');
    await user.type(screen.getByLabelText('Team goal (USD)'), '50');
    await user.click(screen.getByRole('button', { name: 'Create my page' }));
    expect(await screen.findByText(m.teamGoalMin)).toBeDefined();

    await user.clear(screen.getByLabelText('Team goal (USD)'));
    await user.type(screen.getByLabelText('Team goal (USD)'), '2000');
    await user.click(screen.getByRole('button', { name: 'Create my page' }));
    expect(await screen.findByText(m.teamNameTaken)).toBeDefined();
    expect(screen.getByLabelText('Team name').getAttribute('aria-invalid')).toBe('true');
    expect(create.calls[0]!.body).toMatchObject({ team: { newTeam: { name: 'Striders', goal: 200_000 } } });
  });

  it('tells a refusal without a field in a toast (one page per supporter)', async () => {
    mockOperation(fundraiserOperations.create, apiError(409, { code: 'CONFLICT', message: m.alreadyHasPage }));
    const { user } = openCreatePage();
    await fillPage(user);
    await user.click(screen.getByRole('button', { name: 'Create my page' }));
    expect(within(await findToast('Could not create your page')).getByText(m.alreadyHasPage)).toBeDefined();
  });

  it('uploads a photo as it is picked and saves its address', async () => {
    const upload = mockOperation(fundraiserOperations.uploadPhoto, {
      url: '/uploads/abc123.webp',
      width: 1200,
      height: 675,
    });
    const create = mockOperation(fundraiserOperations.create, adasPage({ imageUrl: '/uploads/abc123.webp' }));
    const { user } = openCreatePage();

    await fillPage(user);
    const photo = new File(['jpeg bytes'], 'run.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Photo file'), photo);
    expect(await screen.findByRole('img', { name: "Your page's photo" })).toBeDefined();
    expect((upload.calls[0]!.body as FormData).get('file')).toMatchObject({ type: 'image/jpeg', size: 10 });
    await user.click(screen.getByRole('button', { name: 'Create my page' }));

    await findNavigation();
    expect(create.calls[0]!.body).toMatchObject({ imageUrl: '/uploads/abc123.webp' });
  });

  it('says so, with a way back, when the campaign takes no fundraising pages', async () => {
    openCreatePage({ enabled: false, suggestedGoal: null, guide: '' });
    expect(await screen.findByText(m.notEnabled)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to Clean Water for Kisoro' }).getAttribute('href')).toBe(
      '/campaigns/7',
    );
    expect(screen.queryByRole('button', { name: 'Create my page' })).toBeNull();
  });

  it('says so when the campaign is not accepting donations', async () => {
    openCreatePage({ enabled: true, suggestedGoal: null, guide: '' }, false);
    expect(await screen.findByText(m.campaignClosed)).toBeDefined();
  });
});
