import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { makeUser, type MadeUser } from '../test/factories';

/**
 * Guessing passwords and reset links is slowed down (429 with Retry-After), and the real user is not locked out
 * for long: another address still works where the limit is per address, and every window ends. The end of a
 * window is simulated by moving its start back in the database, not by waiting.
 */
const limits = {
  loginPerIp: { limit: 5, windowSeconds: 600 },
  loginPerEmail: { limit: 8, windowSeconds: 600 },
  resetPerIp: { limit: 4, windowSeconds: 600 },
  forgotPerIp: { limit: 4, windowSeconds: 600 },
  forgotPerEmail: { limit: 100, windowSeconds: 600 },
};

let t: TestApp;
let victim: MadeUser;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: limits });
  victim = await makeUser(t.db);
});
afterAll(() => t.close());

const ATTACKER = '203.0.113.66';
const REAL_USER = '198.51.100.20';

const endAllWindows = () => t.db.update(rateLimitCounters).set({ windowStartedAt: sql`now() - interval '1 day'` });

type Attempt = (ip: string, real?: boolean) => Promise<{ statusCode: number; headers: Record<string, unknown> }>;
const endpoints: Array<[name: string, attempt: Attempt, limit: number]> = [
  [
    'POST /api/auth/login',
    (ip, real) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email: victim.email, password: real ? victim.password : 'wrong-guess-123' },
      }),
    limits.loginPerIp.limit,
  ],
  [
    'POST /api/auth/reset-password',
    (ip) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        remoteAddress: ip,
        payload: { token: 'guessed-token-0000000000000000000000000', password: 'new-password-123' },
      }),
    limits.resetPerIp.limit,
  ],
  [
    'POST /api/auth/forgot-password',
    (ip) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: ip,
        payload: { email: victim.email },
      }),
    limits.forgotPerIp.limit,
  ],
];

describe('brute force', () => {
  it.each(endpoints)('%s answers 429 past its limit, then lets the real user in', async (_, attempt, limit) => {
    await endAllWindows();
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) statuses.push((await attempt(ATTACKER)).statusCode);
    expect(statuses.slice(0, limit)).not.toContain(429);
    const blocked = await attempt(ATTACKER);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // The real user, from their own address, is not held back by the attacker's address.
    expect((await attempt(REAL_USER, true)).statusCode).not.toBe(429);
    // And once the window is over, the attacker's address may try again too.
    await endAllWindows();
    expect((await attempt(ATTACKER, true)).statusCode).not.toBe(429);
  });

  it('lets the real user log in after the window when an attacker used up the per-account limit', async () => {
    await endAllWindows();
    for (let i = 0; i < limits.loginPerEmail.limit; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `192.0.2.${i + 1}`,
        payload: { email: victim.email, password: 'wrong-guess-123' },
      });
    }
    const login = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: REAL_USER, payload: victim });
    expect((await login()).statusCode).toBe(429);
    await endAllWindows();
    expect((await login()).statusCode).toBe(200);
  });
});
