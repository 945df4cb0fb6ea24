import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  WEBHOOK_DELIVERY_PAGE_SIZE,
  webhookMessages as m,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@causeway/contracts';
import type { Db, Executor } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../audit-log/audit-log.service';
import { blockedAddressOf } from './address-guard';
import { eventPayload, newEventId } from './webhook-events';

export interface WebhookAdminDeps {
  db: Db;
  /** WEBHOOKS_ALLOW_PRIVATE: private, loopback and link-local URLs are accepted. */
  allowPrivate: boolean;
}

/** Who acted, from where: every change is audited (subject 'webhook_endpoint'). */
export interface Acting {
  actor: AuditActor;
  ip: string;
}

/** `whsec_` and 32 random bytes, base64url: the HMAC key of the endpoint's signatures. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const toEndpoint = (row: EndpointRow, lastDeliveryStatus: WebhookEndpoint['lastDeliveryStatus']): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  secret: row.secret,
  events: row.events as WebhookEventType[],
  enabled: row.enabled,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  lastDeliveryStatus,
});

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventId: row.eventId,
  eventType: row.eventType,
  status: row.status,
  attempts: row.attempts,
  responseStatus: row.responseStatus,
  responseBody: row.responseBody,
  error: row.error,
  durationMs: row.durationMs,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  payload: row.payload,
});

/** What the audit log keeps of an endpoint: never its secret. */
const audited = (row: EndpointRow) => ({
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
});

/** The SSRF guard at save time (docs/webhooks.md); delivery checks the address again at every attempt. */
async function assertPublicTarget(deps: WebhookAdminDeps, url: string): Promise<void> {
  if (deps.allowPrivate) return;
  const address = await blockedAddressOf(new URL(url));
  if (address) {
    const message = m.privateTarget.replace('{address}', address);
    throw new AppError('VALIDATION_FAILED', message, { url: [message] });
  }
}

export async function listEndpoints(db: Db): Promise<WebhookEndpoint[]> {
  const latest = db
    .select({ status: webhookDeliveries.status })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, webhookEndpoints.id))
    .orderBy(desc(webhookDeliveries.id))
    .limit(1);
  const rows = await db
    .select({ endpoint: webhookEndpoints, last: sql<WebhookEndpoint['lastDeliveryStatus']>`(${latest})` })
    .from(webhookEndpoints)
    .orderBy(webhookEndpoints.id);
  return rows.map((row) => toEndpoint(row.endpoint, row.last ?? null));
}

/**
 * Locks the endpoint for a change. Not FOR UPDATE: that would wait for every payment transaction that holds it
 * KEY SHARE while writing it a delivery (webhook-events.ts); only a deletion needs to.
 */
async function lockEndpoint(tx: Executor, id: number): Promise<EndpointRow> {
  const [row] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('no key update');
  if (!row) throw new AppError('NOT_FOUND', m.notFound);
  return row;
}

async function lastStatusOf(tx: Executor, id: number): Promise<WebhookEndpoint['lastDeliveryStatus']> {
  const [row] = await tx
    .select({ status: webhookDeliveries.status })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, id))
    .orderBy(desc(webhookDeliveries.id))
    .limit(1);
  return row?.status ?? null;
}

export async function createEndpoint(
  deps: WebhookAdminDeps,
  input: { url: string; description: string; events: WebhookEventType[]; enabled: boolean },
  acting: Acting,
): Promise<WebhookEndpoint> {
  await assertPublicTarget(deps, input.url);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ ...input, secret: newWebhookSecret(), createdById: acting.actor.id })
      .returning();
    await recordAudit(tx, {
      ...acting,
      action: 'webhook_endpoint.created',
      subjectType: 'webhook_endpoint',
      subjectId: row!.id,
      after: audited(row!),
    });
    return toEndpoint(row!, null);
  });
}

export async function updateEndpoint(
  deps: WebhookAdminDeps,
  id: number,
  patch: { url?: string; description?: string; events?: WebhookEventType[]; enabled?: boolean },
  acting: Acting,
): Promise<WebhookEndpoint> {
  if (patch.url !== undefined) await assertPublicTarget(deps, patch.url);
  return deps.db.transaction(async (tx) => {
    const before = await lockEndpoint(tx, id);
    const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    await recordAudit(tx, {
      ...acting,
      action: 'webhook_endpoint.updated',
      subjectType: 'webhook_endpoint',
      subjectId: id,
      before: audited(before),
      after: audited(row!),
    });
    return toEndpoint(row!, await lastStatusOf(tx, id));
  });
}

export async function deleteEndpoint(db: Db, id: number, acting: Acting): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockEndpoint(tx, id);
    // Its deliveries go with it (on delete cascade), the pending ones included: nothing is sent to it any more.
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    await recordAudit(tx, {
      ...acting,
      action: 'webhook_endpoint.deleted',
      subjectType: 'webhook_endpoint',
      subjectId: id,
      before: audited(before),
    });
  });
}

/** A new secret at once: retries of earlier deliveries are signed with it too (they are signed when sent). */
export async function rollSecret(db: Db, id: number, acting: Acting): Promise<WebhookEndpoint> {
  return db.transaction(async (tx) => {
    await lockEndpoint(tx, id);
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ secret: newWebhookSecret(), updatedAt: sql`now()` })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    await recordAudit(tx, {
      ...acting,
      action: 'webhook_endpoint.secret_rolled',
      subjectType: 'webhook_endpoint',
      subjectId: id,
    });
    return toEndpoint(row!, await lastStatusOf(tx, id));
  });
}

/** A `webhook.test` event for this endpoint only, whatever its events and even while it is disabled. */
export async function sendTestEvent(db: Db, id: number, acting: Acting): Promise<WebhookDelivery> {
  return db.transaction(async (tx) => {
    await lockEndpoint(tx, id);
    const eventId = newEventId();
    const payload = eventPayload(eventId, 'webhook.test', {
      object: 'test',
      message: 'A test event sent from Settings → Webhooks',
    });
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({ endpointId: id, eventId, eventType: 'webhook.test', payload })
      .returning();
    await recordAudit(tx, {
      ...acting,
      action: 'webhook_endpoint.test_sent',
      subjectType: 'webhook_endpoint',
      subjectId: id,
      after: { eventId },
    });
    return toDelivery(row!);
  });
}

export async function listDeliveries(db: Db, id: number, page: number): Promise<WebhookDeliveryPage> {
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id));
  if (!endpoint) throw new AppError('NOT_FOUND', m.notFound);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, id))
      .orderBy(desc(webhookDeliveries.id))
      .limit(WEBHOOK_DELIVERY_PAGE_SIZE)
      .offset((page - 1) * WEBHOOK_DELIVERY_PAGE_SIZE),
    db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id)),
  ]);
  return { items: rows.map(toDelivery), total: total?.n ?? 0, page, pageSize: WEBHOOK_DELIVERY_PAGE_SIZE };
}

/**
 * Sends a delivery again as a new delivery of the same event (same event id and body, so a receiver that
 * already has it can tell), with attempts of its own; the original keeps its log.
 */
export async function redeliver(
  db: Db,
  endpointId: number,
  deliveryId: number,
  acting: Acting,
): Promise<WebhookDelivery> {
  return db.transaction(async (tx) => {
    await lockEndpoint(tx, endpointId);
    const [original] = await tx
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
    if (!original) throw new AppError('NOT_FOUND', m.deliveryNotFound);
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({
        endpointId,
        eventId: original.eventId,
        eventType: original.eventType,
        payload: original.payload,
      })
      .returning();
    await recordAudit(tx, {
      ...acting,
      action: 'webhook_endpoint.redelivered',
      subjectType: 'webhook_endpoint',
      subjectId: endpointId,
      after: { deliveryId: original.id, eventId: original.eventId, newDeliveryId: row!.id },
    });
    return toDelivery(row!);
  });
}
