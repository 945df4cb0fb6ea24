import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pickEncoding } from '../lib/content-encoding';
import type { ReadCache } from '../lib/read-cache';
import { SESSION_COOKIE } from '../modules/auth/session-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** Where this request's answer may be kept for replay, and the read cache's generation when it began. */
    replaySlot?: { key: string; generation: number };
  }
}

/**
 * A public answer (one plugins/http-cache.ts marked `public`: public pages and public JSON, given to a visitor
 * without a session) is sent again byte for byte, headers and all, to the next visitors without a session who
 * ask for the same URL in the same encoding, until the read cache's window ends or a write clears it. This is
 * what a shared cache in front of the app may already do with these answers (their `s-maxage`), done in the
 * process: a replay skips routing's hooks, validation and the handler, which cost more than half of a cached
 * read's time (docs/performance.md). A request with a session cookie, a conditional request, or anything but
 * GET always takes the full path.
 */
export function registerResponseReplay(app: FastifyInstance, cache: ReadCache): void {
  // Must be the first onRequest hook, so that a replay does no other work.
  app.addHook('onRequest', (request, reply, done) => {
    if (!mayReplay(request)) return done();
    const key = replayKey(request);
    const stored = cache.getResponse(key);
    if (!stored) {
      request.replaySlot = { key, generation: cache.currentGeneration };
      return done();
    }
    cache.replayed += 1;
    reply.hijack();
    reply.raw.writeHead(stored.status, stored.headers);
    reply.raw.end(stored.body);
  });
}

/**
 * Keeps public pages and JSON for replay (not files: they are streamed, and cached by the browser for good);
 * registered after every other onSend hook, so it keeps the final bytes.
 */
export function registerResponseKeeping(app: FastifyInstance, cache: ReadCache): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const slot = request.replaySlot;
    const keep =
      slot !== undefined &&
      reply.statusCode === 200 &&
      String(reply.getHeader('cache-control') ?? '').startsWith('public,') &&
      !reply.hasHeader('set-cookie') &&
      /^(text\/html|application\/json)\b/.test(String(reply.getHeader('content-type') ?? '')) &&
      (typeof payload === 'string' || Buffer.isBuffer(payload));
    if (keep) {
      const body = payload as string | Buffer;
      const headers = { ...reply.getHeaders(), 'content-length': Buffer.byteLength(body) } as Record<
        string,
        string | number | string[]
      >;
      cache.keepResponse(slot.key, { status: 200, headers, body }, slot.generation);
    }
    done(null, payload);
  });
}

function mayReplay(request: FastifyRequest): boolean {
  const { headers } = request;
  return (
    request.method === 'GET' &&
    headers['if-none-match'] === undefined &&
    headers['if-modified-since'] === undefined &&
    !(headers.cookie ?? '').includes(`${SESSION_COOKIE}=`)
  );
}

const replayKey = (request: FastifyRequest) =>
  `${pickEncoding(request.headers['accept-encoding']) ?? 'identity'} ${request.url}`;
