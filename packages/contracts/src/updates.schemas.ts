import { z } from 'zod';
import { idParam } from './ids.schemas';
import { updateMessages as m } from './campaign-admin';
import { imageUrlSchema } from './campaign-admin.schemas';
import { campaignIdParamsSchema, campaignUpdateSchema } from './campaigns.schemas';
import { operation } from './operation';
import { campaignUpdateEndpoints as e, updateEmailEndpoints, updateEmailMessages } from './updates';

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

/**
 * POST only: a new public update may be e-mailed to the campaign's subscribed donors, once. Editing never sends
 * (the edit body has no such field).
 */
export const postUpdateInputSchema = updateInputSchema
  .extend({ emailSubscribers: z.boolean().default(false) })
  .refine((v) => !v.emailSubscribers || v.isPublic, {
    path: ['emailSubscribers'],
    message: updateEmailMessages.onlyPublic,
  });
export type PostUpdateInput = z.input<typeof postUpdateInputSchema>;

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
    body: postUpdateInputSchema,
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

/** The `token` of an unsubscribe link: the subscription's id and its signature (server lib/signed-links.ts). */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: updateEmailMessages.invalidToken })
    .max(200, updateEmailMessages.invalidToken)
    .describe("The token of the e-mail's unsubscribe link"),
});

/** What the unsubscribe page shows before the donor confirms. */
export const updateSubscriptionSchema = z.object({
  campaign: z.object({ id: z.number(), title: z.string() }),
  /** The address, partly hidden: whoever holds the link sees which inbox it is for, not the whole address. */
  email: z.string(),
  unsubscribed: z.boolean(),
});
export type UpdateSubscription = z.infer<typeof updateSubscriptionSchema>;

export const unsubscribeResponseSchema = z.object({
  campaign: z.object({ id: z.number(), title: z.string() }),
  message: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

export const updateEmailOperations = {
  subscription: operation(updateEmailEndpoints.subscription, {
    access: 'public',
    summary: 'The update e-mail subscription of an unsubscribe link: its campaign and whether it has ended',
    tags: ['updates'],
    query: unsubscribeQuerySchema,
    responses: { 200: updateSubscriptionSchema },
  }),
  unsubscribe: operation(updateEmailEndpoints.unsubscribe, {
    access: 'public',
    summary:
      'Ends the update e-mails of an unsubscribe link, without a session: the List-Unsubscribe one-click target ' +
      '(RFC 8058, body List-Unsubscribe=One-Click, form-encoded) and the unsubscribe page. Idempotent.',
    tags: ['updates'],
    query: unsubscribeQuerySchema,
    // RFC 8058's form body carries nothing the token does not; any body is accepted and ignored.
    body: z.object({ 'List-Unsubscribe': z.string().max(100).optional() }).nullish(),
    responses: { 200: unsubscribeResponseSchema },
  }),
};
