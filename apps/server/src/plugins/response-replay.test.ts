import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache } from '../lib/read-cache';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { makeCampaign, makeUser, signIn } from '../test/factories';
import { sessionCookie } from '../test/served-routes';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-replay-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>Causeway</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
);

// A long window, so the tests see what a replay is and what clears it rather than what expires.
const cache = new ReadCache(60_000);
let t: TestApp;
let port: number;
let campaignId: number;
beforeAll(async () => {
  t = await buildTestApp({ webDistDir: dist, readCache: cache });
  // The replay happens in node's request listener, which inject() does not go through.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  campaignId = (await makeCampaign(t.db, { title: 'Wells for Kisoro' })).id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

interface Answer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  rawPayload: Buffer;
  body: string;
}
/** A request over a real connection, with exactly the headers given. */
function request(method: string, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, method, path: url, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const rawPayload = Buffer.concat(chunks);
          resolve({ statusCode: res.statusCode!, headers: res.headers, rawPayload, body: rawPayload.toString() });
        });
      })
      .on('error', reject)
      .end();
  });
}
const get = (url: string, headers?: Record<string, string>) => request('GET', url, headers);
const withoutDate = (res: Answer) => {
  const { date: _date, ...headers } = res.headers;
  return headers;
};
/** Runs `request` and answers how many replays it made. */
async function replaysOf(request: () => Promise<unknown>): Promise<number> {
  const before = cache.replayed;
  await request();
  return cache.replayed - before;
}

describe('replaying public answers whole', () => {
  it('sends a public answer again, byte for byte with the same headers, to the next visitor without a session', async () => {
    for (const url of ['/api/stats', `/api/campaigns/${campaignId}`, '/api/campaigns?status=active', '/about']) {
      cache.invalidate();
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      let second!: Answer;
      expect(await replaysOf(async () => (second = await get(url))), url).toBe(1);
      expect(second.statusCode, url).toBe(200);
      expect(second.body, url).toBe(first.body);
      expect(withoutDate(second), url).toEqual(withoutDate(first));
      expect(second.headers['cache-control'], url).toBe('public, max-age=0, s-maxage=10');
      expect(second.headers['content-security-policy'], url).toBeDefined();
    }
  });

  it('keeps one copy per encoding the visitor accepts', async () => {
    // Enough campaigns for the list to pass the compression threshold.
    for (let i = 0; i < 5; i++)
      await makeCampaign(t.db, { shortDescription: 'Clean water for twelve villages. '.repeat(5) });
    cache.invalidate();
    const url = '/api/campaigns?status=active';
    const plain = await get(url);
    let br!: Answer;
    expect(await replaysOf(async () => (br = await get(url, { 'accept-encoding': 'br' })))).toBe(0);
    expect(br.headers['content-encoding']).toBe('br');
    let again!: Answer;
    expect(await replaysOf(async () => (again = await get(url, { 'accept-encoding': 'gzip, deflate, br' })))).toBe(1);
    expect(again.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(plain.body);
    expect(again.headers.vary).toContain('accept-encoding');
  });

  it("keeps one copy per language: the visitor's saved choice, else their browser's (issue 26)", async () => {
    cache.invalidate();
    const html = (res: Answer) => /<html[^>]*>/.exec(res.body)?.[0];
    const spanish = await get('/about', { 'accept-language': 'es-ES,es;q=0.9' });
    expect(html(spanish)).toBe('<html lang="es" dir="ltr">');
    let english!: Answer;
    expect(await replaysOf(async () => (english = await get('/about', { 'accept-language': 'en-GB' })))).toBe(0);
    expect(html(english)).toBe('<html lang="en" dir="ltr">');
    let chosen!: Answer;
    expect(
      await replaysOf(
        async () => (chosen = await get('/about', { 'accept-language': 'en', cookie: 'causeway_locale=es' })),
      ),
    ).toBe(1);
    expect(html(chosen)).toBe('<html lang="es" dir="ltr">');
    expect(html(await get('/about'))).toBe('<html lang="en" dir="ltr">');
  });

  it('takes the full path for a visitor with a session, a conditional request and a HEAD', async () => {
    cache.invalidate();
    const url = `/api/campaigns/${campaignId}`;
    const first = await get(url);
    const donor = await makeUser(t.db);
    const cookie = await sessionCookie(t.db, donor.id);
    let signedIn!: Answer;
    expect(await replaysOf(async () => (signedIn = await get(url, { cookie: `theme=dark; ${cookie}` })))).toBe(0);
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    let conditional!: Answer;
    const etag = String(first.headers.etag);
    expect(await replaysOf(async () => (conditional = await get(url, { 'if-none-match': etag })))).toBe(0);
    expect(conditional.statusCode).toBe(304);
    expect(await replaysOf(() => request('HEAD', url))).toBe(0);
    // Another cookie is no session: the public answer is replayed.
    expect(await replaysOf(() => get(url, { cookie: 'theme=dark' }))).toBe(1);
  });

  it('never keeps a private answer, one that sets a cookie, or a failure', async () => {
    cache.invalidate();
    const { cookie } = await signIn(t.app, t.db, 'admin');
    for (const request of [
      () => get('/api/auth/me'),
      () => get('/api/campaigns/999999'),
      () => get('/campaigns/999999'),
      () => get('/api/admin/campaigns', { cookie }),
      () => get('/login'),
    ]) {
      await request();
      expect(await replaysOf(request)).toBe(0);
    }
  });

  it('forgets every answer when a write clears the read cache, and keeps none made while one happened', async () => {
    cache.invalidate();
    const url = '/api/campaigns?status=active';
    const before = JSON.parse((await get(url)).body) as unknown[];
    await makeCampaign(t.db, { title: 'Trees on Mount Elgon' });
    expect(await replaysOf(() => get(url))).toBe(1);
    cache.invalidate();
    let after!: Answer;
    expect(await replaysOf(async () => (after = await get(url)))).toBe(0);
    expect((JSON.parse(after.body) as unknown[]).length).toBe(before.length + 1);

    const generation = cache.currentGeneration;
    cache.invalidate();
    cache.keepResponse('identity /made-before-a-write', { status: 200, headers: [], body: 'old' }, generation);
    expect(cache.getResponse('identity /made-before-a-write')).toBeUndefined();
  });
});
