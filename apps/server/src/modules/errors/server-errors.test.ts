import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReports } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

const GENERIC_500 = { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' };
let t: TestApp;
let now = new Date('2026-04-01T08:00:00.000Z');
beforeAll(async () => {
  t = await buildTestApp({
    clock: () => now,
    beforeReady: (app) => {
      app.post('/api/test/ledger', async () => {
        throw new Error('Ledger write failed for batch 12');
      });
      app.get('/api/test/unavailable', async (_request, reply) => reply.status(503).send({ message: 'Down' }));
      app.get('/api/test/conflict', async () => {
        throw new AppError('CONFLICT', 'Already there');
      });
    },
  });
});
afterAll(() => t.close());

const rowsFor = async (url: string) => {
  await t.app.serverErrors.settled();
  return t.db.select().from(errorReports).where(eq(errorReports.url, url));
};
const failLedger = (query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/test/ledger${query}`,
    payload: { password: 'hunter2-secret', cardNumber: '4242424242424242' },
    headers: {
      authorization: 'Bearer sk_live_abcdef',
      cookie: 'causeway_session=topsecretcookie',
      'user-agent': 'UA-should-not-be-kept',
    },
  });

describe('server errors', () => {
  it('records an unhandled exception with the method and URL only, never the body, headers or cookies', async () => {
    const res = await failLedger('?token=abc123&campaign=4');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(GENERIC_500);

    const [row] = await rowsFor('/api/test/ledger?token=redacted&campaign=4');
    expect(row).toMatchObject({
      source: 'server',
      level: 'critical',
      message: 'Ledger write failed for batch 12',
      method: 'POST',
      environment: 'production',
      userId: null,
      ip: null,
      userAgent: null,
      count: 1,
      lastSeenAt: now,
    });
    expect(row!.stack).toContain('Error: Ledger write failed for batch 12');
    const stored = JSON.stringify(row);
    for (const secret of ['hunter2', '4242424242424242', 'sk_live', 'topsecretcookie', 'abc123', 'UA-should']) {
      expect(stored).not.toContain(secret);
    }
  });

  it('groups the same failure and counts it', async () => {
    await failLedger('?campaign=9');
    await failLedger('?campaign=9');
    const [row] = await rowsFor('/api/test/ledger?campaign=9');
    // One group for the same exception, whatever the URL; it shows the latest URL.
    expect(row).toBeDefined();
    expect(row!.count).toBe(3);
  });

  it('records an explicit 5xx answer, and no 4xx', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/test/unavailable' })).statusCode).toBe(503);
    const [row] = await rowsFor('/api/test/unavailable');
    expect(row).toMatchObject({ message: 'HTTP 503 Service Unavailable', method: 'GET', level: 'critical' });

    expect((await t.app.inject({ method: 'GET', url: '/api/test/conflict' })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-route' })).statusCode).toBe(404);
    expect(await rowsFor('/api/test/conflict')).toHaveLength(0);
    expect(await rowsFor('/api/no-such-route')).toHaveLength(0);
  });

  it('answers as usual while the database cannot store reports, then pauses recording for 30 s', async () => {
    await t.db.execute(sql`alter table error_reports rename to error_reports_away`);
    try {
      const res = await failLedger('?during=outage');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual(GENERIC_500);
      // The intake itself fails: its 500 is answered once, and its own recording fails quietly (no loop).
      const intake = await t.app.inject({ method: 'POST', url: '/api/errors/report', payload: { message: 'x' } });
      expect(intake.statusCode).toBe(500);
      expect(intake.json()).toEqual(GENERIC_500);
      await t.app.serverErrors.settled();
    } finally {
      await t.db.execute(sql`alter table error_reports_away rename to error_reports`);
    }
    await failLedger('?during=pause');
    expect(await rowsFor('/api/test/ledger?during=pause')).toHaveLength(0);

    now = new Date(now.getTime() + 31_000);
    await failLedger('?after=pause');
    expect(await rowsFor('/api/test/ledger?after=pause')).toHaveLength(1);
  });
});
