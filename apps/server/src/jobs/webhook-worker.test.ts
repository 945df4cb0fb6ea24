import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import { emitWebhookEvent } from '../modules/webhooks/webhook-events';
import { createTestDatabase } from '../test/test-database';
import { startJobRunner, type JobRunner } from './job-runner';
import { startRelay } from './outbox-relay';
import { webhookQueue, webhookRelaySource } from './webhook-worker';

// The webhook queue on pg-boss as the server runs it (server.ts): an event written in a transaction, the relay,
// the queue and its retries. Retries wait a second, then two, instead of minutes.

let database: DatabaseHandle;
let runner: JobRunner;
let relay: { stop: () => Promise<void> };
let receiver: http.Server;
let url: string;
const received: string[] = [];
let failuresLeft = 2;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push(Buffer.concat(chunks).toString('utf8'));
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        res.writeHead(503).end('busy');
      } else {
        res.writeHead(204).end();
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  database = await createTestDatabase();
  runner = await startJobRunner({
    database,
    jobs: [],
    queues: [
      webhookQueue({
        db: database.db,
        allowPrivate: true,
        retry: { retries: 2, delaySeconds: 1, maxDelaySeconds: 60 },
        pollingIntervalSeconds: 0.5,
      }),
    ],
    onError: (error) => console.error(error),
  });
  relay = startRelay({
    sources: [webhookRelaySource(database.db)],
    runner,
    intervalMs: 200,
    onError: (error) => console.error(error),
  });
}, 90_000);
afterAll(async () => {
  await relay.stop();
  await runner.stop();
  await database.close();
  await new Promise((resolve) => receiver.close(resolve));
});

async function until(done: () => Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the webhook queue (pg-boss)', () => {
  it('delivers a committed event, retrying a receiver that fails twice', async () => {
    const [endpoint] = await database.db
      .insert(webhookEndpoints)
      .values({ url, secret: 'whsec_queue', events: ['campaign.goal_reached'] })
      .returning();
    await database.db.transaction((tx) =>
      emitWebhookEvent(tx, 'campaign.goal_reached', {
        object: 'campaign',
        id: 1,
        title: 'T',
        goal: 1,
        amountRaised: 2,
      }),
    );
    const rows = () =>
      database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint!.id));
    await until(async () => (await rows()).every((row) => row.status !== 'pending'));

    const [delivery] = await rows();
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 3, responseStatus: 204, error: null });
    expect(received).toEqual([delivery!.payload, delivery!.payload, delivery!.payload]);
  }, 30_000);
});
