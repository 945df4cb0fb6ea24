import { z } from 'zod';
import { idParam } from './ids.schemas';
import { operation } from './operation';
import { pageNumberSchema, pageSchemaOf } from './paging.schemas';
import {
  WEBHOOK_DELIVERY_PAGE_SIZE,
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_URL_MAX_LENGTH,
  webhookDeliveryStatuses,
  webhookAdminEndpoints as e,
  webhookEventTypes,
  webhookMessages as m,
} from './webhooks';

/** An absolute http(s) URL without credentials; where it points is checked by the server (the SSRF guard). */
export const webhookUrlSchema = z
  .string({ error: m.urlRequired })
  .trim()
  .min(1, m.urlRequired)
  .max(WEBHOOK_URL_MAX_LENGTH, m.urlTooLong)
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol) && new URL(v).hostname !== '', m.urlInvalid)
  .refine((v) => !URL.canParse(v) || (new URL(v).username === '' && new URL(v).password === ''), m.urlCredentials);

const eventsSchema = z
  .array(z.enum(webhookEventTypes, { error: m.eventInvalid }), { error: m.eventsRequired })
  .min(1, m.eventsRequired)
  // Each event once, in the contract's order, whatever order the client sent.
  .transform((events) => webhookEventTypes.filter((type) => events.includes(type)));

const descriptionSchema = z.string().trim().max(WEBHOOK_DESCRIPTION_MAX_LENGTH, m.descriptionTooLong);

export const webhookEndpointInputSchema = z.object({
  url: webhookUrlSchema,
  description: descriptionSchema.default(''),
  events: eventsSchema,
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

export const webhookEndpointPatchSchema = z
  .object({
    url: webhookUrlSchema.optional(),
    description: descriptionSchema.optional(),
    events: eventsSchema.optional(),
    enabled: z.boolean().optional(),
  })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), m.nothingToUpdate);
export type WebhookEndpointPatch = z.input<typeof webhookEndpointPatchSchema>;

/** An endpoint as administrators see it, secret included: they paste it into the receiver to verify signatures. */
export const webhookEndpointSchema = z.object({
  id: z.number(),
  url: z.string(),
  description: z.string(),
  /** `whsec_` and 32 random bytes in base64url: the HMAC-SHA256 key of the Causeway-Signature header. */
  secret: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The latest delivery's status, for the list; null before the first. */
  lastDeliveryStatus: z.enum(webhookDeliveryStatuses).nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** One event sent to one endpoint, with the outcome of its latest attempt. */
export const webhookDeliverySchema = z.object({
  id: z.number(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number(),
  /** The receiver's HTTP status of the latest attempt; null when none answered (timeout, refused, DNS). */
  responseStatus: z.number().nullable(),
  /** The first 1 KB of the receiver's answer to the latest attempt. */
  responseBody: z.string().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** The exact JSON body that is signed and sent. */
  payload: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryPageSchema = pageSchemaOf(webhookDeliverySchema, WEBHOOK_DELIVERY_PAGE_SIZE);
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;

const params = z.object({ id: idParam(m.badId) });
const deliveryParams = z.object({ id: idParam(m.badId), deliveryId: idParam(m.badDeliveryId) });
const tags = ['admin/webhooks'];

export const webhookOperations = {
  list: operation(e.list, {
    access: 'admin',
    summary: 'Every webhook endpoint, oldest first, with its secret and the status of its latest delivery',
    tags,
    responses: { 200: z.array(webhookEndpointSchema) },
  }),
  create: operation(e.create, {
    access: 'admin',
    summary: 'A new webhook endpoint; the server generates its signing secret. Private addresses are refused',
    tags,
    body: webhookEndpointInputSchema,
    responses: { 201: webhookEndpointSchema },
  }),
  update: operation(e.update, {
    access: 'admin',
    summary: "Changes an endpoint's URL, description, events or whether it is enabled",
    tags,
    params,
    body: webhookEndpointPatchSchema,
    responses: { 200: webhookEndpointSchema },
  }),
  remove: operation(e.remove, {
    access: 'admin',
    summary: 'Deletes an endpoint and its delivery log; deliveries not yet sent are dropped',
    tags,
    params,
    responses: { 204: null },
  }),
  rollSecret: operation(e.rollSecret, {
    access: 'admin',
    summary: 'Replaces the signing secret; deliveries from now on are signed with the new one',
    tags,
    params,
    responses: { 200: webhookEndpointSchema },
  }),
  sendTest: operation(e.sendTest, {
    access: 'admin',
    summary: 'Queues a test delivery (type webhook.test) to the endpoint, whatever its events',
    tags,
    params,
    responses: { 202: webhookDeliverySchema },
  }),
  deliveries: operation(e.deliveries, {
    access: 'admin',
    summary: "One page of an endpoint's deliveries, newest first",
    tags,
    params,
    query: z.object({ page: pageNumberSchema }),
    responses: { 200: webhookDeliveryPageSchema },
  }),
  redeliver: operation(e.redeliver, {
    access: 'admin',
    summary: 'Sends a delivery again: a new delivery of the same event and body, with attempts of its own',
    tags,
    params: deliveryParams,
    responses: { 202: webhookDeliverySchema },
  }),
};
