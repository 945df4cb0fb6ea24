import {
  embedSettingKeys,
  type EmbedSettingKey,
  campaignCategories,
  campaignFormDefaults,
  campaignFormMessages as m,
  campaignInputSchema,
  currencyBounds,
  currencyCodes,
  currencyOf,
  currencyRules,
  DEFAULT_CURRENCY,
  formatAmount,
  MAX_GOAL_CENTS,
  MAX_REWARDS,
  rewardInputSchema,
  toMajorUnits,
  toMinorUnits,
  type CampaignCategory,
  type CampaignEdit,
  type CampaignInput,
  type CampaignStatus,
  type CurrencyCode,
} from '@causeway/contracts';
import { z } from 'zod';

export const SHORT_DESCRIPTION_MAX = 150;

/** A reward as the editor holds it: major units of the campaign's currency (dollars, yen…), and the saved reward's id (not `id`, which the field array owns). */
export type RewardFormValues = {
  rewardId: number | null;
  title: string;
  description: string;
  minimumAmount: number;
  imageUrl: string;
};

/**
 * The form as its inputs hold it: text, major units of `currency` (dollars, euros, yen…), '' for an empty optional
 * field, null for no organization.
 */
export type CampaignFormValues = {
  title: string;
  shortDescription: string;
  description: string;
  category: CampaignCategory;
  status: CampaignStatus;
  goal: number;
  currency: CurrencyCode;
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

/** The contract's smallest reward minimum, minor units (the same in every currency: $1, €1, ¥100). */
const MIN_REWARD_MINOR = 100;

/** The goal's message in the campaign's currency, or null when it is within the currency's bounds. */
function goalProblem(goal: unknown, currency: CurrencyCode): string | null {
  const { minGoal, maxGoal } = currencyBounds(currency);
  if (typeof goal !== 'number' || !Number.isFinite(goal)) return m.goalMinOf(currency);
  const minor = toMinorUnits(goal, currency);
  if (minor < minGoal) return m.goalMinOf(currency);
  if (minor > maxGoal) return m.goalMaxOf(currency);
  return null;
}

/**
 * In a currency without a minor unit (JPY, KRW) a whole number of yen that the field takes can still be under the
 * contract's minimum of 100 minor units: ¥1 passes "at least 1" but not the server.
 */
function rewardMinimumProblem(minimum: unknown, currency: CurrencyCode): string | null {
  if (typeof minimum !== 'number' || minimum < 1 || minimum > MAX_GOAL_CENTS / 100) return null; // the field's own
  return toMinorUnits(minimum, currency) < MIN_REWARD_MINOR
    ? m.rewardMinimumOf(formatAmount(MIN_REWARD_MINOR, currency))
    : null;
}

const currencyOfValues = (values: unknown) =>
  currencyOf((values as { currency?: unknown } | null)?.currency as string | undefined);

/**
 * The request's schema with its money fields in major units: every other field and message is the contract's, so
 * the form shows exactly what the server would answer ('Goal amount must be at least $100', '… at least ¥10,000').
 */
export const campaignFormSchema = z
  .object({
    ...campaignInputSchema.shape,
    currency: z.enum(currencyCodes, { error: m.currency }),
    // The bounds depend on the currency, so they are checked with the whole form below; an empty field is NaN.
    goal: z.number().or(z.nan()),
    rewards: z.array(rewardFormSchema).max(MAX_REWARDS, m.rewardsMax),
  })
  // `.shape` leaves the request's cross-field rule behind, so it is repeated here.
  .refine((c) => !c.endDate || Date.parse(c.endDate) >= Date.parse(c.startDate), {
    message: m.endBeforeStart,
    path: ['endDate'],
  })
  // Run even when another field is of the wrong type (no organization chosen yet), as a field's own rule would.
  .superRefine(
    (c, ctx) => {
      const currency = currencyOfValues(c);
      const goal = goalProblem(c.goal, currency);
      if (goal) ctx.addIssue({ code: 'custom', message: goal, path: ['goal'] });
      (Array.isArray(c.rewards) ? c.rewards : []).forEach((reward: unknown, index) => {
        const problem = rewardMinimumProblem((reward as { minimumAmount?: unknown } | null)?.minimumAmount, currency);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['rewards', index, 'minimumAmount'] });
      });
    },
    { when: () => true },
  );
export type CampaignFormOutput = z.output<typeof campaignFormSchema>;

/** The request body: minor units of the currency on the wire (cents; yen as they are), a saved reward keeps its id. */
export function toCampaignInput(values: CampaignFormOutput): CampaignInput {
  const { goal, rewards, currency, ...rest } = values;
  return {
    ...rest,
    currency,
    goal: toMinorUnits(goal, currency),
    rewards: rewards.map(({ rewardId, minimumAmount, ...reward }) => ({
      ...(rewardId !== null ? { id: rewardId } : {}),
      ...reward,
      minimumAmount: toMinorUnits(minimumAmount, currency),
    })),
  };
}

/** The spec's $1000 starting goal in the currency, major units: €1,000, ¥100,000, kr 10,000. */
export function defaultGoalOf(currency: CurrencyCode): number {
  return campaignFormDefaults.goalDollars * currencyRules[currency].scale;
}

/** The goal field's smallest value and step in the currency, major units ($100, ¥10,000). */
export function goalStepOf(currency: CurrencyCode): number {
  return toMajorUnits(currencyBounds(currency).minGoal, currency);
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

/**
 * Spec section 9: draft, other, $1000, starting today, and the form's embed defaults; in another currency (the
 * organization's default) the goal is the same $1000 scaled to it.
 */
export function newCampaignValues(
  today: Date = new Date(),
  currency: CurrencyCode = DEFAULT_CURRENCY,
): CampaignFormValues {
  return {
    title: '',
    shortDescription: '',
    description: '',
    category: campaignFormDefaults.category,
    status: campaignFormDefaults.status,
    goal: defaultGoalOf(currency),
    currency,
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
  const currency = currencyOf(campaign.currency);
  return {
    title: campaign.title,
    shortDescription: campaign.shortDescription,
    description: campaign.description,
    category: isCategory(campaign.category) ? campaign.category : 'other',
    status: campaign.status,
    goal: toMajorUnits(campaign.goal, currency),
    currency,
    startDate: dateInput(campaign.startDate),
    endDate: dateInput(campaign.endDate),
    organizationId: campaign.organizationId,
    featuredImageUrl: campaign.featuredImageUrl ?? '',
    rewards: campaign.rewards.map((reward) => ({
      rewardId: reward.id,
      title: reward.title,
      description: reward.description,
      minimumAmount: toMajorUnits(reward.minimumAmount, currency),
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
  'currency',
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
