import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactMessages,
  contractCatalogue,
  translateContractText,
  widgetMessages,
  type CompactCatalogue,
} from '@causeway/contracts';
import { readContractTranslations } from '../../plugins/answer-language';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { fundraisers } from '../../db/schema';
import { makeCampaign, makeUser } from '../../test/factories';

// A stand-in for apps/widget/dist and apps/web/dist: the server's handling is under test, not the build.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-widget-'));
const widgetDist = path.join(root, 'widget');
const webDist = path.join(root, 'web');
fs.mkdirSync(path.join(widgetDist, 'assets'), { recursive: true });
fs.mkdirSync(webDist);
fs.writeFileSync(
  path.join(widgetDist, 'index.html'),
  '<!doctype html><html><head><script type="module" src="/widget/assets/widget-abc.js"></script></head>' +
    '<body><div id="app"></div><!--widget-data--></body></html>',
);
fs.writeFileSync(path.join(widgetDist, 'assets', 'widget-abc.js'), 'console.log(1)');
fs.writeFileSync(path.join(widgetDist, 'embed.js'), '(function(){})()');
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ widgetDistDir: widgetDist, webDistDir: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const inlined = (html: string) =>
  JSON.parse(/<script type="application\/json" id="widget-data">(.*?)<\/script>/.exec(html)![1]!);

describe('the widget page /embed/{id}', () => {
  it('inlines the campaign, may be framed by any site and sets no cookie', async () => {
    const c = await makeCampaign(t.db, { title: 'Trees </script><b>for</b> Elgon', embedPrimaryColor: '#123456' });
    const res = await t.app.inject({ method: 'GET', url: `/embed/${c.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).not.toContain('</script><b>');
    expect(inlined(res.body).campaign).toMatchObject({
      id: c.id,
      title: 'Trees </script><b>for</b> Elgon',
      primaryColor: '#123456',
      status: 'active',
    });
  });

  it("inlines the supporter's page of ?fundraiser= that takes gifts, and only that (issue 25)", async () => {
    const c = await makeCampaign(t.db);
    const owner = await makeUser(t.db, { username: 'runner-ada' });
    const pages = await t.db
      .insert(fundraisers)
      .values([
        { campaignId: c.id, userId: owner.id, slug: 'adas-run', title: 'Ada runs', story: 'Why.', goal: 50_000 },
        {
          campaignId: c.id,
          userId: owner.id,
          slug: 'adas-walk',
          title: 'Ada walks',
          story: 'Why.',
          goal: 50_000,
          status: 'paused',
        },
      ])
      .returning();
    expect(pages).toHaveLength(2);
    const res = await t.app.inject({ method: 'GET', url: `/embed/${c.id}?autosize&fundraiser=adas-run` });
    expect(res.statusCode).toBe(200);
    // No first name on the account: the public name is the username (fundraiserPublicName).
    expect(inlined(res.body).fundraiser).toEqual({ slug: 'adas-run', name: 'runner-ada', title: 'Ada runs' });
    // The same campaign's page without the parameter, or naming a paused page, is the campaign alone.
    for (const query of ['', '?fundraiser=adas-walk', '?fundraiser=%3Cb%3E']) {
      const plain = await t.app.inject({ method: 'GET', url: `/embed/${c.id}${query}` });
      expect(plain.statusCode).toBe(200);
      expect(inlined(plain.body).campaign.id).toBe(c.id);
      expect(inlined(plain.body)).not.toHaveProperty('fundraiser');
    }
  });

  it("renders 'Campaign Not Available' data with a 404 for a draft, unknown or malformed id", async () => {
    const draft = await makeCampaign(t.db, { status: 'draft' });
    for (const id of [String(draft.id), '999999', 'abc']) {
      const res = await t.app.inject({ method: 'GET', url: `/embed/${id}` });
      expect(res.statusCode).toBe(404);
      expect(inlined(res.body)).toEqual({ error: widgetMessages.notFound });
      expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
    }
  });

  it('lets every other page refuse framing by other sites', async () => {
    const c = await makeCampaign(t.db);
    for (const url of ['/', `/campaigns/${c.id}`, `/donate/${c.id}`, '/admin/campaigns']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(res.headers['content-security-policy'], url).not.toContain('frame-ancestors *');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('serves its assets for good and the host-page script to any origin', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/widget/assets/widget-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['cache-control']).toContain('max-age=31536000');
    const script = await t.app.inject({ method: 'GET', url: '/embed.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.headers['cache-control']).toContain('max-age=86400');
    expect((await t.app.inject({ method: 'GET', url: '/widget/assets/missing.js' })).statusCode).toBe(404);
  });

  it('is described in the API reference: the page and the host script, with their media types', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    expect(Object.keys(document.paths['/embed/{id}']!.get!.responses['200']!.content!)).toEqual([
      'text/html; charset=utf-8',
    ]);
    expect(Object.keys(document.paths['/embed.js']!.get!.responses['200']!.content!)).toEqual([
      'text/javascript; charset=utf-8',
    ]);
  });
});

describe('the widget page in the language asked for (issue 26)', () => {
  const spanish = readContractTranslations('es');
  const words = (html: string) => {
    const json = /<script type="application\/json" id="widget-words">(.*?)<\/script>/.exec(html)?.[1];
    return json ? contractCatalogue(JSON.parse(json) as CompactCatalogue) : undefined;
  };

  it('carries the Spanish words for ?lang=es-MX (the embed code or the host page), and says the page is Spanish', async () => {
    const c = await makeCampaign(t.db);
    const res = await t.app.inject({ method: 'GET', url: `/embed/${c.id}?autosize&lang=es-MX` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html lang="es">/);
    const catalogue = words(res.body)!;
    for (const text of [widgetMessages.giveOnce, widgetMessages.otherAmount, widgetMessages.secure]) {
      expect(translateContractText(catalogue, text)).toBe(spanish.get(text));
      expect(spanish.get(text)).not.toBe(text);
    }
    // Only the widget's words: not the whole catalogue.
    expect(translateContractText(catalogue, contactMessages.nameRequired)).toBe(contactMessages.nameRequired);
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  it("follows the visitor's browser without a lang, and the embed code's lang over the browser's", async () => {
    const c = await makeCampaign(t.db);
    const browser = await t.app.inject({
      method: 'GET',
      url: `/embed/${c.id}`,
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
    });
    expect(browser.body).toMatch(/<html lang="es">/);
    expect(words(browser.body)).toBeDefined();
    const english = await t.app.inject({
      method: 'GET',
      url: `/embed/${c.id}?lang=en`,
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
    });
    expect(english.body).toMatch(/<html lang="en">/);
    expect(words(english.body)).toBeUndefined();
    const unknown = await t.app.inject({ method: 'GET', url: `/embed/${c.id}?lang=xx` });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toMatch(/<html lang="en">/);
  });
});
