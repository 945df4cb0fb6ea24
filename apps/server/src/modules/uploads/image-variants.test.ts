import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '@causeway/contracts';
import { demoImagesDir } from '../../app';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signIn } from '../../test/factories';
import { makeImage, postUpload } from '../../test/multipart';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-image-variants-'));
const uploadsDir = path.join(dataDir, 'uploads');
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  cookie = (await signIn(t.app, t.db, 'admin')).cookie;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const uploadImage = async (data: Buffer): Promise<string> => {
  const res = await postUpload(t.app, cookie, { file: { data, filename: 'x.jpg', type: 'image/jpeg' } });
  expect(res.statusCode).toBe(201);
  return res.json().url;
};
const variants = IMAGE_VARIANT_WIDTHS.flatMap((width) => IMAGE_VARIANT_FORMATS.map((format) => ({ width, format })));
const variantUrl = (url: string, width: number, format: string) =>
  imageVariantUrl(url, width as 400, format as 'avif')!;
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('image variants of uploads', () => {
  it('stores AVIF and WebP variants at 400, 800 and 1200 px with the upload, proportions kept', async () => {
    const url = await uploadImage(await makeImage(3000, 1500, 'jpeg', '#336699'));
    for (const { width, format } of variants) {
      const file = path.join(uploadsDir, path.basename(variantUrl(url, width, format)));
      expect(await sharp(file).metadata(), `${width} ${format}`).toMatchObject({
        format: format === 'avif' ? 'heif' : 'webp',
        width,
        height: width / 2,
      });
    }
  });

  it('never enlarges a small picture: every variant keeps its own size', async () => {
    const url = await uploadImage(await makeImage(300, 200, 'jpeg', '#993366'));
    for (const { width, format } of variants) {
      const res = await get(variantUrl(url, width, format));
      expect(res.statusCode).toBe(200);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 300, height: 200 });
    }
  });

  it('serves each variant with its content type, cacheable for good', async () => {
    const url = await uploadImage(await makeImage(900, 600, 'jpeg', '#669933'));
    for (const format of IMAGE_VARIANT_FORMATS) {
      const variant = variantUrl(url, 800, format);
      const res = await get(variant);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(`image/${format}`);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(fs.readFileSync(path.join(uploadsDir, path.basename(variant))))).toBe(true);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(800);
    }
  });

  it('makes the variants of an image uploaded before variants existed on first request, and keeps them', async () => {
    // What an older version stored: only {hash}.webp, at most 1200 px wide.
    const hash = randomBytes(16).toString('hex');
    fs.mkdirSync(uploadsDir, { recursive: true });
    const old = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#224466' } })
      .webp()
      .toBuffer();
    fs.writeFileSync(path.join(uploadsDir, `${hash}.webp`), old);

    const res = await get(`/uploads/${hash}-400.avif`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'heif', width: 400, height: 225 });
    const kept = path.join(uploadsDir, `${hash}-400.avif`);
    expect(fs.readFileSync(kept).equals(res.rawPayload)).toBe(true);
    expect((await get(`/uploads/${hash}-400.avif`)).rawPayload.equals(res.rawPayload)).toBe(true);
    expect((await get(`/uploads/${hash}.webp`)).rawPayload.equals(old)).toBe(true);
  });

  it('answers a burst of requests for a new variant with the same bytes', async () => {
    const hash = randomBytes(16).toString('hex');
    fs.writeFileSync(path.join(uploadsDir, `${hash}.webp`), await makeImage(500, 300, 'webp'));
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(`/uploads/${hash}-1200.webp`)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.every((r) => r.rawPayload.equals(answers[0]!.rawPayload))).toBe(true);
    expect(fs.readdirSync(uploadsDir).filter((f) => f.startsWith(hash))).toEqual([`${hash}-1200.webp`, `${hash}.webp`]);
  });

  it.each([
    ['an unknown width', (h: string) => `/uploads/${h}-500.avif`],
    ['a width written differently', (h: string) => `/uploads/${h}-0400.avif`],
    ['an unknown format', (h: string) => `/uploads/${h}-400.png`],
    ['a JPEG', (h: string) => `/uploads/${h}-400.jpg`],
    ['an upper-case hash', (h: string) => `/uploads/${h.toUpperCase()}-400.avif`],
    ['a hash that was never uploaded', () => `/uploads/${'0'.repeat(32)}-400.avif`],
    ['no width', (h: string) => `/uploads/${h}-.avif`],
    ['a variant of a variant', (h: string) => `/uploads/${h}-400-400.avif`],
    ['a path outside the folder', (h: string) => `/uploads/..%2F${h}-400.avif`],
    ['an encoded traversal', () => '/uploads/..%2F..%2Fetc%2Fpasswd-400.webp'],
    ['a sub-folder', (h: string) => `/uploads/x/${h}-400.avif`],
  ])('answers 404 for %s, and writes nothing', async (_, makeUrl) => {
    const url = await uploadImage(await makeImage(64, 64, 'png', '#010203'));
    const hash = path.basename(url, '.webp');
    const before = fs.readdirSync(uploadsDir).sort();
    const res = await get(makeUrl(hash));
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
    expect(res.headers['content-type']).not.toContain('image/');
    expect(fs.readdirSync(uploadsDir).sort()).toEqual(before);
  });
});

describe('image variants of the demo pictures', () => {
  const demoVariantsDir = path.join(dataDir, 'demo-images');

  it('serves AVIF and WebP variants of a demo picture, made once into DATA_DIR', async () => {
    for (const { width, format } of variants) {
      const url = imageVariantUrl('/demo-images/kisoro-water.jpg', width, format)!;
      expect(url).toBe(`/demo-images/kisoro-water-${width}.${format}`);
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(`image/${format}`);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The demo pictures are 1200 px wide.
      expect((await sharp(res.rawPayload).metadata()).width).toBe(width);
      expect(fs.readFileSync(path.join(demoVariantsDir, path.basename(url))).equals(res.rawPayload)).toBe(true);
    }
    // The committed folder holds only the committed JPEGs.
    expect(fs.readdirSync(demoImagesDir).every((f) => f.endsWith('.jpg'))).toBe(true);
    const original = await get('/demo-images/kisoro-water.jpg');
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
  });

  it('remakes a kept variant older than its picture', async () => {
    const kept = path.join(demoVariantsDir, 'elgon-trees-400.webp');
    fs.mkdirSync(demoVariantsDir, { recursive: true });
    fs.writeFileSync(kept, 'stale');
    fs.utimesSync(kept, new Date(0), new Date(0));
    const res = await get('/demo-images/elgon-trees-400.webp');
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400 });
    expect(fs.readFileSync(kept).equals(res.rawPayload)).toBe(true);
  });

  it.each([
    '/demo-images/kisoro-water-999.avif',
    '/demo-images/kisoro-water-400.png',
    '/demo-images/no-such-picture-400.avif',
    '/demo-images/Kisoro-water-400.avif',
    '/demo-images/kisoro-water.avif',
    '/demo-images/..%2Fkisoro-water-400.avif',
    '/demo-images/..%2F..%2Fdb%2Fseed%2Fimages%2Fkisoro-water-400.webp',
  ])('answers 404 for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('image/');
  });
});
