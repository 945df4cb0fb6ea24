import { and, count, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passkeys, recoveryCodes, sessions, users } from '../../db/schema';

/** The two-factor columns of an account; the secrets are sealed (lib/secret-box.ts). */
export async function findTotpState(db: Executor, userId: number) {
  const [row] = await db
    .select({
      secret: users.totpSecret,
      pendingSecret: users.totpPendingSecret,
      enabledAt: users.totpEnabledAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function setPendingSecret(db: Executor, userId: number, sealed: string): Promise<void> {
  await db.update(users).set({ totpPendingSecret: sealed }).where(eq(users.id, userId));
}

/**
 * Turns codes on with the pending secret that was just checked (not one a second set-up put there meanwhile);
 * false when it is no longer there.
 */
export async function enableTotp(db: Executor, userId: number, pendingSealed: string, step: number) {
  const updated = await db
    .update(users)
    .set({ totpSecret: pendingSealed, totpPendingSecret: null, totpEnabledAt: sql`now()`, totpLastStep: step })
    .where(and(eq(users.id, userId), eq(users.totpPendingSecret, pendingSealed), isNull(users.totpSecret)))
    .returning({ id: users.id });
  return updated.length > 0;
}

/**
 * Uses up a code's time step: true only for a step later than any used before. One conditional UPDATE, so two
 * requests carrying the same code cannot both pass.
 */
export async function claimTotpStep(db: Executor, userId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        sql`${users.totpSecret} is not null`,
        or(isNull(users.totpLastStep), sql`${users.totpLastStep} < ${step}`),
      ),
    )
    .returning({ id: users.id });
  return claimed.length > 0;
}

export async function disableTotp(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(users.id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function replaceRecoveryCodes(db: Executor, userId: number, codeHashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses up an unused recovery code: true once per code, even for two requests at the same moment. */
export async function consumeRecoveryCode(db: Executor, userId: number, codeHash: string): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ userId: recoveryCodes.userId });
  return used.length > 0;
}

export async function countUnusedRecoveryCodes(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** The account's passkeys as the security section lists them, newest first. */
export function listPasskeys(db: Executor, userId: number) {
  return db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
      backedUp: passkeys.backedUp,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
}

/** Ends every session of the account except the one whose token hash is given (none: every session). */
export async function deleteSessionsOf(db: Executor, userId: number, keepTokenHash?: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(
      keepTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
        : eq(sessions.userId, userId),
    )
    .returning({ id: sessions.userId });
  return ended.length;
}

/** The session has just proven a code: it counts as signed in with two factors from now on. */
export async function markSessionTwoFactor(db: Executor, tokenHash: string): Promise<void> {
  await db.update(sessions).set({ authMethod: 'two_factor' }).where(eq(sessions.tokenHash, tokenHash));
}
