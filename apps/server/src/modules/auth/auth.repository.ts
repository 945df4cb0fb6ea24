import { and, eq, gt, sql } from 'drizzle-orm';
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
  session: { tokenHash: string; userId: number; expiresAt: Date; userAgent?: string; ip?: string },
): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function findLiveSessionUser(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

export async function extendSession(db: Executor, tokenHash: string, expiresAt: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ expiresAt, lastSeenAt: sql`now()` })
    .where(eq(sessions.tokenHash, tokenHash));
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
