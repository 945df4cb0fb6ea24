import type { FastifyRequest } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { prepared, type Executor } from '../db/client';
import { rateLimitCounters } from '../db/schema';

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

/**
 * One limit an operation declares (lib/operation-route.ts `rateLimits`, enforced by plugins/rate-limits.ts):
 * the counter it counts in, its rule, and the spec's message once the window's limit is passed.
 */
export interface RouteRateLimit {
  /** The counter's name, e.g. `login:ip:203.0.113.7`; a limit per account awaits the signed-in user. */
  key: (request: FastifyRequest) => string | Promise<string>;
  rule: RateRule;
  message: string;
  /** Requests that are not counted at all (the plugin's allowList). */
  skip?: (request: FastifyRequest) => boolean | Promise<boolean>;
}

/** A limit per client address; `name` keeps each operation's counters apart. */
export function perAddress(name: string, rule: RateRule, message: string): RouteRateLimit {
  return { key: (request) => `${name}:ip:${request.ip}`, rule, message };
}

/** The counter of one e-mail address, whatever its case. */
export const emailKey = (name: string, email: string) => `${name}:email:${email.trim().toLowerCase()}`;

/**
 * A limit per e-mail address named in the body, whichever client sends it. For an operation whose body has an
 * `email`: the limits run after the body is validated.
 */
export function perEmail(name: string, rule: RateRule, message: string): RouteRateLimit {
  return { key: (request) => emailKey(name, (request.body as { email: string }).email), rule, message };
}

/** A limit per signed-in account, for an operation that needs one (the access check has found it). */
export function perAccount(name: string, rule: RateRule, message: string): RouteRateLimit {
  return { key: async (request) => `${name}:user:${(await request.currentUser())!.id}`, rule, message };
}

/**
 * @fastify/rate-limit's store on `rate_limit_counters`: one atomic upsert per hit, so every app process on the
 * database counts in the same fixed window. Keys carry their operation's name, so every route shares one store.
 */
export function databaseStore(db: Executor): FastifyRateLimitStoreCtor {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number): void {
      countHit(db, key, Math.ceil(timeWindow / 1000)).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

async function countHit(db: Executor, key: string, windowSeconds: number) {
  const [row] = await prepared(db, countHitQuery).execute({ key, windowSeconds });
  // At least a second: an answer of "retry in 0 s" would send the client straight back into the same window.
  return { current: row!.hits, ttl: Math.max(1, row!.retryAfter) * 1000 };
}

// Built once (db/client.ts prepared): every donation intent and sign-in attempt runs it.
const countHitQuery = (db: Executor) => {
  const window = sql`make_interval(secs => ${sql.placeholder('windowSeconds')}::int)`;
  const expired = sql`${rateLimitCounters.windowStartedAt} <= now() - ${window}`;
  return db
    .insert(rateLimitCounters)
    .values({ key: sql.placeholder('key'), windowStartedAt: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimitCounters.windowStartedAt} end`,
      },
    })
    .returning({
      hits: rateLimitCounters.hits,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimitCounters.windowStartedAt} + ${window} - now())))::int`,
    })
    .prepare('');
};

/** Ends a counter's window early: a successful login clears its e-mail's failed attempts. */
export async function resetRateLimit(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
}
