import { sql } from 'drizzle-orm';
import { prepared, type Executor } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { AppError } from './errors';

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit against `key` in a fixed window stored in the database, so every app process shares it,
 * and throws 429 once the window's limit is passed.
 */
export async function consumeRateLimit(db: Executor, key: string, rule: RateRule, message: string): Promise<void> {
  const [row] = await prepared(db, countHit).execute({ key, windowSeconds: rule.windowSeconds });
  if (row && row.hits > rule.limit) {
    throw new AppError('RATE_LIMITED', message, undefined, Math.max(1, row.retryAfter));
  }
}

// Built once (db/client.ts prepared): every donation intent and sign-in attempt runs it.
const countHit = (db: Executor) => {
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

export async function resetRateLimit(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
}
