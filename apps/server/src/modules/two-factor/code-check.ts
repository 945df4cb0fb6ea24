import { securityMessages } from '@causeway/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { openSecret, sealSecret, type AuthKey } from '../../lib/secret-box';
import type { UserRow } from '../auth/auth.service';
import { hashRecoveryCode, normalizeRecoveryCode } from './recovery-codes';
import { claimTotpStep, consumeRecoveryCode } from './two-factor.repository';
import { stepOfCode } from './totp';

/** Where the key for authenticator secrets comes from: loaded on first need (lib/secret-box.ts loadAuthKey). */
export type AuthKeySource = () => AuthKey | null;

/** A sealed secret is bound to its account: it opens for that user only. */
export const totpSecretContext = (userId: number) => `user:${userId}`;

export function sealTotpSecret(key: AuthKey, userId: number, secret: string): string {
  return sealSecret(key, secret, totpSecretContext(userId));
}

/**
 * Opens an account's sealed secret. Without the key, or with another one, no code can be checked: a 409 saying
 * what the operator must do (start-up refuses both cases, so this is for a key file removed while running).
 */
export function openTotpSecret(authKey: AuthKeySource, userId: number, sealed: string): string {
  const key = authKey();
  if (!key) throw new AppError('CONFLICT', securityMessages.encryptionKeyMissing);
  try {
    return openSecret(key, sealed, totpSecretContext(userId));
  } catch {
    throw new AppError('CONFLICT', securityMessages.encryptionKeyMissing);
  }
}

/** A code from the account's app, accepted once: its time step must be later than any used before. */
export async function acceptTotpCode(
  db: Executor,
  authKey: AuthKeySource,
  user: Pick<UserRow, 'id' | 'totpSecret'>,
  code: string,
): Promise<boolean> {
  if (!user.totpSecret) return false;
  const step = stepOfCode(openTotpSecret(authKey, user.id, user.totpSecret), code.replace(/\s+/g, ''));
  return step !== null && claimTotpStep(db, user.id, step);
}

/** One of the account's unused recovery codes, used up by this call. */
export async function acceptRecoveryCode(db: Executor, userId: number, code: string): Promise<boolean> {
  return normalizeRecoveryCode(code) !== null && consumeRecoveryCode(db, userId, hashRecoveryCode(code));
}

/** Six digits are an app's code; anything else is tried as a recovery code (turning codes off takes either). */
export function acceptAnyCode(db: Executor, authKey: AuthKeySource, user: UserRow, code: string): Promise<boolean> {
  return /^\d{6}$/.test(code.replace(/\s+/g, ''))
    ? acceptTotpCode(db, authKey, user, code)
    : acceptRecoveryCode(db, user.id, code);
}
