import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEndpoints, updateEmailEndpoints } from '@causeway/contracts';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { databaseChecksum } from '../test/db-checksum';
import { makeCampaign, makeUser } from '../test/factories';
import { ruleFor } from '../test/route-table';
import { buildTestAppWithRoutes, concreteUrl, sessionCookie } from '../test/served-routes';

/**
 * Security headers on every page, the cross-site request refusal, and the session cookie's flags. Pages are a
 * table: a new page (or one that may be framed, like the embed views) is one line.
 */
const STRIPE = ['https://js.stripe.com', 'https://api.stripe.com', 'https://hooks.stripe.com'];
/**
 * Campaign and update images, and onboarding slides' videos given by URL, may be any https URL an administrator
 * chose; slides' YouTube and Vimeo videos play in those players' frames (admin spec section 2). Nothing else may
 * be third-party.
 */
const ANY_HTTPS_ALLOWED = new Set(['img-src', 'media-src']);
const VIDEO_PLAYERS = new Set(['frame-src https://www.youtube.com', 'frame-src https://player.vimeo.com']);

type Framing = 'same-origin only' | 'any site';
const pages: Array<[path: string, framing: Framing]> = [
  ['/', 'same-origin only'],
  ['/campaigns', 'same-origin only'],
  ['/campaigns/:campaign', 'same-origin only'],
  ['/donate/:campaign', 'same-origin only'],
  ['/donation-success', 'same-origin only'],
  ['/login', 'same-origin only'],
  ['/register', 'same-origin only'],
  ['/about', 'same-origin only'],
  ['/dashboard', 'same-origin only'],
  ['/admin', 'same-origin only'],
  ['/admin/campaigns/new', 'same-origin only'],
  ['/no-such-page', 'same-origin only'],
  ['/embed/campaign/:campaign', 'any site'],
  ['/embed/:campaign', 'any site'],
];

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-security-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>Causeway</title><script src="/theme-init.js"></script></head></html>',
);
// The app's pages inline this one script (web-app.ts); the CSP allows it by its hash and nothing else inline.
const themeScript = 'document.documentElement.dataset.theme = "light";';
fs.writeFileSync(path.join(dist, 'theme-init.js'), themeScript);
const themeScriptHash = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');

let t: Awaited<ReturnType<typeof buildTestAppWithRoutes>>;
let campaignId: number;
beforeAll(async () => {
  t = await buildTestAppWithRoutes({ webDistDir: dist });
  campaignId = (await makeCampaign(t.db)).id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('headers on every page', () => {
  it.each(pages)('%s (framing: %s)', async (page, framing) => {
    const res = await t.app.inject({ method: 'GET', url: page.replace(':campaign', String(campaignId)) });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'", themeScriptHash, 'https://js.stripe.com']);
    const thirdParty = [...csp].flatMap(([name, sources]) =>
      sources
        .filter((s) => /^https?:/.test(s) && !STRIPE.includes(s))
        .filter((s) => !(s === 'https:' && ANY_HTTPS_ALLOWED.has(name)))
        .map((s) => `${name} ${s}`)
        .filter((source) => !VIDEO_PLAYERS.has(source)),
    );
    expect(thirdParty).toEqual([]);
    if (framing === 'same-origin only') {
      expect(["'none'", "'self'"]).toContain(csp.get('frame-ancestors')?.join(' '));
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    } else {
      expect(csp.get('frame-ancestors')).toEqual(['*']);
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('sends nosniff and a no-document CSP on every API answer and static file', async () => {
    const reads = t.routes.filter((r) => r.method === 'GET').map((r) => concreteUrl(r.url));
    for (const url of [...reads, '/assets/index-abc123.js', '/api/no-such-route']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, nosniff: res.headers['x-content-type-options'] }).toEqual({ url, nosniff: 'nosniff' });
      // The API reference page is a document with its own policy (plugins/openapi.test.ts).
      if (url.startsWith('/api/') && !url.startsWith('/api/docs')) {
        expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      }
    }
  });
});

describe('cross-site requests', () => {
  // Stripe's webhook is called server to server, without a cookie, and authenticated by its signature; the
  // one-click unsubscribe (RFC 8058) is posted by the mail provider, authenticated by its signed token.
  const webhook = paymentEndpoints.stripeWebhook.path;
  const unsubscribe = updateEmailEndpoints.unsubscribe.path;
  const stateChanging = () =>
    t.routes.filter(
      (r) =>
        !['GET', 'HEAD', 'OPTIONS'].includes(r.method) &&
        r.url.startsWith('/api/') &&
        r.url !== webhook &&
        r.url !== unsubscribe,
    );

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a look-alike Origin', { origin: 'http://causeway.test.evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses every state-changing request with %s, changing nothing', async (_, headers) => {
    const admin = await makeUser(t.db, { role: 'admin' });
    const cookie = await sessionCookie(t.db, admin.id);
    const before = await databaseChecksum(t.db);
    for (const route of stateChanging()) {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: concreteUrl(route.url),
        payload: {},
        headers: { ...headers, cookie },
      });
      expect({ route: route.key, status: res.statusCode }).toEqual({ route: route.key, status: 403 });
      expect(res.json().message).toBe('Cross-site request refused');
    }
    expect(await databaseChecksum(t.db)).toEqual(before);
  });

  it("lets Stripe's webhook through to its own signature check", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: webhook,
      payload: {},
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    // The app under test has no Stripe keys: the route itself answers.
    expect(res.statusCode).toBe(404);
    expect(res.json().message).not.toBe('Cross-site request refused');
  });

  it('lets the one-click unsubscribe through to its own token check', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${unsubscribe}?token=forged`,
      payload: 'List-Unsubscribe=One-Click',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toBe('Cross-site request refused');
  });

  it('lets the same origin through', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'http://causeway.test', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('covers every state-changing route of the route table', () => {
    const routes = stateChanging();
    expect(routes.filter((route) => !ruleFor(route)).map((route) => route.key)).toEqual([]);
    expect(routes.length).toBeGreaterThan(30);
  });
});

describe('the session cookie', () => {
  /** A login's Set-Cookie header for `name` (it sets the browser's device cookie too, issue 27). */
  const login = async (app: TestApp, headers: Record<string, string> = {}, name = 'causeway_session') => {
    const user = await makeUser(app.db);
    const res = await app.app.inject({ method: 'POST', url: '/api/auth/login', payload: user, headers });
    expect(res.statusCode).toBe(200);
    const cookies = [res.headers['set-cookie'] ?? []].flat().map(String);
    return cookies.find((cookie) => cookie.startsWith(`${name}=`)) ?? '';
  };

  it('is httpOnly and SameSite=Lax, and not Secure on plain http; so is the device cookie', async () => {
    for (const name of ['causeway_session', 'causeway_device']) {
      const cookie = await login(t, {}, name);
      expect(cookie).toMatch(new RegExp(`^${name}=`));
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).not.toContain('Secure');
    }
  });

  it('is Secure behind an HTTPS proxy the app trusts, and ignores the header when it trusts none', async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const cookie = await login(proxied, { 'x-forwarded-proto': 'https' });
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
    } finally {
      await proxied.close();
    }
    expect(await login(t, { 'x-forwarded-proto': 'https' })).not.toContain('Secure');
  });
});
