import {
  embedSettingKeys,
  type EmbedSettingKey,
  campaignCategories,
  campaignFormDefaults,
  campaignFormMessages as m,
  campaignInputSchema,
  MAX_GOAL_CENTS,
  MAX_REWARDS,
  MIN_GOAL_CENTS,
  rewardInputSchema,
  type CampaignCategory,
  type CampaignEdit,
  type CampaignInput,
  type CampaignStatus,
} from '@causeway/contracts';
import { z } from 'zod';

export const SHORT_DESCRIPTION_MAX = 150;

/** A reward as the editor holds it: dollars, and the saved reward's id (not `id`, which the field array owns). */
export type RewardFormValues = {
  rewardId: number | null;
  title: string;
  description: string;
  minimumAmount: number;
  imageUrl: string;
};

/** The form as its inputs hold it: text, dollars, '' for an empty optional field, null for no organization. */
export type CampaignFormValues = {
  title: string;
  shortDescription: string;
  description: string;
  category: CampaignCategory;
  status: CampaignStatus;
  goal: number;
  startDate: string;
  endDate: string;
  organizationId: number | null;
  featuredImageUrl: string;
  rewards: RewardFormValues[];
  embedPrimaryColor: string;
  embedTextColor: string;
  embedAccentColor: string;
  embedBackgroundColor: string;
  embedButtonText: string;
  embedPresetAmounts: string;
  embedImpactText: string;
};

const dollars = (message: string, min: number) =>
  z
    .number({ error: message })
    .min(min, message)
    .max(MAX_GOAL_CENTS / 100, message);

const rewardFormSchema = z.object({
  rewardId: z.number().nullable(),
  title: rewardInputSchema.shape.title,
  description: rewardInputSchema.shape.description,
  minimumAmount: dollars(m.rewardMinimum, 1),
  imageUrl: rewardInputSchema.shape.imageUrl,
});

/**
 * The request's schema with its money fields in dollars: every other field and message is the contract's, so
 * the form shows exactly what the server would answer ('Goal amount must be at least $100', ...).
 */
export const campaignFormSchema = z
  .object({
    ...campaignInputSchema.shape,
    goal: z
      .number({ error: m.goalMin })
      .min(MIN_GOAL_CENTS / 100, m.goalMin)
      .max(MAX_GOAL_CENTS / 100, m.goalMax),
    rewards: z.array(rewardFormSchema).max(MAX_REWARDS, m.rewardsMax),
  })
  // `.shape` leaves the request's cross-field rule behind, so it is repeated here.
  .refine((c) => !c.endDate || Date.parse(c.endDate) >= Date.parse(c.startDate), {
    message: m.endBeforeStart,
    path: ['endDate'],
  });
export type CampaignFormOutput = z.output<typeof campaignFormSchema>;

const toCents = (dollarAmount: number) => Math.round(dollarAmount * 100);

/** The request body: cents on the wire, a saved reward keeps its id. */
export function toCampaignInput(values: CampaignFormOutput): CampaignInput {
  const { goal, rewards, ...rest } = values;
  return {
    ...rest,
    goal: toCents(goal),
    rewards: rewards.map(({ rewardId, minimumAmount, ...reward }) => ({
      ...(rewardId !== null ? { id: rewardId } : {}),
      ...reward,
      minimumAmount: toCents(minimumAmount),
    })),
  };
}

/** 'YYYY-MM-DD' for a date input: today in the admin's own calendar. */
export function localDateInput(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The calendar day of a stored date ('2025-03-01T00:00:00.000Z' → '2025-03-01'); dates are saved as UTC days. */
export function dateInput(value: string | null): string {
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';
}

/** Spec section 9: draft, other, $1000, starting today, and the form's embed defaults. */
export function newCampaignValues(today: Date = new Date()): CampaignFormValues {
  return {
    title: '',
    shortDescription: '',
    description: '',
    category: campaignFormDefaults.category,
    status: campaignFormDefaults.status,
    goal: campaignFormDefaults.goalDollars,
    startDate: localDateInput(today),
    endDate: '',
    organizationId: null,
    featuredImageUrl: '',
    rewards: [],
    embedPrimaryColor: campaignFormDefaults.embedPrimaryColor,
    embedTextColor: campaignFormDefaults.embedTextColor,
    embedAccentColor: campaignFormDefaults.embedAccentColor,
    embedBackgroundColor: campaignFormDefaults.embedBackgroundColor,
    embedButtonText: campaignFormDefaults.embedButtonText,
    embedPresetAmounts: campaignFormDefaults.embedPresetAmounts,
    embedImpactText: '',
  };
}

const isCategory = (value: string): value is CampaignCategory =>
  (campaignCategories as readonly string[]).includes(value);

/**
 * A saved campaign in the form. Embed settings it never had stay empty (the widget then uses its own fallbacks)
 * rather than being filled with the form's defaults and saved without the admin asking.
 */
export function campaignToValues(campaign: CampaignEdit): CampaignFormValues {
  return {
    title: campaign.title,
    shortDescription: campaign.shortDescription,
    description: campaign.description,
    category: isCategory(campaign.category) ? campaign.category : 'other',
    status: campaign.status,
    goal: campaign.goal / 100,
    startDate: dateInput(campaign.startDate),
    endDate: dateInput(campaign.endDate),
    organizationId: campaign.organizationId,
    featuredImageUrl: campaign.featuredImageUrl ?? '',
    rewards: campaign.rewards.map((reward) => ({
      rewardId: reward.id,
      title: reward.title,
      description: reward.description,
      minimumAmount: reward.minimumAmount / 100,
      imageUrl: reward.imageUrl ?? '',
    })),
    embedPrimaryColor: campaign.embedPrimaryColor ?? '',
    embedTextColor: campaign.embedTextColor ?? '',
    embedAccentColor: campaign.embedAccentColor ?? '',
    embedBackgroundColor: campaign.embedBackgroundColor ?? '',
    embedButtonText: campaign.embedButtonText ?? '',
    embedPresetAmounts: campaign.embedPresetAmounts ?? '',
    embedImpactText: campaign.embedImpactText ?? '',
  };
}

const topFields = [
  'title',
  'shortDescription',
  'description',
  'category',
  'status',
  'goal',
  'startDate',
  'endDate',
  'organizationId',
  'featuredImageUrl',
  'rewards',
  ...embedSettingKeys,
] as const;
const rewardFields = ['title', 'description', 'minimumAmount', 'imageUrl'] as const;

/** The paths a server's fieldErrors may name ('goal', 'rewards.0.title'), for putting them under their inputs. */
export function campaignFieldPaths(rewardCount: number) {
  const rewards = Array.from({ length: rewardCount }, (_, i) =>
    rewardFields.map((field) => `rewards.${i}.${field}` as const),
  ).flat();
  return [...topFields, ...rewards];
}

/** The embed settings' fields (contracts' one list, in the order of EmbedSettingsFields); watched by the code panel. */
export const embedFieldNames = embedSettingKeys;

/** The watched embed fields (in embedFieldNames order) as the embed code panel takes them. */
export function embedSettingsFromValues(values: readonly string[]): Record<EmbedSettingKey, string> {
  return Object.fromEntries(embedFieldNames.map((name, i) => [name, values[i] ?? ''])) as Record<
    EmbedSettingKey,
    string
  >;
}
