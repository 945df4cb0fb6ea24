import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { hashSessionToken } from '../modules/auth/session-token';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { makeCampaign, makeUser } from '../test/factories';
import { sessionCookie } from '../test/served-routes';
import { CDN_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './http-cache';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-http-cache-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>Causeway</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
const widgetDist = path.join(dist, 'widget');
fs.mkdirSync(widgetDist);
fs.writeFileSync(path.join(widgetDist, 'index.html'), '<!doctype html><html><body><!--widget-data--></body></html>');

let t: TestApp;
let campaignId: number;
beforeAll(async () => {
  t = await buildTestApp({ webDistDir: dist, widgetDistDir: widgetDist });
  campaignId = (await makeCampaign(t.db, { title: 'Wells for Kisoro' })).id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const isPublic = (cacheControl: unknown) => /\bpublic\b/.test(String(cacheControl ?? ''));

const publicJson = () => [
  '/api/campaigns',
  '/api/campaigns?category=education&sort=newest',
  `/api/campaigns/${campaignId}`,
  `/api/campaigns/${campaignId}/updates`,
  `/api/campaigns/${campaignId}/widget`,
  '/api/stats',
];
const publicPages = () => [
  '/',
  '/campaigns',
  `/campaigns/${campaignId}`,
  `/donate/${campaignId}`,
  '/about',
  '/help',
  `/embed/${campaignId}`,
];

describe('public answers to a visitor without a session', () => {
  it('carry an ETag and Cache-Control: public with a short shared lifetime, and a conditional request gets 304', async () => {
    for (const url of [...publicJson(), ...publicPages()]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=0, s-maxage=10');
      expect(res.headers['cdn-cache-control'], url).toBe(CDN_CACHE_CONTROL);
      expect(res.headers['set-cookie'], url).toBeUndefined();
      const etag = String(res.headers.etag);
      expect(etag, url).toMatch(/^W\/"[\w-]+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers['cache-control'], url).toBe(PUBLIC_CACHE_CONTROL);
      // A changed page is sent whole.
      expect((await get(url, { 'if-none-match': 'W/"something-else"' })).statusCode, url).toBe(200);
    }
  });

  it("gives a page the same ETag in every encoding, so a cached copy's validator fits any client", async () => {
    const url = `/campaigns/${campaignId}`;
    const plain = await get(url);
    const br = await get(url, { 'accept-encoding': 'br' });
    expect(br.headers.etag).toBe(plain.headers.etag);
    const conditional = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': String(plain.headers.etag) });
    expect(conditional.statusCode).toBe(304);
    expect(conditional.rawPayload.length).toBe(0);
  });

  it('keeps sign-in, donor and admin pages private, and never makes a 404 public', async () => {
    for (const url of [
      '/login',
      '/register',
      '/dashboard',
      '/dashboard/donations',
      '/admin',
      '/account',
      '/donation-success',
    ]) {
      const res = await get(url);
      expect(isPublic(res.headers['cache-control']), url).toBe(false);
      expect(res.headers['cache-control'], url).toContain('private');
    }
    for (const url of ['/campaigns/999999', '/api/campaigns/999999']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(isPublic(res.headers['cache-control']), url).toBe(false);
    }
  });

  it('keeps the long cache of fingerprinted assets', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('answers that depend on a session or set a cookie', () => {
  it('makes the public answers private to a visitor who sends the session cookie', async () => {
    const donor = await makeUser(t.db);
    const cookie = await sessionCookie(t.db, donor.id);
    for (const url of [...publicJson(), ...publicPages()]) {
      const res = await get(url, { cookie });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-cache');
      expect(res.headers['cdn-cache-control'], url).toBeUndefined();
    }
    // Even a cookie that names no session: the answer might have depended on it.
    const stale = await get('/api/campaigns', { cookie: 'causeway_session=not-a-session' });
    expect(isPublic(stale.headers['cache-control'])).toBe(false);
  });

  it('never marks an answer that sets a cookie public: the login, and a session renewed on /api/auth/me', async () => {
    const user = await makeUser(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['set-cookie']).toBeDefined();
    expect(login.headers['cache-control']).toBe('private, no-store');

    const token = login.cookies.find((c) => c.name === 'causeway_session')!.value;
    const cookie = `causeway_session=${token}`;
    const me = await get('/api/auth/me', { cookie });
    expect(me.json()).toMatchObject({ email: user.email });
    expect(me.headers['cache-control']).toBe('private, no-store');

    // A session last used over an hour ago is extended, with a new Set-Cookie, by whichever request reads it; the
    // public list of a campaign's updates reads it to know whether to add the private ones. Neither is public.
    const renewSoon = () =>
      t.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - interval '2 hours'` })
        .where(eq(sessions.tokenHash, hashSessionToken(token)));
    await renewSoon();
    const renewed = await get('/api/auth/me', { cookie });
    expect(renewed.headers['set-cookie']).toBeDefined();
    expect(renewed.headers['cache-control']).toBe('private, no-store');
    await renewSoon();
    const publicRead = await get(`/api/campaigns/${campaignId}/updates`, { cookie });
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.headers['set-cookie']).toBeDefined();
    expect(publicRead.headers['cache-control']).toBe('private, no-store');

    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.headers['set-cookie']).toBeDefined();
    expect(isPublic(logout.headers['cache-control'])).toBe(false);
  });

  it('keeps the anonymous /api/auth/me answer out of shared caches too', async () => {
    const me = await get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toBeNull();
    expect(me.headers['cache-control']).toBe('private, no-store');
  });

  it('never makes donor or admin JSON public', async () => {
    const donor = await makeUser(t.db);
    const admin = await makeUser(t.db, { role: 'admin' });
    const donorCookie = await sessionCookie(t.db, donor.id);
    const adminCookie = await sessionCookie(t.db, admin.id);
    const checks: [string, string][] = [
      ['/api/auth/me', donorCookie],
      ['/api/users/me/donations', donorCookie],
      ['/api/stats/donor', donorCookie],
      ['/api/donations/user', donorCookie],
      ['/api/admin/campaigns', adminCookie],
      ['/api/admin/donors', adminCookie],
      ['/api/admin/dashboard/stats', adminCookie],
      ['/api/admin/settings', adminCookie],
    ];
    for (const [url, cookie] of checks) {
      const res = await get(url, { cookie });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
    // Asked without the cookie they are refused, and the refusal is not cached either.
    const refused = await get('/api/admin/campaigns');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');
  });

  it("does not give an administrator's view of a draft to anyone else", async () => {
    const draft = await makeCampaign(t.db, { status: 'draft' });
    const admin = await makeUser(t.db, { role: 'admin' });
    const res = await get(`/api/campaigns/${draft.id}`, { cookie: await sessionCookie(t.db, admin.id) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect((await get(`/api/campaigns/${draft.id}`)).statusCode).toBe(404);
  });
});
