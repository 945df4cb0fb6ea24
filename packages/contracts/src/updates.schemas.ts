import { z } from 'zod';
import { idParam } from './ids.schemas';
import { updateMessages as m } from './campaign-admin';
import { imageUrlSchema } from './campaign-admin.schemas';
import { campaignIdParamsSchema, campaignUpdateSchema } from './campaigns.schemas';
import { operation } from './operation';
import { campaignUpdateEndpoints as e } from './updates';

/** POST /api/campaigns/{id}/updates and PUT /api/campaigns/{id}/updates/{updateId} (admin spec section 5). */
export const updateInputSchema = z.object({
  title: z.string({ error: m.titleMin }).trim().min(5, m.titleMin).max(100, m.titleMax),
  content: z.string({ error: m.contentMin }).trim().min(20, m.contentMin).max(2000, m.contentMax),
  imageUrl: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    imageUrlSchema(m.imageUrl).nullable().optional(),
  ),
  isPublic: z.boolean().default(true),
});
export type UpdateInput = z.input<typeof updateInputSchema>;

export const updateIdParamsSchema = z.object({
  id: idParam('Campaign id must be a positive whole number'),
  updateId: idParam(m.notFound),
});

export const campaignUpdateOperations = {
  create: operation(e.create, {
    access: 'admin',
    summary: 'Posts an update to a campaign, public or for administrators only',
    tags: ['admin/updates'],
    params: campaignIdParamsSchema,
    body: updateInputSchema,
    responses: { 201: campaignUpdateSchema },
  }),
  edit: operation(e.edit, {
    access: 'admin',
    summary: "Saves an update's title, text, image and visibility; its date stays",
    tags: ['admin/updates'],
    params: updateIdParamsSchema,
    body: updateInputSchema,
    responses: { 200: campaignUpdateSchema },
  }),
  remove: operation(e.remove, {
    access: 'admin',
    summary: 'Deletes an update',
    tags: ['admin/updates'],
    params: updateIdParamsSchema,
    responses: { 204: null },
  }),
};
