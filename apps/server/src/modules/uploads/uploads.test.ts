import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadMessages } from '@causeway/contracts';
import { uploads } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signIn } from '../../test/factories';
import { makeImage, postUpload, type FilePart } from '../../test/multipart';
import { looksLikeSvg } from './image-processing';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-uploads-'));
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

const upload = (file: FilePart | undefined, extra: Record<string, string> = {}) =>
  postUpload(t.app, cookie, { ...extra, ...(file ? { file } : {}) });
const storedFiles = () => (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir).sort() : []);
const uploadRows = async () => (await t.db.select({ n: count() }).from(uploads))[0]!.n;
const storedPath = (url: string) => path.join(uploadsDir, url.replace('/uploads/', ''));

describe('POST /api/upload', () => {
  it('accepts an image by its content, whatever its name and declared type, and stores it as WebP', async () => {
    const png = await makeImage(64, 48, 'png');
    const res = await upload({ data: png, filename: 'photo.txt', type: 'text/plain' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ url: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.webp$/), width: 64, height: 48 });
    const stored = await sharp(storedPath(body.url)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 64, height: 48 });
    const [row] = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.fileName, body.url.slice('/uploads/'.length)));
    expect(row).toMatchObject({ contentType: 'image/webp', width: 64, height: 48 });
  });

  it.each(['jpeg', 'gif', 'webp', 'avif'] as const)('accepts a %s image', async (format) => {
    const res = await upload({
      data: await makeImage(40, 30, format, '#aa2200'),
      filename: `x.${format}`,
      type: 'image/x',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 40, height: 30 });
  });

  it("refuses a text file named .png and sent as image/png with 'Please select an image file'", async () => {
    const before = storedFiles();
    const res = await upload({ data: Buffer.from('just some text\n'), filename: 'x.png', type: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Please select an image file', code: 'BAD_REQUEST' });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file that starts like a PNG but is not one', async () => {
    const png = await makeImage(20, 20);
    const res = await upload({
      data: Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]),
      filename: 'a.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(uploadMessages.notAnImage);
  });

  it.each([
    ['a bare SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    [
      'an SVG with prolog, comment and doctype',
      '\uFEFF<?xml version="1.0"?>\n<!-- drawn by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n  <svg width="10"></svg>',
    ],
  ])('refuses %s with the SVG message', async (_, text) => {
    const res = await upload({ data: Buffer.from(text), filename: 'logo.png', type: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(uploadMessages.svgRefused);
  });

  it('tells SVG from other XML', () => {
    expect(looksLikeSvg(Buffer.from('<?xml version="1.0"?><rss></rss>'))).toBe(false);
    expect(looksLikeSvg(Buffer.from('<SVG viewBox="0 0 1 1"/>'))).toBe(true);
  });

  it('answers 413 for a file over 5 MB and stores nothing', async () => {
    const filesBefore = storedFiles();
    const rowsBefore = await uploadRows();
    const big = Buffer.concat([await makeImage(10, 10), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const res = await upload({ data: big, filename: 'big.png', type: 'image/png' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Image must be 5 MB or smaller', code: 'PAYLOAD_TOO_LARGE' });
    expect(storedFiles()).toEqual(filesBefore);
    expect(await uploadRows()).toBe(rowsBefore);
  });

  it('asks for an image when the form has no file, or an empty one', async () => {
    const none = await upload(undefined, { note: 'hello' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(uploadMessages.missingFile);
    const empty = await upload({ data: Buffer.alloc(0), filename: '', type: 'application/octet-stream' });
    expect(empty.json().message).toBe(uploadMessages.missingFile);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: { file: 'x' },
      headers: { cookie },
    });
    expect(json.statusCode).toBe(400);
  });

  it('removes EXIF and GPS metadata and applies the orientation', async () => {
    const jpeg = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#884400' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'SnoopCam', Copyright: 'Someone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload({ data: jpeg, filename: 'phone.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(201);
    // Orientation 6 is a quarter turn: the stored picture stands upright, 40 x 80.
    expect(res.json()).toMatchObject({ width: 40, height: 80 });
    const stored = await sharp(storedPath(res.json().url)).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(fs.readFileSync(storedPath(res.json().url)).includes('SnoopCam')).toBe(false);
  });

  it('stores a wide image 1200 px wide, keeping its proportions', async () => {
    const res = await upload({ data: await makeImage(3000, 1500, 'jpeg'), filename: 'wide.jpg', type: 'image/jpeg' });
    expect(res.json()).toMatchObject({ width: 1200, height: 600 });
    expect(await sharp(storedPath(res.json().url)).metadata()).toMatchObject({ width: 1200, height: 600 });
  });

  it('stores the same picture once, under the same name', async () => {
    const png = await makeImage(33, 33, 'png', '#123456');
    const first = await upload({ data: png, filename: 'a.png', type: 'image/png' });
    const rows = await uploadRows();
    const second = await upload({ data: png, filename: 'b.png', type: 'image/png' });
    expect(second.json().url).toBe(first.json().url);
    expect(await uploadRows()).toBe(rows);
  });
});

describe('GET /uploads/{file}', () => {
  it('serves a stored image as WebP, cacheable for good, to anyone', async () => {
    const { url } = (await upload({ data: await makeImage(50, 50), filename: 'a.png', type: 'image/png' })).json();
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(fs.readFileSync(storedPath(url)))).toBe(true);
  });

  it.each([
    '/uploads/notahash.webp',
    '/uploads/0123456789abcdef0123456789abcdef.png',
    '/uploads/0123456789ABCDEF0123456789ABCDEF.webp',
    '/uploads/0123456789abcdef0123456789abcdef.webp',
    '/uploads/..%2F..%2Fetc%2Fpasswd',
    '/uploads/a/b.webp',
  ])('answers 404 for %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
  });
});
