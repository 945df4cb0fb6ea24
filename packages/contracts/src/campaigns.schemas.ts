import { z } from 'zod';
import { currencyCodes } from './currencies';
import { idParam } from './ids.schemas';
import { operation } from './operation';
import { oneOf, pageLimitSchema, searchTextSchema } from './paging.schemas';
import { publicMatchSchema } from './matches.schemas';
import {
  campaignCategories,
  campaignEndpoints,
  campaignMessages,
  campaignSorts,
  campaignStatuses,
  CAMPAIGN_LIST_DEFAULT_LIMIT,
  CAMPAIGN_LIST_MAX_LIMIT,
} from './campaigns';

/** `GET /api/campaigns`. `status` is accepted for the spec's client, but the public list is always active only. */
export const campaignListQuerySchema = z.object({
  status: oneOf(campaignStatuses, 'status').optional(),
  // The home page sends no category for "all"; 'all' is accepted as the same.
  category: z
    .union([z.literal('all'), oneOf(campaignCategories, 'category')], {
      error: `category must be one of: all, ${campaignCategories.join(', ')}`,
    })
    .optional(),
  q: searchTextSchema,
  sort: oneOf(campaignSorts, 'sort').default('newest'),
  limit: pageLimitSchema(CAMPAIGN_LIST_MAX_LIMIT, CAMPAIGN_LIST_DEFAULT_LIMIT),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .max(100_000, 'offset must be at most 100000')
    .default(0),
});
export type CampaignListQuery = z.input<typeof campaignListQuerySchema>;

export const campaignIdParamsSchema = z.object({ id: idParam(campaignMessages.badId) });

export const organizationSummarySchema = z.object({ id: z.number(), name: z.string(), description: z.string() });

export const rewardSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** Cents. */
  minimumAmount: z.number(),
});
export type Reward = z.infer<typeof rewardSchema>;

/** A campaign as every public endpoint answers it; money in cents; the derived figures come from the server. */
export const campaignSchema = z.object({
  id: z.number(),
  title: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  category: z.string(),
  featuredImageUrl: z.string().nullable(),
  status: z.enum(campaignStatuses),
  goal: z.number(),
  /** Every amount of the campaign (goal, raised, rewards, its gifts) is in this currency's minor unit (issue 26). */
  currency: z.enum(currencyCodes),
  amountRaised: z.number(),
  currentAmount: z.number(),
  percentComplete: z.number(),
  daysLeft: z.number().nullable(),
  /** Computed by the server: active, and its end date (if any) not passed. */
  acceptingDonations: z.boolean(),
  totalDonors: z.number(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
  organizationId: z.number().nullable(),
  organization: organizationSummarySchema.nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignDetailSchema = campaignSchema.extend({
  rewards: z.array(rewardSchema),
  /** The match live now with part of its cap left (issue 24), else null. */
  match: publicMatchSchema.nullable(),
  /** Cents matched by sponsors, all matches together: a pledge, apart from amountRaised. */
  matchedAmount: z.number(),
  /** Peer-to-peer (issue 25): whether supporters may make pages, with the suggested goal and guide for them. */
  fundraising: z.object({ enabled: z.boolean(), suggestedGoal: z.number().nullable(), guide: z.string() }),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

export const campaignUpdateSchema = z.object({
  id: z.number(),
  campaignId: z.number(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  isPublic: z.boolean(),
  createdAt: z.string(),
  /** Administrators only: when the update was e-mailed to subscribed donors (null: never), and to how many. */
  emailedAt: z.string().nullable().optional(),
  emailRecipientCount: z.number().optional(),
});
export type CampaignUpdate = z.infer<typeof campaignUpdateSchema>;

export const impactStatsSchema = z.object({
  /** In `currency`, as is avgDonation: amounts in different currencies are never added up (issue 26). */
  totalRaised: z.number(),
  successfulCampaigns: z.number(),
  totalDonors: z.number(),
  avgDonation: z.number(),
  /** The organization's default currency, the one "Total Raised" is shown in. */
  currency: z.enum(currencyCodes),
  /** What succeeded gifts raised in each other currency, largest first (minor units of each). */
  otherCurrencies: z.array(z.object({ currency: z.enum(currencyCodes), totalRaised: z.number() })),
});
export type ImpactStats = z.infer<typeof impactStatsSchema>;

export const campaignOperations = {
  list: operation(campaignEndpoints.list, {
    access: 'public',
    summary: 'Active campaigns, filtered, searched, sorted and paged; the total is in X-Total-Count',
    tags: ['campaigns'],
    query: campaignListQuerySchema,
    responses: { 200: z.array(campaignSchema) },
  }),
  detail: operation(campaignEndpoints.detail, {
    access: 'public',
    summary: 'One campaign with its rewards (drafts and archived ones for administrators only)',
    tags: ['campaigns'],
    params: campaignIdParamsSchema,
    responses: { 200: campaignDetailSchema },
  }),
  updates: operation(campaignEndpoints.updates, {
    access: 'public',
    summary: "A campaign's updates, newest first (private ones for administrators only)",
    tags: ['campaigns'],
    params: campaignIdParamsSchema,
    responses: { 200: z.array(campaignUpdateSchema) },
  }),
};
