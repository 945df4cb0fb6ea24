// @vitest-environment jsdom
import { fundraiserOperations } from '@causeway/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOperation, type Fixture } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { FundraisersTab } from './fundraisers-tab';

// Issue 26: a fundraising page raises money in its campaign's currency; the owner's card, dialogs and supporters
// read it (¥125,000, never ¥1,250).
type Page = Fixture<typeof fundraiserOperations.setStatus>;

const yenPage: Page = {
  id: 21,
  slug: 'sendai-run',
  title: 'Sendai run for books',
  story: 'I run.',
  goal: 500_000,
  raisedAmount: 125_000,
  giftCount: 2,
  imageUrl: null,
  status: 'active',
  acceptingDonations: true,
  fundraiserName: 'Ada L.',
  team: null,
  campaign: {
    id: 9,
    title: 'Library in Sendai',
    shortDescription: 'Books',
    featuredImageUrl: null,
    acceptingDonations: true,
  },
  createdAt: '2026-11-01T10:00:00.000Z',
  currency: 'jpy',
  hidden: false,
  campaignId: 9,
  teamId: null,
  isCaptain: false,
};

function openTab() {
  mockOperation(fundraiserOperations.mine, [yenPage]);
  mockOperation(fundraiserOperations.mySupporters, {
    items: [
      {
        donationId: 950,
        name: 'Grace H.',
        amount: 5_000,
        createdAt: '2026-11-20T10:00:00.000Z',
        thanked: false,
        canThank: true,
      },
    ],
    total: 1,
    page: 1,
    pageSize: 10,
  });
  return renderWithProviders(<FundraisersTab />, { route: '/dashboard?tab=fundraisers', path: '/dashboard' });
}

const card = () => screen.findByRole('article', { name: yenPage.title });

describe('My fundraisers in the campaign’s currency', () => {
  it('the card: raised and goal in yen', async () => {
    openTab();
    expect(within(await card()).getByText('¥125,000')).toBeDefined();
    expect(within(await card()).getByText('raised of ¥500,000 goal')).toBeDefined();
  });

  it('the close dialog and the supporters, and the thank-you dialog, in yen', async () => {
    const { user } = openTab();
    await user.click(within(await card()).getByRole('button', { name: `Close ${yenPage.title}` }));
    const close = await screen.findByRole('alertdialog', { name: 'Close this fundraising page?' });
    expect(within(close).getByText(/¥125,000 it raised/)).toBeDefined();
    await user.click(within(close).getByRole('button', { name: 'Keep page open' }));

    await user.click(within(await card()).getByRole('button', { name: `View supporters ${yenPage.title}` }));
    const list = await screen.findByRole('region', { name: `Supporters of ${yenPage.title}` });
    expect(await within(list).findByText('¥5,000 ·', { exact: false })).toBeDefined();
    await user.click(within(list).getByRole('button', { name: 'Thank Grace H.' }));
    const thank = await screen.findByRole('dialog', { name: 'Say thank you' });
    expect(within(thank).getByText(/for their ¥5,000 gift/)).toBeDefined();
  });
});
