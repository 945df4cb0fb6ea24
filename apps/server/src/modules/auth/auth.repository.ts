import { and, eq, gt, sql } from 'drizzle-orm';
import type { SessionAuthMethod } from '@causeway/contracts';
import type { Executor } from '../../db/client';
import { sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function findUserByUsername(db: Executor, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row;
}

export async function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

export async function updateUserRole(db: Executor, userId: number, role: UserRow['role']): Promise<void> {
  await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function insertSession(
  db: Executor,
  session: {
    tokenHash: string;
    userId: number;
    expiresAt: Date;
    userAgent?: string;
    ip?: string;
    authMethod: SessionAuthMethod;
    deviceHash?: string;
  },
): Promise<{ publicId: string }> {
  const [row] = await db.insert(sessions).values(session).returning({ publicId: sessions.publicId });
  return row!;
}

export interface SessionLimits {
  idleDays: number;
  maxDays: number;
}

/**
 * A session is live before its stored expiry, used within the idle time-out and younger than the longest a session
 * may last (Settings → Security, read now: a shortened limit applies at once). The one rule for signing a request
 * in and for the profile's list of sessions.
 */
export function liveSessionCondition(limits: SessionLimits) {
  return and(
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.lastSeenAt, sql`now() - make_interval(days => ${limits.idleDays})`),
    gt(sessions.createdAt, sql`now() - make_interval(days => ${limits.maxDays})`),
  );
}

/** The session and its user while it is live (liveSessionCondition). */
export async function findLiveSession(db: Executor, tokenHash: string, limits: SessionLimits) {
  const [row] = await db
    .select({
      user: users,
      publicId: sessions.publicId,
      authMethod: sessions.authMethod,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), liveSessionCondition(limits)))
    .limit(1);
  return row;
}

/** Records a use of the session and its new expiry. */
export async function touchSession(db: Executor, tokenHash: string, expiresAt: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ expiresAt, lastSeenAt: sql`now()` })
    .where(eq(sessions.tokenHash, tokenHash));
}

/** A second factor proven in this session (set up, or used): it now counts as signed in with one. */
export async function setSessionAuthMethod(db: Executor, tokenHash: string, authMethod: SessionAuthMethod) {
  await db.update(sessions).set({ authMethod }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function setProviderCustomerId(db: Executor, userId: number, customerId: string): Promise<void> {
  await db
    .update(users)
    .set({ providerCustomerId: customerId, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
