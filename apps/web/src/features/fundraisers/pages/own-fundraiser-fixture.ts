/* eslint-disable lingui/no-unlocalized-strings -- a test fixture: its strings are data for the tests, never shown by the app. */
import type { fundraiserOperations } from '@causeway/contracts';
import type { Fixture } from '@/test/mock-api';

/** The owner's view of a fundraising page, as the create and edit calls answer it (tests only). */
export type OwnFundraiserFixture = Fixture<typeof fundraiserOperations.create>;

/** Ada's new page for campaign 7, as the server answers its create: no gifts, photo or team yet (tests only). */
export function ownFundraiser(overrides: Partial<OwnFundraiserFixture> = {}): OwnFundraiserFixture {
  return {
    id: 41,
    slug: 'adas-10k',
    title: 'Ada’s 10k',
    story: 'I run.',
    goal: 50_000,
    raisedAmount: 0,
    giftCount: 0,
    imageUrl: null,
    status: 'active',
    acceptingDonations: true,
    fundraiserName: 'Ada L.',
    team: null,
    campaign: {
      id: 7,
      title: 'Clean Water for Kisoro',
      shortDescription: 'Wells.',
      featuredImageUrl: null,
      acceptingDonations: true,
    },
    createdAt: '2026-01-01T00:00:00.000Z',
    hidden: false,
    campaignId: 7,
    teamId: null,
    isCaptain: false,
    ...overrides,
  };
}
