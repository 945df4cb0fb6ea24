import type { campaignAdminOperations } from '@causeway/contracts';
import type { Fixture } from '@/test/mock-api';

type CampaignEdit = Fixture<typeof campaignAdminOperations.detail>;

/** A campaign as the edit form loads it (GET /api/admin/campaigns/{id}). */
export function campaignEdit(overrides: Partial<CampaignEdit> = {}): CampaignEdit {
  return {
    id: 7,
    title: 'Clean Water for Kisoro',
    shortDescription: 'Wells and filters for twelve villages.',
    description: 'Every family in the hills walks for water. '.repeat(3).trim(),
    category: 'community',
    featuredImageUrl: null,
    status: 'active',
    goal: 100_000,
    currency: 'USD',
    amountRaised: 0,
    currentAmount: 0,
    percentComplete: 0,
    daysLeft: null,
    acceptingDonations: true,
    totalDonors: 0,
    startDate: '2025-01-01T00:00:00.000Z',
    endDate: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    organizationId: 1,
    organization: { id: 1, name: 'Friends of Kisoro', description: '' },
    rewards: [],
    embedPrimaryColor: '#F59E0B',
    embedTextColor: '#1F2937',
    embedAccentColor: '#EFB30F',
    embedBackgroundColor: '#FFFFFF',
    embedButtonText: 'JOIN TODAY',
    embedPresetAmounts: '10,20,40,100',
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
