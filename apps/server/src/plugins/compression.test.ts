import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { makeCampaign, makeUser } from '../test/factories';
import { sessionCookie } from '../test/served-routes';

const precompressScript = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../scripts/precompress.mjs',
);

// Stand-ins for apps/web/dist and apps/widget/dist, pre-compressed by the real build step.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-compression-'));
const webDist = path.join(root, 'web');
const widgetDist = path.join(root, 'widget');
const script = `export const campaigns = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Campaign number ${i}` })))};\n`;
const css = Array.from({ length: 100 }, (_, i) => `.c${i}{margin:${i}px;padding:${i % 7}px}`).join('\n');
const page = `<!doctype html><html><head><title>Causeway</title><meta name="description" content="x" /></head><body><div id="root"></div><!-- ${'padding '.repeat(200)}--></body></html>`;
fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
fs.mkdirSync(path.join(widgetDist, 'assets'), { recursive: true });
fs.writeFileSync(path.join(webDist, 'index.html'), page);
fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), script);
fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.css'), css);
fs.writeFileSync(path.join(webDist, 'assets', 'tiny-abc123.js'), 'console.log(1)');
fs.writeFileSync(path.join(webDist, 'assets', 'photo-abc123.png'), Buffer.alloc(4096, 1));
fs.writeFileSync(path.join(widgetDist, 'index.html'), '<!doctype html><html><body><!--widget-data--></body></html>');
fs.writeFileSync(path.join(widgetDist, 'assets', 'widget-abc.js'), script);

const run = (folder: string) => spawnSync(process.execPath, [precompressScript, folder], { encoding: 'utf8' });

let t: TestApp;
beforeAll(async () => {
  expect(run(webDist).status).toBe(0);
  expect(run(widgetDist).status).toBe(0);
  t = await buildTestApp({ webDistDir: webDist, widgetDistDir: widgetDist });
  // Enough campaigns that the list's JSON is well over the 1 KB threshold.
  for (let i = 0; i < 6; i += 1) await makeCampaign(t.db, { title: `Clean water for village ${i}` });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

function decoded(res: LightMyRequestResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload);
  return res.rawPayload;
}

describe('the precompress build step', () => {
  it('writes .br and .gz beside each text file over 1 KB, each decompressing to its source', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-precompress-'));
    try {
      fs.mkdirSync(path.join(folder, 'assets'));
      fs.writeFileSync(path.join(folder, 'index.html'), page);
      fs.writeFileSync(path.join(folder, 'assets', 'app.js'), script);
      fs.writeFileSync(path.join(folder, 'assets', 'app.css'), css);
      fs.writeFileSync(path.join(folder, 'icon.svg'), `<svg>${'<g/>'.repeat(400)}</svg>`);
      fs.writeFileSync(path.join(folder, 'assets', 'small.js'), 'console.log(1)');
      fs.writeFileSync(path.join(folder, 'assets', 'photo.png'), Buffer.alloc(4096, 1));
      const result = run(folder);
      expect(result.status).toBe(0);
      expect(result.stdout).toContain('6 files written');
      for (const file of ['assets/app.js', 'assets/app.css', 'icon.svg']) {
        const source = fs.readFileSync(path.join(folder, file));
        const br = fs.readFileSync(path.join(folder, `${file}.br`));
        const gz = fs.readFileSync(path.join(folder, `${file}.gz`));
        expect(zlib.brotliDecompressSync(br).equals(source)).toBe(true);
        expect(zlib.gunzipSync(gz).equals(source)).toBe(true);
        expect(br.length).toBeLessThan(source.length);
      }
      // The page template is filled in per request, tiny files gain nothing, images are already compressed.
      for (const skipped of ['index.html', 'assets/small.js', 'assets/photo.png']) {
        expect(fs.existsSync(path.join(folder, `${skipped}.br`))).toBe(false);
        expect(fs.existsSync(path.join(folder, `${skipped}.gz`))).toBe(false);
      }
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('compressed answers', () => {
  it('serves the pre-compressed asset for br and gzip, byte-identical to its source once decoded', async () => {
    for (const file of ['index-abc123.js', 'index-abc123.css']) {
      const source = fs.readFileSync(path.join(webDist, 'assets', file));
      const br = await get(`/assets/${file}`, 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.equals(fs.readFileSync(path.join(webDist, 'assets', `${file}.br`)))).toBe(true);
      expect(decoded(br).equals(source)).toBe(true);
      const gzip = await get(`/assets/${file}`, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(decoded(gzip).equals(source)).toBe(true);
      for (const res of [br, gzip]) {
        expect(res.headers.vary).toContain('accept-encoding');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.headers['content-type']).toMatch(/^(text\/css|application\/javascript|text\/javascript)/);
      }
    }
  });

  it("serves the widget's assets pre-compressed too", async () => {
    const res = await get('/widget/assets/widget-abc.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(decoded(res).toString()).toBe(script);
  });

  it('sends assets as they are when the client accepts no compression, still varying on it', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const res = await get('/assets/index-abc123.js', acceptEncoding);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(script);
      expect(res.headers.vary).toContain('accept-encoding');
    }
  });

  it('leaves images and files under 1 KB uncompressed', async () => {
    const tiny = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('console.log(1)');
    const image = await get('/assets/photo-abc123.png', 'br, gzip');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.length).toBe(4096);
  });

  it('compresses the HTML of pages on the fly', async () => {
    const plain = await get('/campaigns', undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root"></div>');
    for (const encoding of ['br', 'gzip']) {
      const res = await get('/campaigns', encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['content-type']).toContain('text/html');
      expect(decoded(res).toString()).toBe(plain.body);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    }
  });

  it('compresses JSON answers, from the read cache as well as fresh, and prefers brotli', async () => {
    const plain = await get('/api/campaigns?limit=20', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    // The second request is a cache hit: it must send the same bytes the first one compressed.
    const first = await get('/api/campaigns?limit=20', 'gzip, br');
    const second = await get('/api/campaigns?limit=20', 'gzip, br');
    for (const res of [first, second]) {
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['content-type']).toContain('application/json');
      expect(decoded(res).toString()).toBe(plain.body);
    }
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const gzip = await get('/api/campaigns?limit=20', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip).toString())).toEqual(plain.json());
    // The same weak ETag whatever the encoding: it names the JSON, not the bytes on the wire.
    expect(first.headers.etag).toBe(plain.headers.etag);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
  });

  it("compresses JSON that does not come from the read cache (an administrator's list)", async () => {
    const admin = await makeUser(t.db, { role: 'admin' });
    const cookie = await sessionCookie(t.db, admin.id);
    const plain = await t.app.inject({ method: 'GET', url: '/api/admin/campaigns', headers: { cookie } });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/campaigns',
      headers: { cookie, 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(decoded(res).toString())).toEqual(plain.json());
  });
});
