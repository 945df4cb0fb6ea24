import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_LIST_PAGE_SIZE, errorReportMessages as m } from '@causeway/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signIn, unique } from '../../test/factories';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let t: TestApp;
let admin: string;
let now = new Date('2026-05-20T12:00:00.000Z');
beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
  admin = (await signIn(t.app, t.db, 'admin')).cookie;
});
afterAll(() => t.close());

const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
let address = 0;
async function reportError(message: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/errors/report',
    payload: { message, stack: `Error: ${message}\n    at x (/assets/a.js:1:1)`, url: 'http://causeway.test/' },
    remoteAddress: `198.51.100.${++address}`,
  });
  expect(res.statusCode).toBe(202);
  return res.json().ids[0];
}
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
const stats = async () => (await get('/api/admin/errors/stats')).json();
const resolve = (id: number, resolved = true) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/errors/${id}`, payload: { resolved }, headers: { cookie: admin } });

describe('error stats', () => {
  it('counts open groups by level, and the groups seen in the last hour and the last 24 hours', async () => {
    expect(await stats()).toEqual({ total: 0, critical: 0, errors: 0, warnings: 0, lastHour: 0, lastDay: 0 });

    const old = await reportError(unique('Database connection lost '));
    later(23 * HOUR);
    await reportError(unique('TypeError: a is undefined '));
    later(50 * MINUTE);
    const recent = await reportError(unique('Failed to fetch '));
    // old: 23 h 50 min ago; the TypeError: 50 min ago; the fetch failure: now.
    expect(await stats()).toEqual({ total: 3, critical: 1, errors: 1, warnings: 1, lastHour: 2, lastDay: 3 });

    later(11 * MINUTE);
    expect(await stats()).toMatchObject({ total: 3, lastHour: 1, lastDay: 2 });

    // The old error comes back: it counts as seen now, in both windows, still one group.
    await reportError(
      (await get(`/api/admin/errors?status=all`)).json().items.find((r: { id: number }) => r.id === old).message,
    );
    expect(await stats()).toMatchObject({ total: 3, critical: 1, lastHour: 2, lastDay: 3 });

    // A resolved group is no longer counted anywhere.
    await resolve(recent);
    expect(await stats()).toEqual({ total: 2, critical: 1, errors: 1, warnings: 0, lastHour: 1, lastDay: 2 });
    await resolve(recent, false);
    later(25 * HOUR);
    expect(await stats()).toMatchObject({ total: 3, lastHour: 0, lastDay: 0 });
  });
});

describe('GET /api/admin/errors', () => {
  it('lists groups with every detail, latest occurrence first, paged', async () => {
    const first = await reportError(unique('Payment intent creation failed '));
    later(MINUTE);
    const second = await reportError(unique('ReferenceError: tour is not defined '));
    const res = await get('/api/admin/errors?status=all');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pageSize: ERROR_LIST_PAGE_SIZE });
    expect(body.items.slice(0, 2).map((r: { id: number }) => r.id)).toEqual([second, first]);
    expect(body.items[1]).toEqual({
      id: first,
      level: 'critical',
      source: 'client',
      message: expect.stringMatching(/^Payment intent creation failed/),
      stack: expect.stringContaining('at x (/assets/a.js:1:1)'),
      url: 'http://causeway.test/',
      userId: null,
      environment: 'production',
      method: 'POST',
      ip: expect.stringMatching(/^198\.51\.100\./),
      userAgent: 'lightMyRequest',
      timestamp: new Date(now.getTime() - MINUTE).toISOString(),
      firstSeenAt: new Date(now.getTime() - MINUTE).toISOString(),
      count: 1,
      resolvedAt: null,
    });

    for (let i = 0; i < ERROR_LIST_PAGE_SIZE; i++) await reportError(unique('Flaky widget '));
    const page2 = (await get('/api/admin/errors?status=all&page=2')).json();
    expect(page2.total).toBe(body.total + ERROR_LIST_PAGE_SIZE);
    expect(page2.items).toHaveLength(body.total);
    expect(page2.items.map((r: { id: number }) => r.id)).toContain(first);
  });

  it('filters by level and by resolved state', async () => {
    const warning = await reportError(unique('NetworkError when attempting to fetch resource '));
    const resolvedOne = await reportError(unique('Stripe.js failed to load '));
    await resolve(resolvedOne);
    const ids = async (query: string) =>
      (await get(`/api/admin/errors?${query}`)).json().items.map((r: { id: number }) => r.id) as number[];

    const warnings = await get('/api/admin/errors?level=warning');
    expect(warnings.json().items.every((r: { level: string }) => r.level === 'warning')).toBe(true);
    expect(warnings.json().items.map((r: { id: number }) => r.id)).toContain(warning);

    expect(await ids('level=critical')).not.toContain(resolvedOne);
    expect(await ids('level=critical&status=resolved')).toEqual([resolvedOne]);
    expect(await ids('status=all&level=critical')).toContain(resolvedOne);
  });

  it.each([
    ['level=fatal', 'level must be one of: critical, error, warning'],
    ['status=closed', 'status must be one of: open, resolved, all'],
    ['page=0', 'page must be at least 1'],
  ])('refuses ?%s with 400 and its message', async (query, message) => {
    const res = await get(`/api/admin/errors?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('PATCH /api/admin/errors/:id', () => {
  it('marks a group resolved and opens it again', async () => {
    const id = await reportError(unique('Unhandled rejection '));
    const resolved = await resolve(id);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ id, resolvedAt: now.toISOString() });
    const reopened = await resolve(id, false);
    expect(reopened.json()).toMatchObject({ id, resolvedAt: null });
  });

  it('answers 404 for an unknown error and 400 for a bad body', async () => {
    const missing = await resolve(2_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(m.notFound);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/errors/${await reportError(unique('E '))}`,
      payload: { resolved: 'yes' },
      headers: { cookie: admin },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('resolved must be true or false');
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/admin/errors/abc',
          payload: { resolved: true },
          headers: { cookie: admin },
        })
      ).statusCode,
    ).toBe(400);
  });
});
