import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions } from '../../db/schema';
import { liveSessionCondition, type SessionLimits } from '../auth/auth.service';

export interface SessionRow {
  publicId: string;
  tokenHash: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  authMethod: (typeof sessions.$inferSelect)['authMethod'];
}

/** The account's live sessions (the same rule that signs a request in), the most recently used first. */
export function listLiveSessions(db: Executor, userId: number, limits: SessionLimits): Promise<SessionRow[]> {
  return db
    .select({
      publicId: sessions.publicId,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      authMethod: sessions.authMethod,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), liveSessionCondition(limits)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Deletes one of the account's sessions by its public id; undefined when the account has no such session. */
export async function deleteSessionOf(
  db: Executor,
  userId: number,
  publicId: string,
): Promise<{ tokenHash: string; userAgent: string | null } | undefined> {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ tokenHash: sessions.tokenHash, userAgent: sessions.userAgent });
  return row;
}

/**
 * Deletes every session of the account but the one kept, live or not (a lapsed one would come back to life if the
 * time-outs were lengthened); answers how many of them were live, the ones the person saw in the list.
 */
export async function deleteOtherSessions(
  db: Executor,
  userId: number,
  keepTokenHash: string,
  limits: SessionLimits,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
    .returning({ live: sql<boolean>`coalesce(${liveSessionCondition(limits)}, false)` });
  return ended.filter((row) => row.live).length;
}
