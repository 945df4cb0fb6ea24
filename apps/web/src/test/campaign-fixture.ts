import type { campaignOperations } from '@causeway/contracts';
import type { Fixture } from './mock-api';

export type CampaignDetail = Fixture<typeof campaignOperations.detail>;

/** An active campaign as its public page loads it (GET /api/campaigns/{id}), a quarter of the way to its goal. */
export function campaignDetail(overrides: Partial<CampaignDetail> = {}): CampaignDetail {
  return {
    id: 7,
    title: 'Clean Water for Kisoro',
    shortDescription: 'Wells and filters for twelve villages in the hills.',
    description: 'A long description of the project.',
    category: 'community',
    featuredImageUrl: null,
    status: 'active',
    goal: 1_000_000,
    currency: 'usd',
    amountRaised: 250_000,
    currentAmount: 250_000,
    percentComplete: 25,
    daysLeft: 30,
    acceptingDonations: true,
    totalDonors: 41,
    startDate: '2025-01-01T00:00:00.000Z',
    endDate: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    organizationId: 1,
    organization: { id: 1, name: 'Friends of Kisoro', description: '' },
    rewards: [],
    match: null,
    matchedAmount: 0,
    fundraising: { enabled: false, suggestedGoal: null, guide: '' },
    ...overrides,
  };
}
