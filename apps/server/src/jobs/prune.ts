import { subDays } from '@causeway/contracts';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountTokens, authChallenges, idempotentRequests, rateLimitCounters, sessions } from '../db/schema';
import { pruneOldErrorReports } from '../modules/errors/errors.service';
import { pruneOldDeliveries } from '../modules/webhooks/webhook-deliveries.repository';
import { deleteExpiredTokens as pruneManageTokens } from '../modules/recurring-manage/recurring-manage.repository';

/** Idempotency-Keys are honoured this long (Stripe honours its own for 24 hours). */
export const IDEMPOTENCY_KEEP_DAYS = 7;

/**
 * Removes rows that can no longer matter: expired sessions, finished rate-limit windows, old idempotency keys,
 * e-mailed links (password reset, verification) that have expired, sign-in steps and passkey challenges that have
 * expired, error report groups not seen for 30 days, webhook deliveries done with for 30 days, and
 * manage-recurring links and sessions (issue 24) that have expired.
 */
export async function pruneExpiredRows(db: Db, now = new Date()) {
  const expiredSessions = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ t: sessions.tokenHash });
  // The longest rate-limit window is an hour; a day-old counter is dead.
  const counters = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStartedAt, subDays(now, 1)))
    .returning({ k: rateLimitCounters.key });
  const keys = await db
    .delete(idempotentRequests)
    .where(sql`${idempotentRequests.createdAt} < ${subDays(now, IDEMPOTENCY_KEEP_DAYS)}`)
    .returning({ k: idempotentRequests.key });
  const tokens = await db
    .delete(accountTokens)
    .where(lt(accountTokens.expiresAt, now))
    .returning({ t: accountTokens.tokenHash });
  const challenges = await db
    .delete(authChallenges)
    .where(lt(authChallenges.expiresAt, now))
    .returning({ k: authChallenges.keyHash });
  const errorReports = await pruneOldErrorReports(db, now);
  const webhookDeliveries = await pruneOldDeliveries(db, now);
  const recurringManageTokens = await pruneManageTokens(db, now);
  return {
    sessions: expiredSessions.length,
    rateLimitCounters: counters.length,
    idempotencyKeys: keys.length,
    accountTokens: tokens.length,
    authChallenges: challenges.length,
    errorReports,
    webhookDeliveries,
    recurringManageTokens,
  };
}
