import { embedFormDefaults, type campaignAdminOperations } from '@causeway/contracts';
import { campaignDetail } from '@/test/campaign-fixture';
import type { Fixture } from '@/test/mock-api';

type CampaignEdit = Fixture<typeof campaignAdminOperations.detail>;

/** A campaign as the edit form loads it (GET /api/admin/campaigns/{id}): no gifts yet, the embed defaults. */
export function campaignEdit(overrides: Partial<CampaignEdit> = {}): CampaignEdit {
  return {
    ...campaignDetail({
      shortDescription: 'Wells and filters for twelve villages.',
      description: 'Every family in the hills walks for water. '.repeat(3).trim(),
      goal: 100_000,
      amountRaised: 0,
      currentAmount: 0,
      percentComplete: 0,
      daysLeft: null,
      totalDonors: 0,
    }),
    ...embedFormDefaults,
    embedImpactText: null,
    ...overrides,
  };
}

/** The answer of a save (POST /api/campaigns, PUT /api/campaigns/{id} and their multipart variants). */
export function savedCampaign(overrides: Partial<CampaignEdit> = {}): Fixture<typeof campaignAdminOperations.create> {
  const campaign = campaignEdit(overrides);
  return { id: campaign.id, campaign };
}

/** The organizations the form offers. */
export const organizations = [
  {
    id: 1,
    name: 'Friends of Kisoro',
    description: '',
    contactEmail: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    campaignCount: 3,
  },
];
