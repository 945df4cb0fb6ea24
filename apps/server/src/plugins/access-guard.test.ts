import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@causeway/contracts';
import { buildTestAppWithRoutes, concreteUrl, type ServedRoute } from '../test/served-routes';

// Which role each route answers is the authorization matrix's job (security/authorization-matrix.test.ts, from
// the routes' declarations). This file checks what the early guard adds: the refusal comes before the body is read.
describe('the access guard', () => {
  let t: Awaited<ReturnType<typeof buildTestAppWithRoutes>>;
  let guarded: ServedRoute[];
  beforeAll(async () => {
    t = await buildTestAppWithRoutes();
    guarded = t.routes.filter((r) => r.access && r.access !== 'public');
  });
  afterAll(() => t.close());

  it('keeps the admin area for administrators: a route under its paths never declares less than admin', () => {
    const adminArea = t.routes.filter((r) => r.url === '/api/admin' || r.url.startsWith('/api/admin/'));
    expect(adminArea.length).toBeGreaterThan(10);
    expect(adminArea.filter((r) => r.access !== 'admin').map((r) => `${r.key} (${r.access})`)).toEqual([]);
  });

  it('answers 401 to an anonymous caller on every guarded route, before reading the body', async () => {
    expect(guarded.length).toBeGreaterThan(40);
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

  it('keeps public reads and guest donations open, and the donor area and writes closed', () => {
    const accessOf = (key: string) => t.routes.find((r) => r.key === key)?.access;
    expect(accessOf('GET /api/campaigns')).toBe('public');
    expect(accessOf('GET /api/campaigns/:id/updates')).toBe('public');
    expect(accessOf('POST /api/donations/create-payment-intent')).toBe('public');
    expect(accessOf('POST /api/contact')).toBe('public');
    expect(accessOf('POST /api/errors/report')).toBe('public');
    expect(accessOf('GET /api/donations/:id/receipt')).toBe('public');
    expect(accessOf('POST /api/donations')).toBe('signed-in');
    expect(accessOf('PATCH /api/users/me')).toBe('signed-in');
    expect(accessOf('POST /api/campaigns/:id/updates')).toBe('admin');
    expect(accessOf('GET /api/campaigns/:id/embed')).toBe('admin');
    expect(accessOf('POST /api/upload')).toBe('admin');
  });

  it('refuses an encoded path that reaches an admin route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/%61dmin/donors' });
    expect([401, 404]).toContain(res.statusCode);
  });
});
