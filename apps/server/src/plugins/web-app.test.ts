import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { makeCampaign } from '../test/factories';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><meta name="viewport" content="width=device-width" />' +
    '<meta name="description" content="x" /><title>Causeway</title><script src="/theme-init.js"></script>' +
    '<script type="module" crossorigin src="/assets/index-abc123.js"></script>' +
    '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">' +
    '</head><body><div id="root"></div></body></html>',
);
const themeScript = "document.documentElement.classList.toggle('dark', false);\n";
fs.writeFileSync(path.join(dist, 'theme-init.js'), themeScript);
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('pages served by the server', () => {
  it("carries a campaign's title, description and absolute image in the HTML of its page", async () => {
    const c = await makeCampaign(t.db, {
      title: 'Wells for Kisoro & Bunagana',
      shortDescription: 'Clean water for twelve villages in south-west Uganda.',
      featuredImageUrl: '/demo-images/kisoro-water.jpg',
    });
    const res = await t.app.inject({ method: 'GET', url: `/campaigns/${c.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Wells for Kisoro &amp; Bunagana | Causeway</title>');
    expect(res.body).toContain('<meta property="og:title" content="Wells for Kisoro &amp; Bunagana | Causeway" />');
    expect(res.body).toContain('content="Clean water for twelve villages in south-west Uganda."');
    expect(res.body).toContain(
      '<meta property="og:image" content="http://causeway.test/demo-images/kisoro-water.jpg" />',
    );
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('names the donation page after its campaign', async () => {
    const c = await makeCampaign(t.db, { title: 'Trees on Mount Elgon' });
    const res = await t.app.inject({ method: 'GET', url: `/donate/${c.id}?amount=25` });
    expect(res.body).toContain('<title>Donate to Trees on Mount Elgon | Causeway</title>');
  });

  it('answers 404 with the app for a draft or unknown campaign, without its title', async () => {
    const draft = await makeCampaign(t.db, { status: 'draft', title: 'Secret draft plan' });
    const res = await t.app.inject({ method: 'GET', url: `/campaigns/${draft.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Secret draft plan');
    expect(res.body).toContain('<div id="root"></div>');
    expect((await t.app.inject({ method: 'GET', url: '/campaigns/999999' })).statusCode).toBe(404);
  });

  it('serves any other path as the app, with default share tags', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/some/unknown/page' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Causeway</title>');
    expect(res.body).toContain('og:description');
    expect((await t.app.inject({ method: 'GET', url: '/help' })).body).toContain(
      '<title>Help Center | Causeway</title>',
    );
  });

  it("serves the page in the visitor's language: the saved choice, else the browser's (issue 26)", async () => {
    const page = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/help', headers });
    const html = (res: { body: string }) => /<html[^>]*>/.exec(res.body)?.[0];
    expect(html(await page({}))).toBe('<html lang="en" dir="ltr">');
    const spanish = await page({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' });
    expect(html(spanish)).toBe('<html lang="es" dir="ltr">');
    expect(spanish.headers.vary).toMatch(/Accept-Language, Cookie/);
    expect(html(await page({ 'accept-language': 'fr-FR' }))).toBe('<html lang="en" dir="ltr">');
    expect(html(await page({ 'accept-language': 'es', cookie: 'causeway_locale=en' }))).toBe(
      '<html lang="en" dir="ltr">',
    );
    expect(html(await page({ cookie: 'causeway_locale=es' }))).toBe('<html lang="es" dir="ltr">');
    // A language the site does not speak, in the cookie, is ignored rather than echoed into the page.
    expect(html(await page({ cookie: 'causeway_locale="><script>' }))).toBe('<html lang="en" dir="ltr">');
  });

  it('lets only embed views be framed by other sites', async () => {
    const c = await makeCampaign(t.db);
    const embed = await t.app.inject({ method: 'GET', url: `/embed/campaign/${c.id}` });
    expect(embed.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(embed.headers['x-frame-options']).toBeUndefined();
    expect(embed.body).not.toContain('og:title');
    const page = await t.app.inject({ method: 'GET', url: `/campaigns/${c.id}` });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('caches fingerprinted assets for good and serves the demo images', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gone = await t.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).not.toContain('text/html');
    const image = await t.app.inject({ method: 'GET', url: '/demo-images/kisoro-water.jpg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('asks for the stylesheet first, before the module scripts', async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/' });
    const stylesheet = body.indexOf('<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">');
    expect(stylesheet).toBeGreaterThan(body.indexOf('<meta name="viewport"'));
    expect(stylesheet).toBeLessThan(body.indexOf('<script'));
    expect(body.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('inlines the theme script into pages and allows exactly that script by its hash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about' });
    expect(res.body).toContain(`<script>${themeScript}</script>`);
    expect(res.body).not.toContain('src="/theme-init.js"');
    const inlineScripts = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inlineScripts).toEqual([themeScript]);
    const hashes = inlineScripts.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe(`'self' ${hashes.join(' ')} https://js.stripe.com`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('answers a missing uploaded image with a 404, never the app', async () => {
    for (const url of [
      '/uploads/0123456789abcdef0123456789abcdef.webp',
      '/uploads/a/b.webp',
      '/uploads/',
      '/demo-images/no-such-picture.jpg',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toContain('text/html');
    }
  });
});
