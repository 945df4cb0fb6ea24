import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  COMPRESSION_THRESHOLD_BYTES,
  compressSync,
  pickEncoding,
  varyOnAcceptEncoding,
  type ContentEncoding,
} from './content-encoding';

/**
 * Public read endpoints answer from this short-lived in-process cache. Writes to campaigns or donations
 * call invalidate() in this process; other app processes see the change when their entries expire, so the
 * TTL bounds how stale a figure can be anywhere (DESIGN.md: app processes keep no state of their own).
 */
export const PUBLIC_READ_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

export interface CachedBody {
  body: string;
  etag: string;
  headers?: Record<string, string>;
  /** Serve it, but don't keep it (e.g. an administrator's view of a draft). */
  uncacheable?: boolean;
  /** The body compressed, made on first demand and kept with the entry, so a cache hit never recompresses. */
  encoded?: Partial<Record<ContentEncoding, Buffer>>;
}

/** A whole public answer as it went out, for plugins/response-replay.ts to send again byte for byte. */
export interface StoredResponse {
  status: number;
  /**
   * Name, value, name, value…: node's writeHead takes this form with less work per header than an object (ten
   * headers: about 57,000 answers a second against 50,000 on this machine, docs/performance.md).
   */
  headers: string[];
  body: string | Buffer;
}

export class ReadCache {
  private entries = new Map<string, CachedBody & { expiresAt: number }>();
  private responses = new Map<string, StoredResponse & { expiresAt: number }>();
  private generation = 0;
  /** Productions under way, so that concurrent misses of one key share one (cleared by a write). */
  private producing = new Map<string, Promise<CachedBody | undefined>>();
  /** How many answers were replayed whole (plugins/response-replay.ts). */
  replayed = 0;

  constructor(private readonly ttlMs = PUBLIC_READ_CACHE_TTL_MS) {}

  /** Changes with every write: an answer made while a write happened is not kept. */
  get currentGeneration(): number {
    return this.generation;
  }

  getResponse(key: string): StoredResponse | undefined {
    const hit = this.responses.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit;
    if (hit) this.responses.delete(key);
    return undefined;
  }

  /** Keeps an answer made in `generation` (read when its request began) unless a write happened since. */
  keepResponse(key: string, response: StoredResponse, generation: number): void {
    if (generation !== this.generation) return;
    if (this.responses.size >= MAX_ENTRIES) this.responses.delete(this.responses.keys().next().value!);
    this.responses.set(key, { ...response, expiresAt: Date.now() + this.ttlMs });
  }

  /**
   * Answers from the cache, or runs `produce` and caches what it returns (undefined: do not cache). An entry may
   * carry fields of its own beside the body (T): one key is always produced by the same caller.
   *
   * When an entry expires under load, the requests that miss it at the same moment wait for the first one's
   * production instead of each producing it again (a popular page is rendered and compressed once, not once per
   * waiting visitor). A waiter uses only a result anyone may see: if the production failed or is uncacheable (an
   * administrator's view of a draft), it produces its own, as it would have without waiting.
   */
  async getOrProduce<T extends CachedBody>(key: string, produce: () => Promise<T | undefined>): Promise<T | undefined> {
    const hit = this.entries.get(key) as (T & { expiresAt: number }) | undefined;
    if (hit && hit.expiresAt > Date.now()) return hit;
    const underway = this.producing.get(key) as Promise<T | undefined> | undefined;
    if (underway) {
      const shared = await underway.catch(() => undefined);
      if (shared && !shared.uncacheable) return shared;
      return this.produceAndKeep(key, produce);
    }
    const production = this.produceAndKeep(key, produce);
    this.producing.set(key, production);
    try {
      return await production;
    } finally {
      if (this.producing.get(key) === production) this.producing.delete(key);
    }
  }

  private async produceAndKeep<T extends CachedBody>(
    key: string,
    produce: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    const generation = this.generation;
    const fresh = await produce();
    // A write that happened while we were reading makes this result possibly stale: serve it, don't keep it.
    if (fresh && !fresh.uncacheable && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      const entry = { ...fresh, expiresAt: Date.now() + this.ttlMs };
      this.entries.set(key, entry);
      // The stored entry itself, so what this request compresses is kept for the next hits.
      return entry;
    }
    return fresh;
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    // Requests after a write must not wait for a production that began before it.
    this.producing.clear();
    this.responses.clear();
  }
}

/** A weak ETag naming the content, whatever its encoding on the wire. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

export function jsonBody(value: unknown, headers?: Record<string, string>): CachedBody {
  const body = JSON.stringify(value);
  return { body, etag: weakEtag(body), headers };
}

/**
 * Sends a cached JSON body with its ETag; 304 when the browser already has it. The ETag is weak and names the
 * JSON, so it is the same whichever encoding goes out. Plugins/http-cache.ts decides who may cache it.
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply.header('cache-control', 'no-cache');
  for (const [name, value] of Object.entries(cached.headers ?? {})) reply.header(name, value);
  return sendCachedBody(request, reply, cached, 'application/json; charset=utf-8');
}

/** Sends a cached body with its ETag (304 when the browser has it), compressed once per entry and encoding. */
export function sendCachedBody(request: FastifyRequest, reply: FastifyReply, cached: CachedBody, type: string) {
  reply.header('etag', cached.etag).type(type);
  // Only a success is revalidated: a 404 page is sent again, never 'not modified'.
  if (reply.statusCode === 200 && request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
  if (cached.body.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(cached.body);
  varyOnAcceptEncoding(reply);
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(cached.body);
  const encoded = (cached.encoded ??= {});
  return reply.header('content-encoding', encoding).send((encoded[encoding] ??= compressSync(cached.body, encoding)));
}
