import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authChallenges, passkeys } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { securityNoticeMail } from '../account/account-mail';
import { findUserByEmail, type UserRow } from '../auth/auth.service';
import { getOrganizationSettings } from '../settings/settings.service';
import * as repo from './two-factor.repository';

export interface SecondFactorReset {
  user: UserRow;
  hadCodes: boolean;
  recoveryCodesDeleted: number;
  passkeysDeleted: number;
  sessionsEnded: number;
}

/**
 * `npm run two-factor -- reset --email …`: the operator's way back in for someone who lost their phone and their
 * recovery codes. Every second factor goes (codes, recovery codes, passkeys), every session and pending sign-in
 * ends, and the owner is e-mailed, so a reset they did not ask for does not go unnoticed. The password stays:
 * they sign in with it and set up a second factor again. Null when no account has the address.
 */
export async function resetSecondFactors(
  deps: { db: Db; publicUrl: string },
  email: string,
): Promise<SecondFactorReset | null> {
  const user = await findUserByEmail(deps.db, email.trim());
  if (!user) return null;
  const org = await getOrganizationSettings(deps.db);
  return deps.db.transaction(async (tx) => {
    const recoveryCodesDeleted = await repo.countUnusedRecoveryCodes(tx, user.id);
    await repo.disableTotp(tx, user.id);
    const removed = await tx.delete(passkeys).where(eq(passkeys.userId, user.id)).returning({ id: passkeys.id });
    await tx.delete(authChallenges).where(eq(authChallenges.userId, user.id));
    const sessionsEnded = await repo.deleteSessionsOf(tx, user.id);
    // No client: the operator did it from the server's command line.
    await enqueueMail(
      tx,
      securityNoticeMail(user, { event: 'twoFactorReset', at: new Date(), client: {} }, org, deps.publicUrl),
    );
    return {
      user,
      hadCodes: user.totpEnabledAt !== null,
      recoveryCodesDeleted,
      passkeysDeleted: removed.length,
      sessionsEnded,
    };
  });
}
