import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGE_MAX_CHARS, ERROR_STACK_MAX_CHARS, errorReportMessages as m } from '@causeway/contracts';
import { errorReports } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signIn, unique } from '../../test/factories';

let t: TestApp;
let now = new Date('2026-03-02T10:00:00.000Z');
beforeAll(async () => {
  t = await buildTestApp({
    clock: () => now,
    env: { APP_ENV: 'staging' },
    rateLimits: { errorReports: { limit: 3, windowSeconds: 60 } },
  });
});
afterAll(() => t.close());

/** Each call comes from its own address unless told otherwise, so the per-address limit stays out of the way. */
let address = 0;
const nextIp = () => `198.51.100.${++address}`;
const send = (payload: unknown, options: { ip?: string; cookie?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/errors/report',
    payload: payload as object,
    remoteAddress: options.ip ?? nextIp(),
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
const report = (overrides: Record<string, unknown> = {}) => ({
  message: unique('TypeError: Cannot read properties of undefined (reading "amount") '),
  stack: 'TypeError: Cannot read properties of undefined\n    at DonateForm (/assets/donate-page-x1.js:1:2040)',
  url: 'http://causeway.test/donate/4?amount=25',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
  userId: null,
  timestamp: '2026-03-02T09:59:58.000Z',
  ...overrides,
});
const rowById = async (id: number) => (await t.db.select().from(errorReports).where(eq(errorReports.id, id)))[0]!;
const rowsWithMessage = (message: string) => t.db.select().from(errorReports).where(eq(errorReports.message, message));

describe('POST /api/errors/report', () => {
  it('records the spec payload with the level, environment, method, address and an error ID added', async () => {
    const payload = report();
    const res = await send(payload, { ip: '203.0.113.7' });
    expect(res.statusCode).toBe(202);
    const [id] = res.json().ids;
    expect(id).toEqual(expect.any(Number));
    expect(await rowById(id)).toMatchObject({
      level: 'error',
      source: 'client',
      message: payload.message,
      stack: payload.stack,
      url: 'http://causeway.test/donate/4?amount=25',
      userAgent: payload.userAgent,
      environment: 'staging',
      method: 'POST',
      ip: '203.0.113.7',
      userId: null,
      count: 1,
      occurredAt: new Date('2026-03-02T09:59:58.000Z'),
      lastSeenAt: now,
      createdAt: now,
      resolvedAt: null,
    });
  });

  it('takes the user from the session, never from the payload', async () => {
    const { user, cookie } = await signIn(t.app, t.db, 'donor');
    const signedIn = await send(report({ userId: 999_999 }), { cookie });
    expect((await rowById(signedIn.json().ids[0])).userId).toBe(user.id);
    const anonymous = await send(report({ userId: user.id }));
    expect((await rowById(anonymous.json().ids[0])).userId).toBeNull();
  });

  it('assigns the level itself: a level sent by the browser is ignored', async () => {
    const critical = await send(report({ message: unique('Stripe payment confirmation failed '), level: 'warning' }));
    const warning = await send(report({ message: unique('TypeError: Failed to fetch '), level: 'critical' }));
    expect((await rowById(critical.json().ids[0])).level).toBe('critical');
    expect((await rowById(warning.json().ids[0])).level).toBe('warning');
  });

  it('groups identical reports into one row that counts up, keeping the first and last seen times', async () => {
    const payload = report();
    const first = await send(payload);
    now = new Date(now.getTime() + 60_000);
    await send({ ...payload, url: 'http://causeway.test/donate/7', userAgent: 'Firefox/140' });
    // A burst batched by the browser: two more of the same and one other error, in one request.
    now = new Date(now.getTime() + 60_000);
    const other = report();
    const batch = await send([payload, other, payload]);
    expect(batch.statusCode).toBe(202);
    const [a, b, c] = batch.json().ids;
    expect(a).toBe(first.json().ids[0]);
    expect(c).toBe(a);
    expect(b).not.toBe(a);

    const rows = await rowsWithMessage(payload.message);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      count: 4,
      createdAt: new Date(now.getTime() - 120_000),
      lastSeenAt: now,
      // The latest occurrence's context.
      url: 'http://causeway.test/donate/4?amount=25',
    });
    expect((await rowsWithMessage(other.message))[0]!.count).toBe(1);
  });

  it('keeps reports with different stacks or messages apart, and ignores cache-busting in stack frames', async () => {
    const base = report();
    const ids = await Promise.all([
      send(base),
      send({ ...base, stack: `${base.stack}\n    at App (/assets/index.js:9:9)` }),
      send({ ...base, message: `${base.message}!` }),
      send({ ...base, stack: base.stack.replace('donate-page-x1.js', 'donate-page-x1.js?v=2') }),
    ]).then((responses) => responses.map((r) => r.json().ids[0]));
    expect(new Set(ids).size).toBe(3);
    expect(ids[3]).toBe(ids[0]);
  });

  it('opens a resolved group again when the error comes back', async () => {
    const { cookie } = await signIn(t.app, t.db, 'admin');
    const payload = report();
    const [id] = (await send(payload)).json().ids;
    const resolved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/errors/${id}`,
      payload: { resolved: true },
      headers: { cookie },
    });
    expect(resolved.json().resolvedAt).toBe(now.toISOString());
    await send(payload);
    expect(await rowById(id)).toMatchObject({ resolvedAt: null, resolvedById: null, count: 2 });
  });

  it('hides secrets in the reported URL', async () => {
    const res = await send(report({ url: 'http://causeway.test/reset-password?token=abc123&step=2#access_token=xyz' }));
    expect((await rowById(res.json().ids[0])).url).toBe('http://causeway.test/reset-password?token=redacted&step=2');
  });

  it.each([
    ['message', { message: 'x'.repeat(ERROR_MESSAGE_MAX_CHARS + 1) }, m.messageTooLarge],
    ['stack', { stack: 's'.repeat(ERROR_STACK_MAX_CHARS + 1) }, m.stackTooLarge],
  ])('refuses a %s over its cap with 413 and stores nothing', async (_, change, message) => {
    const payload = report(change);
    const res = await send([report(), payload]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message, code: 'PAYLOAD_TOO_LARGE' });
    expect(await rowsWithMessage(payload.message)).toHaveLength(0);
  });

  it('accepts a message and stack exactly at their caps', async () => {
    const res = await send(
      report({
        message: `${unique('E')}${'x'.repeat(ERROR_MESSAGE_MAX_CHARS - 20)}`,
        stack: 's'.repeat(ERROR_STACK_MAX_CHARS),
      }),
    );
    expect(res.statusCode).toBe(202);
  });

  it('refuses a body over 256 KB with 413 before reading it', async () => {
    const res = await send({ message: 'big', stack: 'x'.repeat(300 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it.each([
    ['no message', { message: undefined }, m.messageRequired],
    ['a blank message', { message: '   ' }, m.messageRequired],
    ['a bad timestamp', { timestamp: 'yesterday' }, m.timestampInvalid],
    ['a very long URL', { url: `http://causeway.test/${'a'.repeat(4100)}` }, m.urlTooLong],
    ['a very long user agent', { userAgent: 'u'.repeat(1025) }, m.userAgentTooLong],
  ])('refuses %s with 400 and its message', async (_, change, message) => {
    const res = await send(report(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses an empty batch and one of more than ten reports', async () => {
    const empty = await send([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(m.batchEmpty);
    const tooMany = await send(Array.from({ length: 11 }, () => report()));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(m.batchTooLarge);
  });

  it('is rate-limited per address (429 with Retry-After), other addresses unaffected', async () => {
    const ip = '192.0.2.99';
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await send(report(), { ip })).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const limited = await send(report(), { ip });
    expect(limited.json()).toEqual({ message: m.tooMany, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(report())).statusCode).toBe(202);
  });
});
