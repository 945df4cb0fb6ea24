import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, contactMessages } from '@causeway/contracts';
import { buildApp, type AppDeps } from '../app';
import { loadConfig } from '../config';
import { users } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { signIn } from '../test/factories';

/**
 * The limits go through @fastify/rate-limit with its counters in the database: two apps built on one database
 * (two processes behind a load balancer) count in the same windows.
 */
const rateLimits: AppDeps['rateLimits'] = {
  contact: { limit: 3, windowSeconds: 3600 },
  passwordChangePerUser: { limit: 2, windowSeconds: 900 },
  resendVerificationPerUser: { limit: 2, windowSeconds: 3600 },
};

let a: TestApp;
let b: FastifyInstance;
beforeAll(async () => {
  a = await buildTestApp({ rateLimits });
  const config = loadConfig({
    DATA_DIR: '/tmp/causeway-test-unused',
    PUBLIC_URL: 'http://causeway.test',
    LOG_LEVEL: 'silent',
  });
  b = await buildApp({ config, database: a.database, logger: false, rateLimits });
  await b.ready();
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const message = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'donation',
  message: 'Can I give by cheque?',
};
const contact = (app: FastifyInstance, ip: string) =>
  app.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress: ip });

describe('rate limits across app processes', () => {
  it('counts the hits on either app in one window, and both answer 429 with the message and Retry-After', async () => {
    const ip = '192.0.2.40';
    const statuses = [];
    for (const app of [a.app, b, a.app]) statuses.push((await contact(app, ip)).statusCode);
    expect(statuses).toEqual([201, 201, 201]);
    for (const app of [b, a.app]) {
      const limited = await contact(app, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: contactMessages.tooMany, code: 'RATE_LIMITED' });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
    // Another address has its own window.
    expect((await contact(b, '192.0.2.41')).statusCode).toBe(201);
  });

  it('lets exactly the limit through when the hits arrive at once on both apps', async () => {
    const ip = '192.0.2.50';
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => contact(i % 2 ? b : a.app, ip)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, ...Array<number>(7).fill(429)]);
  });

  it('limits a signed-in account on every app, from any address, and no one else', async () => {
    const { cookie } = await signIn(a.app, a.db);
    const change = (app: FastifyInstance, ip: string, session = cookie) =>
      app.inject({
        method: 'POST',
        url: '/api/users/me/password',
        remoteAddress: ip,
        headers: { cookie: session },
        payload: { currentPassword: 'not-my-password', newPassword: 'a-new-password' },
      });
    expect((await change(a.app, '198.51.100.1')).statusCode).toBe(400);
    expect((await change(b, '198.51.100.2')).statusCode).toBe(400);
    const limited = await change(a.app, '198.51.100.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: accountMessages.tooManyRequests, code: 'RATE_LIMITED' });
    const other = await signIn(b, a.db);
    expect((await change(b, '198.51.100.3', other.cookie)).statusCode).toBe(400);
  });

  it('does not count a resend for an address that is already verified', async () => {
    const resend = async (cookie: string) =>
      (await a.app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers: { cookie } })).json();
    const unverified = await signIn(a.app, a.db);
    expect([await resend(unverified.cookie), await resend(unverified.cookie)]).toEqual([
      { message: accountMessages.verificationSent },
      { message: accountMessages.verificationSent },
    ]);
    expect(await resend(unverified.cookie)).toEqual({ message: accountMessages.tooManyRequests, code: 'RATE_LIMITED' });

    const verified = await signIn(a.app, a.db);
    await a.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, verified.user.id));
    for (let i = 0; i < 3; i++)
      expect(await resend(verified.cookie)).toEqual({ message: accountMessages.alreadyVerified });
  });
});
