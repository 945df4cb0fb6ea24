import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { WebhookEventType } from '@causeway/contracts';
import type { Executor } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import {
  campaignObject,
  donationObject,
  donationObjects,
  recurringObject,
  type WebhookObject,
} from './webhook-objects';

/** 'webhook.test': the test event an administrator sends from Settings → Webhooks. */
export type WebhookEventName = WebhookEventType | 'webhook.test';

export const newEventId = () => `evt_${randomBytes(16).toString('hex')}`;

/** The exact body every endpoint receives for one event (docs/webhooks.md). */
export function eventPayload(eventId: string, type: WebhookEventName, object: WebhookObject, created = new Date()) {
  return JSON.stringify({ id: eventId, type, created: created.toISOString(), data: { object } });
}

/**
 * The enabled endpoints subscribed to `type`, locked against deletion until the commit (a delivery inserted for
 * an endpoint deleted meanwhile would fail its foreign key and roll the payment back with it). On the payment
 * path this is the whole cost of an event nobody listens to: one statement on a table of a handful of rows.
 */
async function subscribers(tx: Executor, type: WebhookEventName): Promise<number[]> {
  const rows = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(sql`${webhookEndpoints.enabled} and ${type} = any(${webhookEndpoints.events})`)
    .for('key share');
  return rows.map((row) => row.id);
}

type Lazy<T> = T | (() => Promise<T | undefined>);

/**
 * Records one event: a delivery for each enabled endpoint subscribed to its type, written in the caller's
 * transaction (an outbox: the event exists if and only if the change it tells of commits), delivered by the
 * webhook queue. `object` may be a loader, called only when some endpoint listens.
 */
export async function emitWebhookEvent(tx: Executor, type: WebhookEventType, object: Lazy<WebhookObject>) {
  await emitWebhookEvents(tx, type, async () => {
    const value = typeof object === 'function' ? await object() : object;
    return value ? [value] : [];
  });
}

/** Several events of one type (a batch of payments), one per object; one lookup of the subscribers for all. */
export async function emitWebhookEvents(
  tx: Executor,
  type: WebhookEventType,
  objects: () => Promise<WebhookObject[]>,
): Promise<void> {
  const endpointIds = await subscribers(tx, type);
  if (endpointIds.length === 0) return;
  const rows = (await objects()).flatMap((object) => {
    const eventId = newEventId();
    const payload = eventPayload(eventId, type, object);
    return endpointIds.map((endpointId) => ({ endpointId, eventId, eventType: type, payload }));
  });
  if (rows.length > 0) await tx.insert(webhookDeliveries).values(rows);
}

/** donation.succeeded / failed / refunded for one donation. */
export const emitDonationEvent = (tx: Executor, type: WebhookEventType, donationId: number) =>
  emitWebhookEvent(tx, type, () => donationObject(tx, donationId));

/** donation.succeeded for a batch of payments. */
export const emitDonationEvents = (tx: Executor, type: WebhookEventType, donationIds: number[]) =>
  emitWebhookEvents(tx, type, () => donationObjects(tx, donationIds));

/** recurring.created / recurring.cancelled, after the change is written. */
export const emitRecurringEvent = (tx: Executor, type: WebhookEventType, recurringId: number) =>
  emitWebhookEvent(tx, type, () => recurringObject(tx, recurringId));

/**
 * campaign.goal_reached when a change of `delta` cents moved the campaign's total from below its goal to the goal
 * or above, given the total and goal after the change (read in the same transaction, under the row's lock). Only
 * an upward crossing counts: a campaign that falls back under its goal (a refund) and reaches it again sends a
 * second event, one per crossing.
 */
export async function emitGoalReachedIfCrossed(
  tx: Executor,
  campaignId: number,
  delta: number,
  after: { amountRaised: number; goal: number },
): Promise<void> {
  if (delta <= 0 || !(after.amountRaised - delta < after.goal && after.amountRaised >= after.goal)) return;
  await emitWebhookEvent(tx, 'campaign.goal_reached', () => campaignObject(tx, campaignId));
}
