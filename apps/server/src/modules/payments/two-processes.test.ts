import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, mailOutbox } from '../../db/schema';
import type { DatabaseHandle } from '../../db/client';
import { makeCampaign, makeUser } from '../../test/factories';
import { campaignTotals } from '../../test/totals';
import { createTestDatabase } from '../../test/test-database';
import { serverUrl } from '../../test/server-url';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverEntry = path.resolve(here, '../../server.ts');
const tsx = path.resolve(here, '../../../../../node_modules/tsx/dist/esm/index.mjs');

interface AppProcess {
  url: string;
  child: ChildProcess;
  dataDir: string;
}

/** `npm start`'s server as its own process on the test database, as a second machine would run it. */
async function startProcess(databaseUrl: string): Promise<AppProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-two-'));
  const child = spawn(process.execPath, ['--import', tsx, serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'off',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      RATE_LIMIT_DONATIONS: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await serverUrl(child);
  return { url, child, dataDir };
}

async function stopProcess(p: AppProcess) {
  if (p.child.exitCode === null) {
    const exited = new Promise((resolve) => p.child.on('exit', resolve));
    p.child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(p.dataDir, { recursive: true, force: true });
}

async function post(url: string, body: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function donate(baseUrl: string, campaignId: number, amount: number, email: string) {
  const intent = await post(`${baseUrl}/api/donations/create-payment-intent`, {
    campaignId,
    amount,
    guestEmail: email,
    guestFirstName: 'Two',
    guestLastName: 'Processes',
  });
  expect(intent.status).toBe(201);
  const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' };
  const confirmed = await post(`${baseUrl}/api/payments/sandbox/confirm`, {
    clientSecret: intent.body.clientSecret,
    card,
  });
  return confirmed.body.status;
}

// Several processes share one database only on PostgreSQL (PGlite belongs to one process).
describe.skipIf(!process.env.TEST_DATABASE_URL)('two app processes on one PostgreSQL database', () => {
  let database: DatabaseHandle;
  let a: AppProcess;
  let b: AppProcess;
  beforeAll(async () => {
    database = await createTestDatabase();
    [a, b] = await Promise.all([startProcess(database.url!), startProcess(database.url!)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopProcess));
    await database?.close();
  });

  it('count every gift once when donors give to one campaign through both at the same moment', async () => {
    const campaign = await makeCampaign(database.db, { goal: 10_000_000 });
    // 30 donors, each giving twice at once: one gift through each process.
    const gifts = Array.from({ length: 30 }, (_, i) => [
      { url: a.url, amount: 1_000 + i, email: `donor${i}@example.com` },
      { url: b.url, amount: 2_000 + i, email: `DONOR${i}@example.com` },
    ]).flat();
    const statuses = await Promise.all(gifts.map((g) => donate(g.url, campaign.id, g.amount, g.email)));
    expect(statuses).toEqual(Array(60).fill('succeeded'));

    expect(await campaignTotals(database.db, campaign.id)).toEqual({
      raised: gifts.reduce((sum, g) => sum + g.amount, 0),
      donors: 30,
    });
    const succeeded = await database.db
      .select({ receiptNumber: donations.receiptNumber })
      .from(donations)
      .where(and(eq(donations.campaignId, campaign.id), eq(donations.status, 'succeeded')));
    expect(new Set(succeeded.map((d) => d.receiptNumber)).size).toBe(60);
    // One receipt e-mail per gift, whichever process applied it.
    const [mail] = await database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} like ${'%' + campaign.title}`);
    expect(mail!.n).toBe(60);
  }, 60_000);

  it('a receipt note saved through one process is in the receipts the other sends', async () => {
    // Each process reads the note from its settings cache; the save is announced to the others by NOTIFY.
    const admin = await makeUser(database.db, { role: 'admin' });
    const login = await fetch(`${a.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.url },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const campaign = await makeCampaign(database.db, { goal: 10_000_000 });
    const latestReceipt = async () => {
      const [row] = await database.db
        .select({ text: mailOutbox.textBody })
        .from(mailOutbox)
        .where(sql`${mailOutbox.subject} like ${'%' + campaign.title}`)
        .orderBy(sql`${mailOutbox.id} desc`)
        .limit(1);
      return row?.text ?? '';
    };
    // Process B reads (and caches) the note before the change.
    expect(await donate(b.url, campaign.id, 1_500, 'before@example.com')).toBe('succeeded');
    expect(await latestReceipt()).not.toContain('Saved on the other process.');

    const saved = await fetch(`${a.url}/api/admin/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: a.url, cookie },
      body: JSON.stringify({
        email: {
          senderName: 'Causeway',
          senderEmail: 'receipts@example.org',
          receiptTemplate: 'Saved on the other process.',
        },
      }),
    });
    expect(saved.status).toBe(200);
    let n = 0;
    await expect
      .poll(
        async () => {
          expect(await donate(b.url, campaign.id, 1_500, `after${(n += 1)}@example.com`)).toBe('succeeded');
          return latestReceipt();
        },
        { timeout: 30_000 },
      )
      .toContain('Saved on the other process.');
  }, 60_000);
});
