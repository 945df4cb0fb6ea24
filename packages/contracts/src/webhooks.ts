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
