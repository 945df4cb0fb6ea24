import { and, asc, eq, sql } from 'drizzle-orm';
import type { Passkey } from '@causeway/contracts';
import type { Executor } from '../../db/client';
import { passkeys, users } from '../../db/schema';
import type { UserRow } from '../auth/auth.service';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type NewPasskey = typeof passkeys.$inferInsert;

/** A passkey as the API shows it: never its key or credential id. */
export function toPublicPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    backedUp: row.backedUp,
  };
}

export function listPasskeysOf(db: Executor, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
}

export async function insertPasskey(db: Executor, values: NewPasskey): Promise<PasskeyRow> {
  const [row] = await db.insert(passkeys).values(values).returning();
  return row!;
}

export async function findOwnPasskeyByCredentialId(
  db: Executor,
  userId: number,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.credentialId, credentialId), eq(passkeys.userId, userId)))
    .limit(1);
  return row;
}

/** The passkey with this credential id and the account it belongs to (signing in with it). */
export async function findPasskeyWithUser(
  db: Executor,
  credentialId: string,
): Promise<{ passkey: PasskeyRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ passkey: passkeys, user: users })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, credentialId))
    .limit(1);
  return row;
}

export async function findOwnPasskey(db: Executor, userId: number, id: number): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .limit(1);
  return row;
}

export async function renameOwnPasskey(
  db: Executor,
  userId: number,
  id: number,
  name: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row;
}

export async function deleteOwnPasskey(db: Executor, userId: number, id: number): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row;
}

/**
 * After a verified use: the authenticator's new signature counter, and when it was last used. Only if the counter
 * still goes up (or the authenticator keeps none: always 0), so two answers of a cloned authenticator verified at
 * the same moment cannot both count; false when this one lost.
 */
export async function recordPasskeyUse(db: Executor, id: number, counter: number): Promise<boolean> {
  const updated = await db
    .update(passkeys)
    .set({ counter, lastUsedAt: sql`now()` })
    .where(and(eq(passkeys.id, id), sql`(${passkeys.counter} < ${counter} or ${counter} = 0)`))
    .returning({ id: passkeys.id });
  return updated.length > 0;
}
