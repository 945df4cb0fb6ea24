import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@causeway/contracts';
import { routeTable, ruleFor } from '../test/route-table';
import { buildTestAppWithRoutes, concreteUrl, type ServedRoute } from '../test/served-routes';
import { isAdminOnlyRequest, isSignedInOnlyRequest } from './admin-guard';

// Which role each route answers is the authorization matrix's job (security/authorization-matrix.test.ts, from
// test/route-table.ts). This file checks what the early guard adds: the refusal comes before the body is read.
describe('the early guard', () => {
  let t: Awaited<ReturnType<typeof buildTestAppWithRoutes>>;
  let guarded: ServedRoute[];
  beforeAll(async () => {
    t = await buildTestAppWithRoutes();
    guarded = t.routes.filter((r) => (ruleFor(r)?.access ?? 'public') !== 'public');
  });
  afterAll(() => t.close());

  it('agrees with the route table: every non-public route not yet declaring its access is guarded early', () => {
    const unguarded = guarded
      .filter((r) => !r.access && !isAdminOnlyRequest(r.method, r.url) && !isSignedInOnlyRequest(r.method, r.url))
      .map((r) => r.key);
    expect(unguarded).toEqual([]);
    const adminByTable = t.routes.filter((r) => !r.access && routeTable[r.key]?.access === 'admin');
    expect(adminByTable.filter((r) => !isAdminOnlyRequest(r.method, r.url)).map((r) => r.key)).toEqual([]);
  });

  it('keeps the admin area for administrators: a route under its paths never declares less than admin', () => {
    const weaker = t.routes
      .filter((r) => r.access && isAdminOnlyRequest(r.method, r.url) && r.access !== 'admin')
      .map((r) => `${r.key} (${r.access})`);
    expect(weaker).toEqual([]);
  });

  it('answers 401 to an anonymous caller on every guarded route, before reading the body', async () => {
    for (const { method, url, key } of guarded) {
      const res = await t.app.inject({
        method: method as 'GET',
        url: concreteUrl(url),
        payload: '{not json',
        headers: { 'content-type': 'application/json' },
      });
      expect({ route: key, status: res.statusCode }).toEqual({ route: key, status: 401 });
      expect(res.json().message).toBe(authMessages.notSignedIn);
    }
  });

  it('keeps public reads and guest donations open', () => {
    expect(isAdminOnlyRequest('GET', '/api/campaigns')).toBe(false);
    expect(isAdminOnlyRequest('GET', '/api/campaigns/:id/updates')).toBe(false);
    expect(isAdminOnlyRequest('POST', '/api/donations')).toBe(false);
    expect(isAdminOnlyRequest('POST', '/api/contact')).toBe(false);
    expect(isAdminOnlyRequest('POST', '/api/errors/report')).toBe(false);
    expect(isAdminOnlyRequest('POST', '/api/campaigns/:id/updates')).toBe(true);
    expect(isAdminOnlyRequest('GET', '/api/admin/donors')).toBe(true);
    expect(isSignedInOnlyRequest('POST', '/api/donations/create-payment-intent')).toBe(false);
    expect(isSignedInOnlyRequest('GET', '/api/donations/:id/receipt')).toBe(false);
    expect(isSignedInOnlyRequest('POST', '/api/donations')).toBe(true);
    expect(isSignedInOnlyRequest('PATCH', '/api/users/me')).toBe(true);
  });

  it('refuses an encoded path that reaches an admin route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/%61dmin/donors' });
    expect([401, 404]).toContain(res.statusCode);
  });
});
