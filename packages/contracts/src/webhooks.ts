import type { Endpoint } from './operation';

/** Outbound webhooks (issue 23): the events an endpoint can subscribe to. */
export const webhookEventTypes = [
  'donation.succeeded',
  'donation.refunded',
  'donation.failed',
  'recurring.created',
  'recurring.cancelled',
  'campaign.goal_reached',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** A delivery is 'pending' while attempts remain, then 'succeeded' (a 2xx answer) or 'failed'. */
export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** What each event means, for the settings page's checkboxes and the API reference. */
export const webhookEventLabels: Record<WebhookEventType, string> = {
  'donation.succeeded': 'A donation succeeded',
  'donation.refunded': 'A donation was refunded (in part or in full)',
  'donation.failed': 'A donation failed',
  'recurring.created': 'A recurring gift started',
  'recurring.cancelled': 'A recurring gift was cancelled',
  'campaign.goal_reached': 'A campaign reached its goal',
};

/** Settings → Webhooks: administrators only. */
export const webhookAdminEndpoints = {
  list: { method: 'GET', path: '/api/admin/webhooks' },
  create: { method: 'POST', path: '/api/admin/webhooks' },
  update: { method: 'PATCH', path: '/api/admin/webhooks/:id' },
  remove: { method: 'DELETE', path: '/api/admin/webhooks/:id' },
  rollSecret: { method: 'POST', path: '/api/admin/webhooks/:id/roll-secret' },
  sendTest: { method: 'POST', path: '/api/admin/webhooks/:id/test' },
  deliveries: { method: 'GET', path: '/api/admin/webhooks/:id/deliveries' },
  redeliver: { method: 'POST', path: '/api/admin/webhooks/:id/deliveries/:deliveryId/redeliver' },
} as const satisfies Record<string, Endpoint>;

export const WEBHOOK_DELIVERY_PAGE_SIZE = 20;
export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;
/** The first this many bytes of a receiver's answer are kept in the delivery log. */
export const WEBHOOK_RESPONSE_BODY_LIMIT = 1024;

export const webhookMessages = {
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  badId: 'Webhook endpoint id must be a positive whole number',
  badDeliveryId: 'Delivery id must be a positive whole number',
  urlRequired: 'URL is required',
  urlInvalid: 'URL must be an absolute http:// or https:// URL',
  urlTooLong: `URL must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`,
  urlCredentials: 'URL must not contain a user name or password',
  descriptionTooLong: `Description must be at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters`,
  eventsRequired: 'Choose at least one event',
  eventInvalid: 'Unknown event type',
  /** The SSRF guard (docs/webhooks.md): `{host}` is the URL's host, `{address}` the address it is or resolves to. */
  privateTarget:
    'URL points to a private, loopback or link-local address ({address}); webhooks are only sent to public internet addresses',
  nothingToUpdate: 'Nothing to update',
} as const;
