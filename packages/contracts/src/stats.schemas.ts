import { impactStatsSchema } from './campaigns.schemas';
import { donorStatsSchema } from './donor-dashboard.schemas';
import { operation } from './operation';
import { statsEndpoints } from './stats';

export const statsOperations = {
  impact: operation(statsEndpoints.impact, {
    access: 'public',
    summary: "The site's impact figures: total raised, campaigns that reached their goal, donors, average gift",
    tags: ['stats'],
    responses: { 200: impactStatsSchema },
  }),
  donor: operation(statsEndpoints.donor, {
    access: 'signed-in',
    summary: "The signed-in donor's own figures: total given, active recurring gifts, campaigns supported",
    tags: ['stats'],
    responses: { 200: donorStatsSchema },
  }),
};
