import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { AppError } from '../lib/errors';
import { databaseStore, type RouteRateLimit } from '../lib/rate-limit';

/**
 * @fastify/rate-limit with its counters in the database (lib/rate-limit.ts), so a limit holds across every app
 * process. Not global: only the operations that declare limits are counted (docs/decisions.md, Rate limits).
 */
export async function registerRateLimits(app: FastifyInstance, db: Executor): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, store: databaseStore(db) });
}

/**
 * The preHandler of an operation's limits: after the access check and the body's validation (a limit may count
 * by the body's e-mail or by the signed-in account), before the handler. The limits are counted in order and
 * the first one passed answers 429 with its message and Retry-After, through the one error handler, so the
 * answer is the API's `{ message, code }` and later limits are not counted.
 */
export function rateLimitHandler(app: FastifyInstance, limits: readonly RouteRateLimit[]) {
  const checks = limits.map((limit) => ({
    limit,
    check: app.createRateLimit({
      max: limit.rule.limit,
      timeWindow: limit.rule.windowSeconds * 1000,
      keyGenerator: limit.key,
      ...(limit.skip ? { allowList: limit.skip } : {}),
    }),
  }));
  return async (request: FastifyRequest): Promise<void> => {
    for (const { limit, check } of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError('RATE_LIMITED', limit.message, undefined, result.ttlInSeconds);
      }
    }
  };
}
