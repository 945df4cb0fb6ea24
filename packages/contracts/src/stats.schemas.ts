import { impactStatsSchema } from './campaigns.schemas';
import { donorStatsSchema } from './donor-dashboard.schemas';
import { operation } from './operation';
import { statsEndpoints } from './stats';

export const statsOperations = {
  impact: operation(statsEndpoints.impact, { responses: { 200: impactStatsSchema } }),
  donor: operation(statsEndpoints.donor, { responses: { 200: donorStatsSchema } }),
};
