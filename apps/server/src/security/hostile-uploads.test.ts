import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { makeUser } from '../test/factories';
import { makeImage, postUpload } from '../test/multipart';
import { sessionCookie } from '../test/served-routes';

/**
 * Hostile files sent to the upload endpoints as an administrator's browser would. Each is either refused with
 * a 4xx and a message, or stored re-encoded: what /uploads serves is then a clean WebP (decodes, carries none
 * of the payload) with an image content type and nosniff. One line per file.
 */
const SCRIPT = '<html><script>window.__pwned = 1</script><img src=x onerror=alert(1)></html>';
const MARKERS = ['<script', 'onerror', '<html', '__pwned', 'alert('];

const png = () => makeImage(16, 16, 'png');
const gif = () => makeImage(16, 16, 'gif');
const jpeg = () => makeImage(16, 16, 'jpeg');
const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>';

type Outcome = 'refused' | 'clean image';
const hostileFiles: Array<
  [name: string, outcome: Outcome, make: () => Promise<Buffer>, filename: string, type: string]
> = [
  [
    'a PNG with HTML and script appended',
    'clean image',
    async () => Buffer.concat([await png(), Buffer.from(SCRIPT)]),
    'a.png',
    'image/png',
  ],
  // GIF89a/*...*/=1;alert(1)//: a GIF header that also parses as JavaScript.
  [
    'a GIF/JavaScript polyglot',
    'clean image',
    async () => {
      const real = await gif();
      return Buffer.concat([
        Buffer.from('GIF89a/*'),
        real.subarray(8),
        Buffer.from('*/=1;window.__pwned=1;//'),
        Buffer.from(SCRIPT),
      ]);
    },
    'a.gif',
    'image/gif',
  ],
  [
    'a JPEG with HTML in a comment segment',
    'clean image',
    async () => {
      const real = await jpeg();
      const comment = Buffer.from(SCRIPT);
      const segment = Buffer.concat([
        Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]),
        comment,
      ]);
      return Buffer.concat([real.subarray(0, 2), segment, real.subarray(2)]);
    },
    'a.jpg',
    'image/jpeg',
  ],
  ['an SVG with a script', 'refused', async () => Buffer.from(svg), 'a.svg', 'image/svg+xml'],
  [
    'an SVG behind an XML prolog, named .png',
    'refused',
    async () => Buffer.from(`\uFEFF<?xml version="1.0"?>\n<!-- x -->${svg}`),
    'a.png',
    'image/png',
  ],
  ['an HTML page named .png', 'refused', async () => Buffer.from(SCRIPT), 'a.png', 'image/png'],
  [
    'a PNG signature followed by HTML',
    'refused',
    async () => Buffer.concat([(await png()).subarray(0, 16), Buffer.from(SCRIPT)]),
    'a.png',
    'image/png',
  ],
  [
    'a PDF named .jpg',
    'refused',
    async () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
    'a.jpg',
    'image/jpeg',
  ],
  [
    'a file over 5 MB',
    'refused',
    async () => Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024, 1)]),
    'big.png',
    'image/png',
  ],
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-hostile-uploads-'));
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  cookie = await sessionCookie(t.db, (await makeUser(t.db, { role: 'admin' })).id);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('hostile uploads', () => {
  it.each(hostileFiles)('%s: %s', async (_, outcome, make, filename, type) => {
    const res = await postUpload(t.app, cookie, { file: { data: await make(), filename, type } });
    if (outcome === 'refused') {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json().message).toBe('string');
      return;
    }
    expect(res.statusCode).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const bytes = served.rawPayload;
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    const text = bytes.toString('latin1');
    expect(MARKERS.filter((m) => text.includes(m))).toEqual([]);
  });
});
