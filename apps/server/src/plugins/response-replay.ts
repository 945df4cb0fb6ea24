import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import { isLocale, LOCALE_COOKIE, requestLocale, type Locale } from '@causeway/contracts';
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
 * process. The replay happens in node's own request listener, before Fastify sees the request: Fastify's
 * per-request work (its request and reply objects, a logger child, routing, the hook runner) cost more than
 * a cached read's own work (docs/performance.md). A request with a session cookie, a conditional request, or
 * anything but GET always takes the full path.
 *
 * `inject()` calls Fastify's handler directly, so tests of the replay listen on a port.
 */
export function replayingServerFactory(cache: ReadCache): FastifyServerFactory {
  return (handler, options) => {
    const server = http.createServer((request, response) => {
      if (!replay(cache, request, response)) handler(request, response);
    });
    // What Fastify sets on the server it makes itself (its options arrive here with its defaults filled in).
    const { keepAliveTimeout, requestTimeout, connectionTimeout } = options as Record<string, number>;
    server.keepAliveTimeout = keepAliveTimeout!;
    server.requestTimeout = requestTimeout!;
    server.setTimeout(connectionTimeout);
    return server;
  };
}

function replay(cache: ReadCache, request: IncomingMessage, response: ServerResponse): boolean {
  if (!mayReplay(request.method, request.headers)) return false;
  const stored = cache.getResponse(replayKey(request.headers, request.url ?? ''));
  if (!stored) return false;
  cache.replayed += 1;
  response.writeHead(stored.status, stored.headers);
  response.end(stored.body);
  return true;
}

/**
 * Notes where a request's answer may be kept, with the read cache's generation when it began; registered as the
 * first onRequest hook, so an answer made while a write happened is not kept.
 */
export function registerReplaySlot(app: FastifyInstance, cache: ReadCache): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (mayReplay(request.method, request.headers)) {
      request.replaySlot = { key: replayKey(request.headers, request.url), generation: cache.currentGeneration };
    }
    done();
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
      // Kept as bytes: a page sent again as a string would be encoded to UTF-8 at every replay.
      const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload as string);
      const headers: string[] = [];
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (name === 'content-length' || value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one));
      }
      headers.push('content-length', String(body.length));
      cache.keepResponse(slot.key, { status: 200, headers, body }, slot.generation);
    }
    done(null, payload);
  });
}

function mayReplay(method: string | undefined, headers: IncomingHttpHeaders): boolean {
  return (
    method === 'GET' &&
    headers['if-none-match'] === undefined &&
    headers['if-modified-since'] === undefined &&
    !(headers.cookie ?? '').includes(`${SESSION_COOKIE}=`)
  );
}

/** Browsers send a handful of different Accept-Encoding values: each is parsed once, not at every request. */
const encodingOf = new Map<string, string>();
function replayEncoding(acceptEncoding: string | undefined): string {
  if (acceptEncoding === undefined) return 'identity';
  let encoding = encodingOf.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = pickEncoding(acceptEncoding) ?? 'identity';
    if (encodingOf.size >= 100) encodingOf.clear();
    encodingOf.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** Browsers send a handful of different Accept-Language values too: each is negotiated once. */
const localeOf = new Map<string, Locale>();
const savedLocale = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([\\w-]+)`);
function replayLocale(headers: IncomingHttpHeaders): Locale {
  const saved = headers.cookie === undefined ? undefined : savedLocale.exec(headers.cookie)?.[1];
  if (isLocale(saved)) return saved;
  const acceptLanguage = headers['accept-language'] ?? '';
  let locale = localeOf.get(acceptLanguage);
  if (locale === undefined) {
    locale = requestLocale(undefined, acceptLanguage);
    if (localeOf.size >= 100) localeOf.clear();
    localeOf.set(acceptLanguage, locale);
  }
  return locale;
}

/** One copy per URL, encoding and language: pages and messages are in the visitor's language (issue 26). */
const replayKey = (headers: IncomingHttpHeaders, url: string) =>
  `${replayEncoding(headers['accept-encoding'])} ${replayLocale(headers)} ${url}`;
