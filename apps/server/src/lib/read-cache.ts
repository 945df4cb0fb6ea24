import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

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
}

export class ReadCache {
  private entries = new Map<string, CachedBody & { expiresAt: number }>();
  private generation = 0;

  constructor(private readonly ttlMs = PUBLIC_READ_CACHE_TTL_MS) {}

  /** Answers from the cache, or runs `produce` and caches what it returns (undefined: do not cache). */
  async getOrProduce(key: string, produce: () => Promise<CachedBody | undefined>): Promise<CachedBody | undefined> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit;
    const generation = this.generation;
    const fresh = await produce();
    // A write that happened while we were reading makes this result possibly stale: serve it, don't keep it.
    if (fresh && !fresh.uncacheable && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { ...fresh, expiresAt: Date.now() + this.ttlMs });
    }
    return fresh;
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

export function jsonBody(value: unknown, headers?: Record<string, string>): CachedBody {
  const body = JSON.stringify(value);
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag, headers };
}

/** Sends a cached JSON body with its ETag; 304 when the browser already has it. */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply.header('etag', cached.etag).header('cache-control', 'no-cache');
  for (const [name, value] of Object.entries(cached.headers ?? {})) reply.header(name, value);
  if (request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
