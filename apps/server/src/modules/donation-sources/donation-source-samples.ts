import type { Db } from '../../db/client';
import { makeCampaign, makeDonation } from '../../test/factories';

/**
 * One valid request to each Gifts by source operation, for the contract check (security/operation-answers.test.ts):
 * as an administrator, on a campaign of its own with a succeeded gift from a newsletter.
 */
interface SourceSample {
  as?: 'admin';
  url?: string;
}

async function campaignWithGift(db: Db) {
  const campaign = await makeCampaign(db);
  await makeDonation(db, { campaignId: campaign.id, succeededAt: new Date(), sourceUtmSource: 'newsletter' });
  return campaign.id;
}

export function donationSourceSamples(testApp: () => { db: Db }): Record<string, () => Promise<SourceSample>> {
  return {
    'GET /api/admin/dashboard/sources': async () => {
      await campaignWithGift(testApp().db);
      return { as: 'admin', url: '/api/admin/dashboard/sources' };
    },
    'GET /api/admin/campaigns/:id/sources': async () => ({
      as: 'admin',
      url: `/api/admin/campaigns/${await campaignWithGift(testApp().db)}/sources?from=2025-01-01&to=2029-12-31`,
    }),
  };
}
