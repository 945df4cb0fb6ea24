import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache } from '../lib/read-cache';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { makeCampaign, signIn } from '../test/factories';
import { deferredScriptLoader } from './page-template';

// The web app's real server entry is built by `vite build --ssr` (E2E covers it). Here a stand-in with the same
// interface shows what the server does around it: where the page goes, what the renderer can read, the fallbacks.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-ssr-'));
const dist = path.join(dir, 'dist');
fs.mkdirSync(dist);
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>Causeway</title>' +
    '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/react-def.js">' +
    '</head><body><div id="root"></div>' +
    '<noscript>Causeway needs JavaScript enabled to run.</noscript></body></html>',
);
const entry = path.join(dir, 'entry-server.mjs');
fs.writeFileSync(
  entry,
  `let renders = 0;
  export async function renderPage(url, transport, locale) {
    renders += 1;
    const { origin, pathname } = new URL(url);
    if (pathname === '/login') return null;
    if (pathname === '/broken') throw new Error('a component failed');
    if (pathname === '/writes') await transport('/api/auth/logout', { method: 'POST' });
    const me = await transport('/api/auth/me', {});
    const list = await transport('/api/campaigns?status=active', {});
    const count = (await list.json()).length;
    const html = '<main>' + origin + ' me=' + me.status + ':' + (await me.text()) + ' lang=' + locale + ' campaigns=' + count + ' render=' + renders + '</main>';
    const head = '<link rel="preload" as="image" href="/hero.webp"/>';
    return { status: pathname === '/no-such-page' ? 404 : 200, head, html, state: JSON.stringify({ pathname }) };
  }`,
);

let t: TestApp;
// A long-lived cache, so the test sees what invalidates it rather than what expires.
const readCache = new ReadCache(60_000);
beforeAll(async () => {
  t = await buildTestApp({ webDistDir: dist, webServerEntry: entry, readCache });
  await makeCampaign(t.db, { title: 'Rendered on the server' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('server-rendered pages', () => {
  it('puts the rendered page into #root and its data into a JSON script, without the no-JavaScript notice', async () => {
    const res = await page('/campaigns');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(
      /<div id="root"><main>http:\/\/causeway\.test me=.* campaigns=1 render=\d+<\/main><\/div>/,
    );
    expect(res.body).toContain(
      '<script type="application/json" id="causeway-state">{"pathname":"/campaigns"}</script>',
    );
    expect(res.body).not.toContain('<noscript>');
    expect(res.body).toContain('<link rel="preload" as="image" href="/hero.webp"/></head>');
  });

  it("renders in the visitor's language and keeps each language's rendering apart (issue 26)", async () => {
    const spanish = await t.app.inject({ method: 'GET', url: '/campaigns', headers: { 'accept-language': 'es' } });
    expect(spanish.body).toMatch(/<html lang="es" dir="ltr">/);
    expect(spanish.body).toMatch(/ lang=es campaigns=1 /);
    const english = await page('/campaigns');
    expect(english.body).toMatch(/ lang=en campaigns=1 /);
    const chosen = await page('/campaigns', 'causeway_locale=es');
    expect(/render=\d+/.exec(chosen.body)?.[0]).toBe(/render=\d+/.exec(spanish.body)?.[0]);
  });

  it('reads the API as an anonymous visitor even when the visitor is signed in', async () => {
    const { user, cookie } = await signIn(t.app, t.db);
    const res = await page('/', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(user.email);
    const anonymous = await page('/');
    const rendered = (body: string) => /<main>.*<\/main>/.exec(body)?.[0];
    expect(rendered(res.body)).toBe(rendered(anonymous.body));
  });

  it('renders a page once for every visitor until a write clears the read cache', async () => {
    const first = await page('/how-it-works');
    const { cookie } = await signIn(t.app, t.db);
    expect((await page('/how-it-works', cookie)).body).toBe(first.body);
    const settings = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie } });
    expect(settings.statusCode).toBe(403);
    const admin = await signIn(t.app, t.db, 'admin');
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
      payload: current.json(),
    });
    expect(saved.statusCode).toBe(200);
    const after = await page('/how-it-works');
    expect(after.body).not.toBe(first.body);
    expect(after.body).toMatch(/render=\d+/);
  });

  it('sends a rendered page compressed, with an ETag that revalidates a 200 but never a 404', async () => {
    const plain = await page('/privacy');
    const br = await t.app.inject({ method: 'GET', url: '/privacy', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const etag = String(plain.headers.etag);
    const again = await t.app.inject({ method: 'GET', url: '/privacy', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const missing = await page('/no-such-page');
    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { 'if-none-match': String(missing.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(404);
  });

  it('answers 404 when the app renders its Page Not Found', async () => {
    const res = await page('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<main>');
  });

  it('leaves pages the renderer declines to the browser, with their scripts asked for at once', async () => {
    const res = await page('/login');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<noscript>');
    expect(res.body).not.toContain('causeway-state');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(res.body).not.toContain('<script>');
  });

  it("asks for a rendered page's scripts only after its first paint, from a loader its CSP allows", async () => {
    const res = await page('/campaigns');
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain('<link rel="modulepreload"');
    const loader = deferredScriptLoader(['/assets/index-abc.js'], ['/assets/react-def.js']);
    expect(res.body).toContain(`<script>${loader}</script>`);
    const hash = `'sha256-${createHash('sha256').update(loader).digest('base64')}'`;
    expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' ${hash}`);
  });

  it('falls back to the browser when a render fails, or when a render tries to write', async () => {
    for (const url of ['/broken', '/writes']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('never renders embed views on the server (the widget page has its own)', async () => {
    const c = await makeCampaign(t.db);
    const res = await page(`/embed/campaign/${c.id}`);
    expect(res.body).toContain('<div id="root"></div>');
  });
});
