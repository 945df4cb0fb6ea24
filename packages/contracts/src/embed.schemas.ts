import { z } from 'zod';
import { embedSettingsSchema } from './campaign-admin.schemas';

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
  uniqueId: z.string(),
  widgetUrl: z.string(),
  settings: savedEmbedSettingsSchema,
  generatedAt: z.string(),
});
export type EmbedCode = z.infer<typeof embedCodeSchema>;
