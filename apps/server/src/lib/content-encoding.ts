import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

/** Answers smaller than this go out as they are: a packet or two either way, and compressing costs CPU. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Dynamic answers are compressed per request (or once per read-cache entry), so brotli runs at quality 5:
 * within a few per cent of quality 11 on our JSON and HTML at a small fraction of its CPU (docs/decisions.md).
 * Static assets are compressed once at build time at the maximum (scripts/precompress.mjs).
 */
const brotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};
const gzipOptions = { level: 6 };

/** Text we compress; not images, PDFs, archives or event streams (already compressed, or must flush as they come). */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

export function isCompressibleType(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType);
}

/** The encoding to answer in: brotli when accepted, else gzip, else none (absent header, identity, or q=0). */
export function pickEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  let br = false;
  let gzip = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip' || name === '*') gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : undefined;
}

export function compressSync(body: string | Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions) : zlib.gzipSync(body, gzipOptions);
}

/**
 * A compressing stream that flushes every chunk it is given, so a streamed page (server rendering sends the
 * shell first) still reaches the browser piece by piece instead of when the whole answer is done.
 */
export function createFlushingCompressor(encoding: ContentEncoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br'
    ? zlib.createBrotliCompress({ ...brotliOptions, flush: zlib.constants.BROTLI_OPERATION_FLUSH })
    : zlib.createGzip({ ...gzipOptions, flush: zlib.constants.Z_SYNC_FLUSH });
}

/** Adds `Accept-Encoding` to Vary, keeping whatever the answer already varies on. */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  if (current === undefined || current === '') {
    reply.header('vary', 'accept-encoding');
    return;
  }
  const value = Array.isArray(current) ? current.join(', ') : String(current);
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(value)) return;
  reply.header('vary', `${value}, accept-encoding`);
}
