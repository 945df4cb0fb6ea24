import type { Endpoint } from './operation';

export const campaignCategories = [
  'education',
  'environment',
  'healthcare',
  'humanitarian',
  'animal_welfare',
  'disaster_relief',
  'human_rights',
  'arts_culture',
  'community_development',
  'other',
] as const;
export type CampaignCategory = (typeof campaignCategories)[number];

export const categoryLabels: Record<CampaignCategory, string> = {
  education: 'Education',
  environment: 'Environment',
  healthcare: 'Healthcare',
  humanitarian: 'Humanitarian',
  animal_welfare: 'Animal Welfare',
  disaster_relief: 'Disaster Relief',
  human_rights: 'Human Rights',
  arts_culture: 'Arts & Culture',
  community_development: 'Community Development',
  other: 'Other',
};

/** Spec section 3: any unknown value displays as Other. */
export function categoryLabel(value: string | null | undefined): string {
  return (categoryLabels as Record<string, string>)[value ?? ''] ?? categoryLabels.other;
}

export const campaignStatuses = ['draft', 'active', 'paused', 'completed', 'archived'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/**
 * Only active campaigns whose end date has not passed accept donations (DECISIONS.md, Campaign life). The server
 * decides it for every campaign it answers (`acceptingDonations`) and for every gift; pages and the widget read
 * the answer instead of deciding again.
 */
export function acceptsDonations(status: string, endDate: Date | string | null, now: Date = new Date()): boolean {
  return status === 'active' && (endDate === null || new Date(endDate).getTime() > now.getTime());
}

/** Goal minimum is $100 (admin spec section 5); stored in cents. */
export const MIN_GOAL_CENTS = 10_000;

export const campaignSorts = ['newest', 'ending_soon', 'most_raised', 'closest_to_goal'] as const;
export type CampaignSort = (typeof campaignSorts)[number];

export const CAMPAIGN_LIST_MAX_LIMIT = 100;
export const CAMPAIGN_LIST_DEFAULT_LIMIT = 12;
export const FEATURED_CAMPAIGNS = 6;
export const CARD_DESCRIPTION_LENGTH = 80;

export const campaignMessages = {
  notFound: 'Campaign not found',
  badId: 'Campaign id must be a positive whole number',
} as const;

/** The public campaign reads (spec sections 1 and 2): where they live (operation.ts). */
export const campaignEndpoints = {
  list: { method: 'GET', path: '/api/campaigns' },
  detail: { method: 'GET', path: '/api/campaigns/:id' },
  updates: { method: 'GET', path: '/api/campaigns/:id/updates' },
} as const satisfies Record<string, Endpoint>;
