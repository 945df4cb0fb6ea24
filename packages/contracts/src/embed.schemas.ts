import { z } from 'zod';
import { currencyCodes } from './currencies';
import { embedSettingsSchema } from './campaign-admin.schemas';
import { campaignIdParamsSchema } from './campaigns.schemas';
import { embedEndpoints, WIDGET_FUNDRAISER_SLUG, type WidgetCampaign, type WidgetFundraiser } from './embed';
import { fileAnswer, operation } from './operation';
import { publicMatchSchema } from './matches.schemas';

/** POST /api/campaigns/{id}/embed: the embed settings (saved on the campaign), and whether to issue a new uniqueId. */
export const embedCodeRequestSchema = embedSettingsSchema.extend({
  refresh: z.boolean({ error: 'refresh must be true or false' }).default(false),
});
export type EmbedCodeRequest = z.input<typeof embedCodeRequestSchema>;

/** The embed settings as saved on the campaign (null: the widget's fallback). */
export const savedEmbedSettingsSchema = z.object({
  embedPrimaryColor: z.string().nullable(),
  embedTextColor: z.string().nullable(),
  embedAccentColor: z.string().nullable(),
  embedBackgroundColor: z.string().nullable(),
  embedButtonText: z.string().nullable(),
  embedPresetAmounts: z.string().nullable(),
  embedImpactText: z.string().nullable(),
});
export type SavedEmbedSettings = z.infer<typeof savedEmbedSettingsSchema>;

/**
 * GET and POST /api/campaigns/{id}/embed (admin spec section 3, 'Embed response: html, uniqueId'). `html` is the
 * spec's plain iframe; `script` is the self-sizing snippet; `settings` are the campaign's saved embed settings, which
 * the panel compares with the form to show 'Code Updated'.
 */
export const embedCodeSchema = z.object({
  html: z.string(),
  script: z.string(),
  /** Pop-up giving (issue 24): a donate link that /embed.js (data-mode="popup") opens in an overlay frame. */
  popup: z.string(),
  uniqueId: z.string(),
  widgetUrl: z.string(),
  settings: savedEmbedSettingsSchema,
  generatedAt: z.string(),
});
export type EmbedCode = z.infer<typeof embedCodeSchema>;

/** GET /api/campaigns/{id}/widget: the campaign as the widget shows it (WidgetCampaign in embed.ts). */
export const widgetCampaignSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: z.string(),
  acceptingDonations: z.boolean(),
  currency: z.enum(currencyCodes).optional(),
  goal: z.number(),
  currentAmount: z.number(),
  featuredImageUrl: z.string().nullable(),
  primaryColor: z.string().nullable(),
  textColor: z.string().nullable(),
  accentColor: z.string().nullable(),
  backgroundColor: z.string().nullable(),
  buttonText: z.string().nullable(),
  presetAmounts: z.string().nullable(),
  impactText: z.string().nullable(),
  match: publicMatchSchema.nullable(),
  matchedAmount: z.number(),
}) satisfies z.ZodType<WidgetCampaign>;

/** The supporter's page the widget gives through (issue 25). */
export const widgetFundraiserSchema = z.object({
  slug: z.string(),
  name: z.string(),
  title: z.string(),
}) satisfies z.ZodType<WidgetFundraiser>;

/**
 * `?fundraiser={slug}` of the widget page and its data (issue 25). A value that is not a slug names no page: the
 * widget then gives to the campaign directly, as it does for a page that is hidden, paused or closed.
 */
export const widgetQuerySchema = z.object({
  /** The language asked for by the embed code or the host page ('es', 'es-MX'); an unknown one is ignored. */
  lang: z.string().max(35).optional(),
  fundraiser: z
    .string()
    .optional()
    .transform((slug) => (slug && WIDGET_FUNDRAISER_SLUG.test(slug) ? slug : undefined)),
});

export const embedOperations = {
  code: operation(embedEndpoints.code, {
    access: 'admin',
    summary: "A campaign's current embed code and saved widget settings",
    tags: ['admin/embed'],
    params: campaignIdParamsSchema,
    responses: { 200: embedCodeSchema },
  }),
  generate: operation(embedEndpoints.generate, {
    access: 'admin',
    summary: "Saves the widget's settings and answers the embed code (a new uniqueId when asked to refresh)",
    tags: ['admin/embed'],
    params: campaignIdParamsSchema,
    body: embedCodeRequestSchema,
    responses: { 200: embedCodeSchema },
  }),
  // The id is read by the page itself: a malformed one gets the widget's 'not found' notice, not a JSON error.
  page: operation(embedEndpoints.page, {
    access: 'public',
    summary:
      'The donation widget as a page to frame, with the campaign inlined (404, still showing the widget’s notice, for a campaign the public may not see)',
    tags: ['embed'],
    params: z.object({ id: z.string().max(40) }),
    query: widgetQuerySchema,
    responses: { 200: fileAnswer('text/html; charset=utf-8') },
  }),
  script: operation(embedEndpoints.script, {
    access: 'public',
    summary: 'The host page’s script: turns each embed snippet into a framed widget that sizes itself',
    tags: ['embed'],
    responses: { 200: fileAnswer('text/javascript; charset=utf-8') },
  }),
  widget: operation(embedEndpoints.widget, {
    access: 'public',
    summary:
      'What the donation widget shows of a campaign (for clients that did not get it inlined in /embed/{id}), and of the supporter’s page it gives through',
    tags: ['embed'],
    params: campaignIdParamsSchema,
    query: widgetQuerySchema,
    responses: {
      200: z.object({
        campaign: widgetCampaignSchema,
        /** Only when `fundraiser` names a visible page of the campaign that takes gifts. */
        fundraiser: widgetFundraiserSchema.optional(),
      }),
    },
  }),
};
