import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@causeway/contracts';
import { queryRows } from '../../db/client';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeUser, unique } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: {
      loginPerIp: { limit: 5, windowSeconds: 600 },
      loginPerEmail: { limit: 3, windowSeconds: 600 },
      registerPerIp: { limit: 3, windowSeconds: 600 },
    },
  });
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('keeps its counters in an unlogged table: no WAL flush on the commits of every donation intent and login', async () => {
    const [table] = await queryRows<{ relpersistence: string }>(
      t.db,
      sql`select relpersistence from pg_class where relname = 'rate_limit_counters'`,
    );
    expect(table).toEqual({ relpersistence: 'u' });
  });

  it('answers 429 with a message and Retry-After after too many logins from one address', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 6; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.7',
        payload: { email: `${unique('x')}@example.com`, password: 'wrong-pass' },
      });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(last!.json()).toEqual({ message: authMessages.tooManyAttempts, code: 'RATE_LIMITED' });
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits attempts against one e-mail from many addresses, even with the right password', async () => {
    const user = await makeUser(t.db);
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `198.51.100.${i + 1}`,
        payload: { email: user.email, password: 'wrong-pass' },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '198.51.100.99',
      payload: { email: user.email, password: user.password },
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('a successful login clears the e-mail counter', async () => {
    const user = await makeUser(t.db);
    const attempt = (password: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email: user.email, password },
      });
    expect((await attempt('wrong-pass', '192.0.2.1')).statusCode).toBe(401);
    expect((await attempt(user.password, '192.0.2.2')).statusCode).toBe(200);
    expect((await attempt('wrong-pass', '192.0.2.3')).statusCode).toBe(401);
    expect((await attempt('wrong-pass', '192.0.2.4')).statusCode).toBe(401);
    expect((await attempt(user.password, '192.0.2.5')).statusCode).toBe(200);
  });

  it('limits registrations per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const username = unique('rl');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '203.0.113.50',
        payload: { email: `${username}@example.com`, username, password: 'secret-123' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
