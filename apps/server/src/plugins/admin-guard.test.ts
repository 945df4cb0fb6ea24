import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@causeway/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { signIn } from '../test/factories';
import { isAdminOnlyRequest } from './admin-guard';

/** Every (method, path pattern) the app serves, read from Fastify's own route tree. */
function listRoutes(app: FastifyInstance): Array<{ method: string; path: string }> {
  const routes: Array<{ method: string; path: string }> = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = path;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push({ method, path });
  }
  return routes;
}

/** The admin routes the issue names; the test fails if one of them is missing or left open. */
const expectedAdminRoutes = [
  'GET /api/admin/dashboard/stats',
  'GET /api/admin/dashboard/monthly',
  'GET /api/admin/campaigns/recent',
  'GET /api/admin/donations/recent',
  'GET /api/admin/campaigns',
  'GET /api/admin/campaigns/:id',
  'GET /api/admin/donors',
  'GET /api/admin/donors/:key',
  'GET /api/admin/organizations',
  'POST /api/organizations',
  'POST /api/campaigns',
  'PUT /api/campaigns/:id',
  'POST /api/campaigns/upload',
  'PUT /api/campaigns/:id/upload',
  'DELETE /api/campaigns/:id',
  'POST /api/campaigns/:id/duplicate',
  'POST /api/campaigns/:id/updates',
  'PUT /api/campaigns/:id/updates/:updateId',
  'DELETE /api/campaigns/:id/updates/:updateId',
  'POST /api/upload',
  'GET /api/admin/settings',
  'PUT /api/admin/settings',
  'GET /api/admin/errors',
  'GET /api/admin/errors/stats',
  'PATCH /api/admin/errors/:id',
];

const concrete = (path: string) =>
  path
    .replace(/:key/g, 'u1')
    .replace(/:year/g, '2026')
    .replace(/:[A-Za-z]+/g, '1');

describe('admin-only routes', () => {
  let t: TestApp;
  let adminRoutes: Array<{ method: string; path: string }>;
  let donorCookie: string;
  beforeAll(async () => {
    t = await buildTestApp();
    adminRoutes = listRoutes(t.app).filter((r) => r.method !== 'HEAD' && isAdminOnlyRequest(r.method, r.path));
    donorCookie = (await signIn(t.app, t.db, 'donor')).cookie;
  });
  afterAll(() => t.close());

  it('covers every admin route the admin area has', () => {
    const served = adminRoutes.map((r) => `${r.method} ${r.path}`);
    expect(served).toEqual(expect.arrayContaining(expectedAdminRoutes));
  });

  it('answers 401 to an anonymous caller on every admin route, before reading the body', async () => {
    for (const { method, path } of adminRoutes) {
      const res = await t.app.inject({
        method: method as 'GET',
        url: concrete(path),
        payload: '{not json',
        headers: { 'content-type': 'application/json' },
      });
      expect({ route: `${method} ${path}`, status: res.statusCode }).toEqual({
        route: `${method} ${path}`,
        status: 401,
      });
      expect(res.json().message).toBe(authMessages.notSignedIn);
    }
  });

  it('answers 403 to a donor on every admin route, and changes nothing', async () => {
    for (const { method, path } of adminRoutes) {
      const res = await t.app.inject({
        method: method as 'GET',
        url: concrete(path),
        payload: '{}',
        headers: { 'content-type': 'application/json', cookie: donorCookie },
      });
      expect({ route: `${method} ${path}`, status: res.statusCode }).toEqual({
        route: `${method} ${path}`,
        status: 403,
      });
    }
  });

  it('keeps public reads and donor writes open', () => {
    expect(isAdminOnlyRequest('GET', '/api/campaigns')).toBe(false);
    expect(isAdminOnlyRequest('GET', '/api/campaigns/:id/updates')).toBe(false);
    expect(isAdminOnlyRequest('POST', '/api/donations')).toBe(false);
    expect(isAdminOnlyRequest('POST', '/api/contact')).toBe(false);
    expect(isAdminOnlyRequest('POST', '/api/errors/report')).toBe(false);
    expect(isAdminOnlyRequest('POST', '/api/campaigns/:id/updates')).toBe(true);
    expect(isAdminOnlyRequest('GET', '/api/admin/donors')).toBe(true);
  });

  it('refuses an encoded path that reaches an admin route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/%61dmin/donors' });
    expect([401, 404]).toContain(res.statusCode);
  });
});
