import { z } from 'zod';
import { limitedPageSchemaOf, oneOf, pageLimitSchema, pageNumberSchema, searchTextSchema } from './paging.schemas';
import { ADMIN_CAMPAIGN_PAGE_SIZE } from './admin';
import { campaignAdminEndpoints as e, campaignFormMessages as m, MAX_GOAL_CENTS, MAX_REWARDS } from './campaign-admin';
import { campaignCategories, campaignStatuses } from './campaigns';
import { currencyBounds, currencyCodes, DEFAULT_CURRENCY } from './currencies';
import { campaignIdParamsSchema, campaignSchema, rewardSchema } from './campaigns.schemas';
import { operation, type MultipartForm } from './operation';

/** An empty form field means "not set". */
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * A link to an image: an absolute http(s) URL, or a path on this site (uploads live under /uploads/).
 * Other schemes (javascript:, data:) are refused.
 */
export const imageUrlSchema = (message: string) =>
  z
    .string()
    .trim()
    .max(2000, message)
    .refine((value) => /^\/[^/\\]/.test(value) || /^https?:\/\/[^\s]+$/i.test(value), message)
    .refine((value) => {
      if (value.startsWith('/')) return true;
      try {
        new URL(value);
        return true;
      } catch {
        return false;
      }
    }, message);

const optionalText = (max: number, message: string) =>
  z.preprocess(emptyToNull, z.string().trim().max(max, message).nullable().optional());
const color = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, m.color)
    .nullable()
    .optional(),
);

/** "10,20,40,100": whole dollars, as people type them (DECISIONS.md, Data and units). */
export const presetAmountsSchema = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .refine((value) => {
      const parts = value.split(',').map((part) => part.trim());
      return (
        parts.length >= 1 &&
        parts.length <= 6 &&
        parts.every((part) => /^\d{1,7}$/.test(part) && Number(part) >= 1 && Number(part) <= 1_000_000)
      );
    }, m.presetAmounts)
    .transform((value) =>
      value
        .split(',')
        .map((part) => String(Number(part.trim())))
        .join(','),
    )
    .nullable()
    .optional(),
);

/** The embed settings of a campaign (admin spec sections 2 and 3); every field optional. */
export const embedSettingsSchema = z.object({
  embedPrimaryColor: color,
  embedTextColor: color,
  embedAccentColor: color,
  embedBackgroundColor: color,
  embedButtonText: optionalText(30, m.buttonText),
  embedPresetAmounts: presetAmountsSchema,
  embedImpactText: optionalText(300, m.impactText),
});
export type EmbedSettingsInput = z.input<typeof embedSettingsSchema>;
export type EmbedSettings = z.output<typeof embedSettingsSchema>;

const isDate = (value: string) => !Number.isNaN(Date.parse(value));
const dateField = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).refine(isDate, m.dateInvalid);

/** A reward as the editor sends it: an `id` keeps an existing reward, no id makes a new one. */
export const rewardInputSchema = z.object({
  id: z.number().int().positive().optional(),
  title: z.string().trim().min(3, m.rewardTitleMin).max(100, m.rewardTitleMax),
  description: z.string().trim().max(500, m.rewardDescriptionMax).default(''),
  /** Cents. */
  minimumAmount: z
    .number({ error: m.rewardMinimum })
    .int(m.rewardMinimum)
    .min(100, m.rewardMinimum)
    .max(MAX_GOAL_CENTS, m.rewardMinimum),
  imageUrl: z.preprocess(emptyToNull, imageUrlSchema(m.imageUrl).nullable().optional()),
});
export type RewardInput = z.input<typeof rewardInputSchema>;

/**
 * The body of POST /api/campaigns and PUT /api/campaigns/{id} (JSON), and the fields of the multipart
 * variants (admin spec section 5). Money in cents.
 */
export const campaignInputSchema = z
  .object({
    title: z.string({ error: m.titleMin }).trim().min(5, m.titleMin).max(200, m.titleMax),
    shortDescription: z
      .string({ error: m.shortDescriptionMin })
      .trim()
      .min(20, m.shortDescriptionMin)
      .max(150, m.shortDescriptionMax),
    description: z.string({ error: m.descriptionMin }).trim().min(100, m.descriptionMin).max(20_000, m.descriptionMax),
    category: z.enum(campaignCategories, { error: m.category }).default('other'),
    /** Minor units of `currency`; its bounds depend on the currency (checked below). */
    goal: z.number({ error: m.goalMin }).int(m.goalWhole),
    /** Set at creation (the organization's default currency when left out); changeable while no gift succeeded. */
    currency: z.enum(currencyCodes, { error: m.currency }).optional(),
    startDate: dateField(m.startDate),
    endDate: z.preprocess(emptyToNull, z.string().trim().refine(isDate, m.dateInvalid).nullable().optional()),
    status: z.enum(campaignStatuses, { error: m.status }).default('draft'),
    organizationId: z.number({ error: m.organization }).int(m.organization).positive(m.organization),
    featuredImageUrl: z.preprocess(emptyToNull, imageUrlSchema(m.imageUrl).nullable().optional()),
    rewards: z.array(rewardInputSchema).max(MAX_REWARDS, m.rewardsMax).optional(),
  })
  .extend(embedSettingsSchema.shape)
  .refine((c) => !c.endDate || Date.parse(c.endDate) >= Date.parse(c.startDate), {
    message: m.endBeforeStart,
    path: ['endDate'],
  })
  // The goal's bounds in its currency (US dollars when none is named; the server checks again with the currency
  // it resolves): '$100' to '$100,000,000', '¥10,000' to '¥10,000,000,000'.
  .superRefine((c, ctx) => {
    const currency = c.currency ?? DEFAULT_CURRENCY;
    const { minGoal, maxGoal } = currencyBounds(currency);
    if (c.goal < minGoal) ctx.addIssue({ code: 'custom', message: m.goalMinOf(currency), path: ['goal'] });
    else if (c.goal > maxGoal) ctx.addIssue({ code: 'custom', message: m.goalMaxOf(currency), path: ['goal'] });
  });
export type CampaignInput = z.input<typeof campaignInputSchema>;
export type CampaignInputParsed = z.output<typeof campaignInputSchema>;

/** A campaign as the edit form loads it: the public detail plus its embed settings. */
export const campaignEditSchema = campaignSchema.extend({
  rewards: z.array(rewardSchema),
  embedPrimaryColor: z.string().nullable(),
  embedTextColor: z.string().nullable(),
  embedAccentColor: z.string().nullable(),
  embedBackgroundColor: z.string().nullable(),
  embedButtonText: z.string().nullable(),
  embedPresetAmounts: z.string().nullable(),
  embedImpactText: z.string().nullable(),
});
export type CampaignEdit = z.infer<typeof campaignEditSchema>;

/** POST /api/campaigns and PUT /api/campaigns/{id}: the saved campaign. */
export const campaignSavedSchema = z.object({ id: z.number(), campaign: campaignEditSchema });
export type CampaignSaved = z.infer<typeof campaignSavedSchema>;

/** GET /api/admin/campaigns: every status, server-side search over title, organization and category. */
export const adminCampaignListQuerySchema = z.object({
  q: searchTextSchema,
  status: oneOf(campaignStatuses, 'status').optional(),
  page: pageNumberSchema,
  limit: pageLimitSchema(100, ADMIN_CAMPAIGN_PAGE_SIZE),
});
export type AdminCampaignListQuery = z.input<typeof adminCampaignListQuerySchema>;

/** A row of the admin campaign list; `donationCount` tells the delete dialog that it will archive instead. */
export const adminCampaignSchema = campaignSchema.extend({ donationCount: z.number() });
export type AdminCampaign = z.infer<typeof adminCampaignSchema>;

/** DELETE /api/campaigns/{id}: a campaign with donations is archived, never deleted (DECISIONS.md). */
export const campaignDeleteResultSchema = z.object({
  outcome: z.enum(['deleted', 'archived']),
  message: z.string(),
});
export type CampaignDeleteResult = z.infer<typeof campaignDeleteResultSchema>;

/** GET /api/admin/campaigns: its page size is the caller's `limit`. */
export const adminCampaignPageSchema = limitedPageSchemaOf(adminCampaignSchema);

/** The multipart campaign form: the JSON body's fields as text, and the optional new image as `featuredImage`. */
const campaignForm: MultipartForm = { file: 'featuredImage', optionalFile: true, fields: campaignInputSchema };
const params = campaignIdParamsSchema;

export const campaignAdminOperations = {
  list: operation(e.list, {
    access: 'admin',
    summary: 'One page of campaigns of every status, newest first, searched by title, organization or category',
    tags: ['admin/campaigns'],
    query: adminCampaignListQuerySchema,
    responses: { 200: adminCampaignPageSchema },
  }),
  detail: operation(e.detail, {
    access: 'admin',
    summary: 'One campaign of any status as the edit form loads it: rewards and embed settings included',
    tags: ['admin/campaigns'],
    params,
    responses: { 200: campaignEditSchema },
  }),
  create: operation(e.create, {
    access: 'admin',
    summary: 'Creates a campaign with its rewards and embed settings (JSON; money in cents)',
    tags: ['admin/campaigns'],
    body: campaignInputSchema,
    responses: { 201: campaignSavedSchema },
  }),
  update: operation(e.update, {
    access: 'admin',
    summary: 'Saves every field of a campaign; its rewards become the listed ones (JSON; money in cents)',
    tags: ['admin/campaigns'],
    params,
    body: campaignInputSchema,
    responses: { 200: campaignSavedSchema },
  }),
  createWithImage: operation(e.createWithImage, {
    access: 'admin',
    summary: 'Creates a campaign from the form with its featured image (multipart; rewards as JSON text)',
    tags: ['admin/campaigns'],
    body: 'multipart',
    form: campaignForm,
    responses: { 201: campaignSavedSchema },
  }),
  updateWithImage: operation(e.updateWithImage, {
    access: 'admin',
    summary: 'Saves a campaign from the form with a new featured image (multipart; rewards as JSON text)',
    tags: ['admin/campaigns'],
    params,
    body: 'multipart',
    form: campaignForm,
    responses: { 200: campaignSavedSchema },
  }),
  remove: operation(e.remove, {
    access: 'admin',
    summary: 'Deletes a campaign, or archives it when it has donations (the answer says which)',
    tags: ['admin/campaigns'],
    params,
    responses: { 200: campaignDeleteResultSchema },
  }),
  duplicate: operation(e.duplicate, {
    access: 'admin',
    summary: "Copies a campaign and its rewards as a draft titled '… (Copy)', starting today",
    tags: ['admin/campaigns'],
    params,
    responses: { 201: campaignSavedSchema },
  }),
};
