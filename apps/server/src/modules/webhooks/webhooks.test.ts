import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authMessages,
  webhookMessages,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
} from '@causeway/contracts';
import { auditLog, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { donate, guest } from '../../test/donate';
import { makeCampaign, signIn } from '../../test/factories';
import { deliverWebhooks } from './deliver-webhooks';
import { takeDueDeliveries } from './webhook-deliveries.repository';

// Outbound webhooks through the API, against a receiver this test runs on 127.0.0.1 (reachable because the app
// is built with WEBHOOKS_ALLOW_PRIVATE=true; a second app without it checks the SSRF guard). Deliveries are
// driven the way the webhook queue drives them: the relay's take, then one attempt per call (the queue's retries).

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** What the receiver answers on each path; `failFirst` answers 500 that many times, then 200. */
const failFirst = new Map<string, number>();
let received: Received[] = [];
let receiver: http.Server;
let base: string;

function startReceiver(): Promise<void> {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (path.startsWith('/hang')) {
        // Never answers: the attempt's timeout ends it.
      } else if (path.startsWith('/redirect')) {
        res.writeHead(302, { location: `${base}/ok` }).end();
      } else if (path.startsWith('/big')) {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(5_000));
      } else if (path.startsWith('/down')) {
        res.writeHead(503).end('Service unavailable');
      } else {
        const left = failFirst.get(path) ?? 0;
        if (left > 0) {
          failFirst.set(path, left - 1);
          res.writeHead(500).end('not yet');
        } else {
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
        }
      }
    });
  });
  return new Promise((resolve) =>
    receiver.listen(0, '127.0.0.1', () => {
      base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

let t: TestApp;
let strict: TestApp;
let admin: string;
let donor: string;
let strictAdmin: string;

beforeAll(async () => {
  await startReceiver();
  t = await buildTestApp({
    env: { WEBHOOKS_ALLOW_PRIVATE: 'true' },
    rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } },
  });
  strict = await buildTestApp();
  admin = (await signIn(t.app, t.db, 'admin')).cookie;
  donor = (await signIn(t.app, t.db, 'donor')).cookie;
  strictAdmin = (await signIn(strict.app, strict.db, 'admin')).cookie;
}, 60_000);
afterAll(async () => {
  await t.close();
  await strict.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(async () => {
  received = [];
  // Each test starts with no endpoint, so only its own endpoints receive its events.
  await t.db.delete(webhookEndpoints);
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie: string | null = admin, app = t.app) =>
  app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

async function createEndpoint(body: Record<string, unknown>): Promise<WebhookEndpoint> {
  const res = await call('POST', '/api/admin/webhooks', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The relay's take and one attempt at each due delivery, as the queue's worker makes it. */
async function deliverDue() {
  return deliverWebhooks(t.db, await takeDueDeliveries(t.db, 1_000), { allowPrivate: true });
}

async function deliveriesOf(endpointId: number, page = 1): Promise<WebhookDeliveryPage> {
  const res = await call('GET', `/api/admin/webhooks/${endpointId}/deliveries?page=${page}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Causeway-Signature checked the way a receiver would, written here from the docs, not with the server's code. */
function verifySignature(header: string, rawBody: string, secret: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${rawBody}`, 'utf8').digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe('access', () => {
  const routes: [Method, string][] = [
    ['GET', '/api/admin/webhooks'],
    ['POST', '/api/admin/webhooks'],
    ['PATCH', '/api/admin/webhooks/1'],
    ['DELETE', '/api/admin/webhooks/1'],
    ['POST', '/api/admin/webhooks/1/roll-secret'],
    ['POST', '/api/admin/webhooks/1/test'],
    ['GET', '/api/admin/webhooks/1/deliveries'],
    ['POST', '/api/admin/webhooks/1/deliveries/1/redeliver'],
  ];
  it.each(routes)('%s %s: 401 for a visitor, 403 for a donor', async (method, url) => {
    const body =
      method === 'POST' || method === 'PATCH' ? { url: `${base}/ok`, events: ['donation.succeeded'] } : undefined;
    const anonymous = await call(method, url, body, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(authMessages.notSignedIn);
    const asDonor = await call(method, url, body, donor);
    expect(asDonor.statusCode).toBe(403);
    expect(asDonor.json().message).toBe(authMessages.adminOnly);
  });
});

describe('endpoints', () => {
  it('creates an endpoint with a server-made secret, lists, updates, rolls the secret and deletes it, all audited', async () => {
    const created = await createEndpoint({
      url: `${base}/crm`,
      description: ' CRM sync ',
      events: ['donation.refunded', 'donation.succeeded', 'donation.succeeded'],
    });
    expect(created).toMatchObject({
      url: `${base}/crm`,
      description: 'CRM sync',
      // In the contract's order, once each.
      events: ['donation.succeeded', 'donation.refunded'],
      enabled: true,
      lastDeliveryStatus: null,
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const list = await call('GET', '/api/admin/webhooks');
    expect(list.json()).toEqual([created]);

    const updated = await call('PATCH', `/api/admin/webhooks/${created.id}`, {
      enabled: false,
      events: ['campaign.goal_reached'],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ enabled: false, events: ['campaign.goal_reached'], url: `${base}/crm` });

    const rolled = await call('POST', `/api/admin/webhooks/${created.id}/roll-secret`);
    expect(rolled.statusCode).toBe(200);
    expect(rolled.json().secret).toMatch(/^whsec_/);
    expect(rolled.json().secret).not.toBe(created.secret);

    const removed = await call('DELETE', `/api/admin/webhooks/${created.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', '/api/admin/webhooks')).json()).toEqual([]);
    expect((await call('DELETE', `/api/admin/webhooks/${created.id}`)).statusCode).toBe(404);

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'webhook_endpoint'), eq(auditLog.subjectId, created.id)))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'webhook_endpoint.created',
      'webhook_endpoint.updated',
      'webhook_endpoint.secret_rolled',
      'webhook_endpoint.deleted',
    ]);
    expect(entries[1]!.before).toMatchObject({ enabled: true });
    expect(entries[1]!.after).toMatchObject({ enabled: false, events: ['campaign.goal_reached'] });
    // The secret never reaches the audit log.
    expect(JSON.stringify(entries)).not.toContain('whsec_');
  });

  it.each([
    [{ events: ['donation.succeeded'] }, webhookMessages.urlRequired],
    [{ url: '', events: ['donation.succeeded'] }, webhookMessages.urlRequired],
    [{ url: 'not a url', events: ['donation.succeeded'] }, webhookMessages.urlInvalid],
    [{ url: 'ftp://example.org/hook', events: ['donation.succeeded'] }, webhookMessages.urlInvalid],
    [{ url: '/relative/hook', events: ['donation.succeeded'] }, webhookMessages.urlInvalid],
    [{ url: 'https://user:pw@example.org/hook', events: ['donation.succeeded'] }, webhookMessages.urlCredentials],
    [{ url: `https://example.org/${'a'.repeat(2_000)}`, events: ['donation.succeeded'] }, webhookMessages.urlTooLong],
    [{ url: 'https://example.org/hook', events: [] }, webhookMessages.eventsRequired],
    [{ url: 'https://example.org/hook' }, webhookMessages.eventsRequired],
    [{ url: 'https://example.org/hook', events: ['donation.exploded'] }, webhookMessages.eventInvalid],
    [
      { url: 'https://example.org/hook', events: ['donation.failed'], description: 'd'.repeat(201) },
      webhookMessages.descriptionTooLong,
    ],
  ] as const)('refuses a bad body with a 400 (%#)', async (body, message) => {
    const res = await call('POST', '/api/admin/webhooks', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses an empty change, and answers 404 for an endpoint or a delivery that does not exist', async () => {
    const endpoint = await createEndpoint({ url: `${base}/ok`, events: ['donation.failed'] });
    const empty = await call('PATCH', `/api/admin/webhooks/${endpoint.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(webhookMessages.nothingToUpdate);
    for (const [method, url] of [
      ['PATCH', '/api/admin/webhooks/999999'],
      ['POST', '/api/admin/webhooks/999999/roll-secret'],
      ['POST', '/api/admin/webhooks/999999/test'],
      ['GET', '/api/admin/webhooks/999999/deliveries'],
      ['POST', '/api/admin/webhooks/999999/deliveries/1/redeliver'],
    ] as const) {
      const res = await call(method, url, method === 'PATCH' ? { enabled: false } : undefined);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(webhookMessages.notFound);
    }
    const noDelivery = await call('POST', `/api/admin/webhooks/${endpoint.id}/deliveries/999999/redeliver`);
    expect(noDelivery.statusCode).toBe(404);
    expect(noDelivery.json().message).toBe(webhookMessages.deliveryNotFound);
    expect((await call('GET', '/api/admin/webhooks/abc/deliveries')).statusCode).toBe(400);
  });
});

describe('SSRF guard (WEBHOOKS_ALLOW_PRIVATE unset)', () => {
  it.each([
    ['http://127.0.0.1/hook', '127.0.0.1'],
    ['http://127.1.2.3:8080/hook', '127.1.2.3'],
    ['https://10.0.0.5/hook', '10.0.0.5'],
    ['http://172.16.8.1/hook', '172.16.8.1'],
    ['http://192.168.1.1/hook', '192.168.1.1'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://100.64.0.1/hook', '100.64.0.1'],
    ['http://0.0.0.0/hook', '0.0.0.0'],
    ['http://[::1]/hook', '::1'],
    ['http://[fd12::1]/hook', 'fd12::1'],
    ['http://[fe80::1]/hook', 'fe80::1'],
    ['http://[::ffff:127.0.0.1]/hook', '::ffff:7f00:1'],
    ['http://2130706433/hook', '127.0.0.1'],
    ['http://localhost:3000/hook', undefined],
  ])('refuses %s at save time', async (url, address) => {
    const res = await call(
      'POST',
      '/api/admin/webhooks',
      { url, events: ['donation.succeeded'] },
      strictAdmin,
      strict.app,
    );
    expect(res.statusCode, res.body).toBe(400);
    const { message, fieldErrors } = res.json();
    expect(message).toMatch(/private, loopback or link-local address/);
    if (address) expect(message).toContain(`(${address})`);
    expect(fieldErrors.url).toEqual([message]);
  });

  it('refuses a private URL in a change too, and accepts a public address', async () => {
    const ok = await call(
      'POST',
      '/api/admin/webhooks',
      { url: 'https://93.184.215.14/hook', events: ['donation.succeeded'] },
      strictAdmin,
      strict.app,
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const res = await call(
      'PATCH',
      `/api/admin/webhooks/${ok.json().id}`,
      { url: 'http://10.1.1.1/' },
      strictAdmin,
      strict.app,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('(10.1.1.1)');
  });

  it('refuses again at delivery time, after resolving the name: nothing reaches a private address', async () => {
    // As if the URL had been saved while it resolved elsewhere (or written before the rule): the attempt decides.
    const port = (receiver.address() as AddressInfo).port;
    const rows = await t.db
      .insert(webhookEndpoints)
      .values([
        { url: `http://127.0.0.1:${port}/literal`, secret: 'whsec_x', events: ['donation.succeeded'] },
        { url: `http://localhost:${port}/named`, secret: 'whsec_x', events: ['donation.succeeded'] },
      ])
      .returning();
    const deliveries = await t.db
      .insert(webhookDeliveries)
      .values(
        rows.map((row) => ({
          endpointId: row.id,
          eventId: 'evt_ssrf',
          eventType: 'donation.succeeded',
          payload: '{}',
        })),
      )
      .returning();
    const outcomes = await deliverWebhooks(
      t.db,
      deliveries.map((d) => d.id),
      { allowPrivate: false, retry: { retries: 0, delaySeconds: 1, maxDelaySeconds: 1 } },
    );
    expect([...outcomes.values()].map((o) => o.status)).toEqual(['failed', 'failed']);
    expect(received).toEqual([]);
    const after = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, 'evt_ssrf'));
    for (const row of after) {
      expect(row.status).toBe('failed');
      expect(row.error).toMatch(/^Refused: (127\.0\.0\.1|::1) is a private, loopback or link-local address$/);
      expect(row.responseStatus).toBeNull();
    }
  });
});

describe('deliveries', () => {
  it('sends a succeeded donation, signed: the receiver verifies the signature with its own HMAC', async () => {
    const endpoint = await createEndpoint({ url: `${base}/crm`, events: ['donation.succeeded'] });
    const campaign = await makeCampaign(t.db, { goal: 10_000_000 });
    const { donationId } = await donate(t.app, { campaignId: campaign.id, amount: 2_500, ...guest });

    const [pending] = (await deliveriesOf(endpoint.id)).items;
    expect(pending).toMatchObject({ eventType: 'donation.succeeded', status: 'pending', attempts: 0 });
    expect([...(await deliverDue()).values()]).toEqual([{ status: 'succeeded' }]);

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.path).toBe('/crm');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['user-agent']).toBe('Causeway-Webhooks/1');
    const signature = request!.headers['causeway-signature'] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(signature, request!.body, endpoint.secret)).toBe(true);
    expect(verifySignature(signature, request!.body.replace('2500', '2501'), endpoint.secret)).toBe(false);
    expect(verifySignature(signature, request!.body, `${endpoint.secret}x`)).toBe(false);
    const t0 = Number(/t=(\d+)/.exec(signature)![1]);
    expect(Math.abs(t0 - Date.now() / 1000)).toBeLessThan(300);

    const event = JSON.parse(request!.body);
    expect(request!.headers['causeway-event-id']).toBe(event.id);
    expect(event).toEqual({
      id: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
      type: 'donation.succeeded',
      created: expect.any(String),
      data: {
        object: {
          object: 'donation',
          id: donationId,
          campaignId: campaign.id,
          amount: 2_500,
          feeAmount: 0,
          refundedAmount: 0,
          currency: 'usd',
          status: 'succeeded',
          type: 'one_time',
          receiptNumber: expect.any(Number),
          createdAt: expect.any(String),
          donor: { name: 'Ada Lovelace', email: guest.guestEmail },
        },
      },
    });
    expect(new Date(event.created).toISOString()).toBe(event.created);

    const [done] = (await deliveriesOf(endpoint.id)).items;
    expect(done).toMatchObject({
      eventId: event.id,
      status: 'succeeded',
      attempts: 1,
      responseStatus: 200,
      responseBody: '{"received":true}',
      error: null,
    });
    expect(done!.payload).toBe(request!.body);
    expect(done!.durationMs).toBeGreaterThanOrEqual(0);
    expect(done!.deliveredAt).not.toBeNull();
    expect((await call('GET', '/api/admin/webhooks')).json()[0].lastDeliveryStatus).toBe('succeeded');
  });

  it('retries a receiver that fails twice: three attempts, then succeeded, each attempt logged', async () => {
    const endpoint = await createEndpoint({ url: `${base}/flaky`, events: ['donation.succeeded'] });
    failFirst.set('/flaky', 2);
    const campaign = await makeCampaign(t.db, { goal: 10_000_000 });
    await donate(t.app, { campaignId: campaign.id, amount: 1_000, ...guest });

    const ids = await takeDueDeliveries(t.db, 1_000);
    expect(ids).toHaveLength(1);
    expect([...(await deliverWebhooks(t.db, ids, { allowPrivate: true })).values()]).toEqual([
      { status: 'retry', error: 'HTTP 500' },
    ]);
    let [row] = (await deliveriesOf(endpoint.id)).items;
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: 500,
      responseBody: 'not yet',
      error: 'HTTP 500',
    });
    // Waiting for the queue's retry, not taken again by the relay meanwhile.
    expect(await takeDueDeliveries(t.db, 1_000)).toEqual([]);

    await deliverWebhooks(t.db, ids, { allowPrivate: true });
    [row] = (await deliveriesOf(endpoint.id)).items;
    expect(row).toMatchObject({ status: 'pending', attempts: 2, responseStatus: 500 });

    expect([...(await deliverWebhooks(t.db, ids, { allowPrivate: true })).values()]).toEqual([{ status: 'succeeded' }]);
    [row] = (await deliveriesOf(endpoint.id)).items;
    expect(row).toMatchObject({ status: 'succeeded', attempts: 3, responseStatus: 200, error: null });
    // A further job for it (a duplicate) sends nothing.
    expect([...(await deliverWebhooks(t.db, ids, { allowPrivate: true })).values()]).toEqual([{ status: 'skipped' }]);

    expect(received).toHaveLength(3);
    const eventIds = new Set(received.map((r) => r.headers['causeway-event-id']));
    expect(eventIds.size).toBe(1);
    for (const r of received)
      expect(verifySignature(r.headers['causeway-signature'] as string, r.body, endpoint.secret)).toBe(true);
  });

  it('gives a delivery up after its last retry', async () => {
    const endpoint = await createEndpoint({ url: `${base}/down`, events: ['donation.succeeded'] });
    await donate(t.app, { campaignId: (await makeCampaign(t.db)).id, amount: 700, ...guest });
    const ids = await takeDueDeliveries(t.db, 1_000);
    const retry = { retries: 1, delaySeconds: 1, maxDelaySeconds: 1 };
    expect([...(await deliverWebhooks(t.db, ids, { allowPrivate: true, retry })).values()][0]!.status).toBe('retry');
    expect([...(await deliverWebhooks(t.db, ids, { allowPrivate: true, retry })).values()][0]!.status).toBe('failed');
    const [row] = (await deliveriesOf(endpoint.id)).items;
    expect(row).toMatchObject({ status: 'failed', attempts: 2, responseStatus: 503, error: 'HTTP 503' });
    expect((await call('GET', '/api/admin/webhooks')).json()[0].lastDeliveryStatus).toBe('failed');
  });

  it('follows no redirect: a 3xx is a failed attempt and its target is never called', async () => {
    const endpoint = await createEndpoint({ url: `${base}/redirect`, events: ['donation.succeeded'] });
    await donate(t.app, { campaignId: (await makeCampaign(t.db)).id, amount: 800, ...guest });
    await deliverDue();
    expect(received.map((r) => r.path)).toEqual(['/redirect']);
    const [row] = (await deliveriesOf(endpoint.id)).items;
    expect(row).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 302 });
    expect(row!.error).toBe(`Redirect (HTTP 302 to ${base}/ok) not followed`);
  });

  it('gives up an attempt the receiver does not answer in time', async () => {
    const endpoint = await createEndpoint({ url: `${base}/hang`, events: ['donation.succeeded'] });
    await donate(t.app, { campaignId: (await makeCampaign(t.db)).id, amount: 850, ...guest });
    // The timeout is 10 s in production; a fifth of a second here.
    await deliverWebhooks(t.db, await takeDueDeliveries(t.db, 1_000), { allowPrivate: true, timeoutMs: 200 });
    const [row] = (await deliveriesOf(endpoint.id)).items;
    expect(row).toMatchObject({ status: 'pending', attempts: 1, responseStatus: null, error: 'Timed out after 0.2 s' });
  });

  it('keeps only the first kilobyte of an answer', async () => {
    const endpoint = await createEndpoint({ url: `${base}/big`, events: ['donation.succeeded'] });
    await donate(t.app, { campaignId: (await makeCampaign(t.db)).id, amount: 900, ...guest });
    await deliverDue();
    const [row] = (await deliveriesOf(endpoint.id)).items;
    expect(row).toMatchObject({ status: 'succeeded', responseStatus: 200 });
    expect(row!.responseBody).toBe('x'.repeat(1_024));
  });

  it('redelivers as a new delivery of the same event, with attempts of its own', async () => {
    const endpoint = await createEndpoint({ url: `${base}/again`, events: ['donation.succeeded'] });
    await donate(t.app, { campaignId: (await makeCampaign(t.db)).id, amount: 1_100, ...guest });
    await deliverDue();
    const [first] = (await deliveriesOf(endpoint.id)).items;
    expect(first!.status).toBe('succeeded');

    const res = await call('POST', `/api/admin/webhooks/${endpoint.id}/deliveries/${first!.id}/redeliver`);
    expect(res.statusCode, res.body).toBe(202);
    const again = res.json() as WebhookDelivery;
    expect(again).toMatchObject({ eventId: first!.eventId, payload: first!.payload, status: 'pending', attempts: 0 });
    expect(again.id).toBeGreaterThan(first!.id);
    await deliverDue();

    const page = await deliveriesOf(endpoint.id);
    expect(page.total).toBe(2);
    expect(page.items.map((d) => [d.id, d.status, d.attempts])).toEqual([
      [again.id, 'succeeded', 1],
      [first!.id, 'succeeded', 1],
    ]);
    expect(received.map((r) => r.body)).toEqual([first!.payload, first!.payload]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, endpoint.id), eq(auditLog.action, 'webhook_endpoint.redelivered')));
    expect(audit!.after).toMatchObject({ deliveryId: first!.id, newDeliveryId: again.id });
  });

  it('sends a test event to the endpoint alone', async () => {
    const endpoint = await createEndpoint({ url: `${base}/test`, events: ['campaign.goal_reached'] });
    const res = await call('POST', `/api/admin/webhooks/${endpoint.id}/test`);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ eventType: 'webhook.test', status: 'pending' });
    await deliverDue();
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'webhook.test', data: { object: { object: 'test' } } });
    expect(
      verifySignature(received[0]!.headers['causeway-signature'] as string, received[0]!.body, endpoint.secret),
    ).toBe(true);
  });

  it('pages the log, newest first', async () => {
    const endpoint = await createEndpoint({ url: `${base}/ok`, events: ['donation.succeeded'] });
    for (let i = 0; i < 22; i += 1) await call('POST', `/api/admin/webhooks/${endpoint.id}/test`);
    const first = await deliveriesOf(endpoint.id);
    expect(first).toMatchObject({ total: 22, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    const second = await deliveriesOf(endpoint.id, 2);
    expect(second.items).toHaveLength(2);
    const ids = [...first.items, ...second.items].map((d) => d.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

describe('events', () => {
  it('writes nothing for an endpoint not subscribed to the type, or disabled', async () => {
    const refundsOnly = await createEndpoint({ url: `${base}/refunds`, events: ['donation.refunded'] });
    const disabled = await createEndpoint({ url: `${base}/off`, events: ['donation.succeeded'], enabled: false });
    const listening = await createEndpoint({ url: `${base}/on`, events: ['donation.succeeded'] });
    await donate(t.app, { campaignId: (await makeCampaign(t.db)).id, amount: 1_200, ...guest });
    expect((await deliveriesOf(refundsOnly.id)).total).toBe(0);
    expect((await deliveriesOf(disabled.id)).total).toBe(0);
    expect((await deliveriesOf(listening.id)).total).toBe(1);
  });

  it('tells of a failed donation', async () => {
    const endpoint = await createEndpoint({ url: `${base}/failed`, events: ['donation.failed'] });
    const { donationId } = await donate(
      t.app,
      { campaignId: (await makeCampaign(t.db)).id, amount: 1_300, ...guest },
      { card: '4000000000000002' },
    );
    const [delivery] = (await deliveriesOf(endpoint.id)).items;
    expect(delivery!.eventType).toBe('donation.failed');
    expect(JSON.parse(delivery!.payload).data.object).toMatchObject({ id: donationId, status: 'failed' });
  });

  it('tells of each refund, partial then full, with the refunded total so far', async () => {
    const endpoint = await createEndpoint({ url: `${base}/refunds`, events: ['donation.refunded'] });
    const { donationId } = await donate(t.app, { campaignId: (await makeCampaign(t.db)).id, amount: 4_000, ...guest });
    for (const payload of [{ reason: 'Asked for half back', amount: 2_000 }, { reason: 'And the rest' }]) {
      const res = await call('POST', `/api/admin/donations/${donationId}/refunds`, payload);
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const objects = (await deliveriesOf(endpoint.id)).items.map((d) => JSON.parse(d.payload).data.object);
    expect(objects.map((o) => [o.id, o.status, o.refundedAmount])).toEqual([
      [donationId, 'refunded', 4_000],
      [donationId, 'succeeded', 2_000],
    ]);
  });

  it('tells of an offline gift an administrator recorded', async () => {
    const endpoint = await createEndpoint({ url: `${base}/offline`, events: ['donation.succeeded'] });
    const campaign = await makeCampaign(t.db);
    const res = await call('POST', '/api/admin/offline-gifts', {
      campaignId: campaign.id,
      amount: 5_000,
      method: 'cheque',
      receivedOn: new Date().toISOString().slice(0, 10),
      donor: { email: 'cheque@example.org', firstName: 'Grace', lastName: 'Hopper' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [delivery] = (await deliveriesOf(endpoint.id)).items;
    expect(JSON.parse(delivery!.payload).data.object).toMatchObject({
      campaignId: campaign.id,
      amount: 5_000,
      status: 'succeeded',
      receiptNumber: expect.any(Number),
      donor: { name: 'Grace Hopper', email: 'cheque@example.org' },
    });
  });

  it('tells of a new recurring gift and of its cancellation by the donor', async () => {
    const endpoint = await createEndpoint({
      url: `${base}/recurring`,
      events: ['recurring.created', 'recurring.cancelled'],
    });
    const campaign = await makeCampaign(t.db);
    await donate(
      t.app,
      { campaignId: campaign.id, amount: 1_500, interval: 'monthly' },
      { cookie: donor, recurring: true },
    );
    let items = (await deliveriesOf(endpoint.id)).items;
    expect(items.map((d) => d.eventType)).toEqual(['recurring.created']);
    const created = JSON.parse(items[0]!.payload).data.object;
    expect(created).toMatchObject({
      object: 'recurring_donation',
      campaignId: campaign.id,
      amount: 1_500,
      interval: 'monthly',
      status: 'active',
      nextPaymentDate: expect.any(String),
    });
    const cancel = await call('DELETE', `/api/recurring-donations/${created.id}`, undefined, donor);
    expect(cancel.statusCode, cancel.body).toBe(200);
    items = (await deliveriesOf(endpoint.id)).items;
    expect(items.map((d) => d.eventType)).toEqual(['recurring.cancelled', 'recurring.created']);
    expect(JSON.parse(items[0]!.payload).data.object).toMatchObject({ id: created.id, status: 'cancelled' });
  });

  it('tells once that a campaign reached its goal, when its total crosses it', async () => {
    const endpoint = await createEndpoint({ url: `${base}/goal`, events: ['campaign.goal_reached'] });
    const campaign = await makeCampaign(t.db, { goal: 10_000, title: 'Goal Wells' });
    await donate(t.app, { campaignId: campaign.id, amount: 6_000, ...guest });
    expect((await deliveriesOf(endpoint.id)).total).toBe(0);
    await donate(t.app, { campaignId: campaign.id, amount: 6_000, ...guest });
    await donate(t.app, { campaignId: campaign.id, amount: 6_000, ...guest });
    const { items } = await deliveriesOf(endpoint.id);
    expect(items.map((d) => d.eventType)).toEqual(['campaign.goal_reached']);
    expect(JSON.parse(items[0]!.payload).data.object).toEqual({
      object: 'campaign',
      id: campaign.id,
      title: 'Goal Wells',
      goal: 10_000,
      amountRaised: 12_000,
    });
  });

  it('drops the pending deliveries of a deleted endpoint', async () => {
    const endpoint = await createEndpoint({ url: `${base}/gone`, events: ['donation.succeeded'] });
    await donate(t.app, { campaignId: (await makeCampaign(t.db)).id, amount: 1_400, ...guest });
    expect((await call('DELETE', `/api/admin/webhooks/${endpoint.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id))).toEqual(
      [],
    );
    await deliverDue();
    expect(received).toEqual([]);
  });
});
