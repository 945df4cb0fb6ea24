import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { dueAgainIn, takeDueRows } from '../../jobs/outbox-relay';
import type { AttemptResult } from './webhook-sender';

/**
 * webhook_deliveries as an outbox (jobs/outbox-relay.ts): the relay takes due rows for the queue, each attempt
 * pushes `next_attempt_at` past the latest moment the queue's next try should start.
 */

/** Takes up to `limit` due deliveries for the queue (takeDueRows). */
export const takeDueDeliveries = (db: Executor, limit: number) => takeDueRows(db, webhookDeliveries, limit);

export interface AttemptTarget {
  id: number;
  attempts: number;
  eventId: string;
  payload: string;
  url: string;
  secret: string;
  enabled: boolean;
}

/**
 * Starts an attempt at each of these deliveries still pending and returns them with their endpoint's URL and
 * secret as they are now (a rolled secret signs the retries); one already delivered or given up is left alone.
 */
export async function startDeliveryAttempts(
  db: Executor,
  ids: number[],
  timeoutSeconds: number,
): Promise<AttemptTarget[]> {
  if (ids.length === 0) return [];
  const started = await db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: dueAgainIn(timeoutSeconds) })
    .where(and(sql`${webhookDeliveries.id} = any(${sql.param(ids)}::int[])`, eq(webhookDeliveries.status, 'pending')))
    .returning({
      id: webhookDeliveries.id,
      endpointId: webhookDeliveries.endpointId,
      attempts: webhookDeliveries.attempts,
      eventId: webhookDeliveries.eventId,
      payload: webhookDeliveries.payload,
    });
  if (started.length === 0) return [];
  const endpoints = await db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      enabled: webhookEndpoints.enabled,
    })
    .from(webhookEndpoints)
    .where(inArray(webhookEndpoints.id, [...new Set(started.map((row) => row.endpointId))]));
  const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
  // An endpoint deleted meanwhile took its deliveries with it (on delete cascade): nothing to send.
  return started
    .filter((row) => byId.has(row.endpointId))
    .map((row) => {
      const { url, secret, enabled } = byId.get(row.endpointId)!;
      return { id: row.id, attempts: row.attempts, eventId: row.eventId, payload: row.payload, url, secret, enabled };
    })
    .sort((a, b) => a.id - b.id);
}

/**
 * Records an attempt's outcome. `retryWithinSeconds`: the longest the queue waits before the next attempt; null
 * when that was the last one (a failure then gives the delivery up).
 */
export async function recordAttempt(
  db: Executor,
  id: number,
  result: AttemptResult,
  retryWithinSeconds: number | null,
): Promise<void> {
  const status = result.ok ? 'succeeded' : retryWithinSeconds === null ? 'failed' : 'pending';
  await db
    .update(webhookDeliveries)
    .set({
      status,
      lastAttemptAt: sql`now()`,
      responseStatus: result.responseStatus,
      responseBody: result.responseBody,
      error: result.error,
      durationMs: result.durationMs,
      ...(result.ok ? { deliveredAt: sql`now()` } : {}),
      ...(status === 'pending' ? { nextAttemptAt: dueAgainIn(retryWithinSeconds!) } : {}),
    })
    .where(eq(webhookDeliveries.id, id));
}

/** The delivery log keeps a delivery this long after it was created, once it is done with (docs/webhooks.md). */
export const WEBHOOK_LOG_KEEP_DAYS = 30;

/** Removes the deliveries done with (succeeded or failed) that are older than the log keeps; answers how many. */
export async function pruneOldDeliveries(db: Executor, now: Date): Promise<number> {
  const before = new Date(now.getTime() - WEBHOOK_LOG_KEEP_DAYS * 24 * 60 * 60 * 1000);
  const removed = await db
    .delete(webhookDeliveries)
    .where(and(ne(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.createdAt, before)))
    .returning({ id: webhookDeliveries.id });
  return removed.length;
}
