import { pipeline, type Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  COMPRESSION_THRESHOLD_BYTES,
  compressSync,
  createFlushingCompressor,
  isCompressibleType,
  pickEncoding,
  varyOnAcceptEncoding,
} from '../lib/content-encoding';

const isStream = (payload: unknown): payload is Readable =>
  typeof (payload as { pipe?: unknown } | null)?.pipe === 'function';

/**
 * Compresses every text answer (brotli, else gzip) the client accepts, on the fly. One app-level onSend hook
 * rather than @fastify/compress: that plugin attaches itself route by route, so it never sees the answers of
 * the not-found handler, which sends every page of the web app (measured with @fastify/compress 9.2.0 on
 * Fastify 5.12). Answers that already carry a Content-Encoding pass untouched: pre-compressed static files
 * (@fastify/static preCompressed) and read-cache bodies compressed once per entry (lib/read-cache.ts).
 * Registered after the HTTP-cache hook, so ETags and 304s are decided on the uncompressed body.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (payload === null || payload === undefined || reply.hasHeader('content-encoding')) return done(null, payload);
    const status = reply.statusCode;
    if (status === 204 || status === 304 || status === 206 || reply.hasHeader('content-range'))
      return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !isCompressibleType(type)) return done(null, payload);
    // Whichever encoding this client gets, a shared cache must not hand it to a client that asked differently.
    varyOnAcceptEncoding(reply);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);

    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      if (Buffer.byteLength(payload) < COMPRESSION_THRESHOLD_BYTES) return done(null, payload);
      reply.removeHeader('content-length');
      reply.header('content-encoding', encoding);
      return done(null, compressSync(payload, encoding));
    }
    if (isStream(payload)) {
      const length = Number(reply.getHeader('content-length'));
      if (length > 0 && length < COMPRESSION_THRESHOLD_BYTES) return done(null, payload);
      reply.removeHeader('content-length');
      reply.header('content-encoding', encoding);
      const compressor = createFlushingCompressor(encoding);
      pipeline(payload, compressor, (error) => {
        if (error) request.log.warn({ err: error }, 'compressing a streamed answer failed');
      });
      return done(null, compressor);
    }
    done(null, payload);
  });
}
