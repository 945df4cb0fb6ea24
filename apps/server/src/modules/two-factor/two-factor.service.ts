import QRCode from 'qrcode';
import { securityMessages as m, type AccountSecurity, type TwoFactorSetup } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { enqueueMail } from '../../mail/outbox';
import { securityNoticeMail, type SecurityNotice } from '../account/account-mail';
import { auditAdminAccount } from '../audit-log/audit-log.service';
import type { UserRow } from '../auth/auth.service';
import type { ClientInfo, LiveSession } from '../auth/auth.service';
import { verifyPassword } from '../auth/password';
import { getOrganizationSettings, type SettingsSource } from '../settings/settings.service';
import { acceptAnyCode, openTotpSecret, sealTotpSecret, type AuthKeySource } from './code-check';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import * as repo from './two-factor.repository';
import { newTotpSecret, stepOfCode, totpOf } from './totp';

/** The profile's authenticator codes (issue 27): set-up, confirmation, recovery codes, turning them off. */
export interface TwoFactorDeps {
  db: Db;
  settings: SettingsSource;
  publicUrl: string;
  authKey: AuthKeySource;
  /** Whether authKey() would give a key (without making the embedded database's key file to find out). */
  totpAvailable: boolean;
}

const passwordWrong = () => new AppError('VALIDATION_FAILED', m.passwordWrong, { password: [m.passwordWrong] });
const codeWrong = () => new AppError('VALIDATION_FAILED', m.codeWrong, { code: [m.codeWrong] });

async function requirePassword(user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) throw passwordWrong();
}

export async function getAccountSecurity(
  deps: TwoFactorDeps,
  user: UserRow,
  setupRequired: boolean,
): Promise<AccountSecurity> {
  const enabled = user.totpEnabledAt !== null;
  const passkeys = await repo.listPasskeys(deps.db, user.id);
  return {
    twoFactor: {
      enabled,
      enabledAt: user.totpEnabledAt?.toISOString() ?? null,
      recoveryCodesLeft: enabled ? await repo.countUnusedRecoveryCodes(deps.db, user.id) : 0,
    },
    passkeys: passkeys.map((p) => ({
      ...p,
      createdAt: p.createdAt.toISOString(),
      lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
    })),
    totpAvailable: deps.totpAvailable,
    setupRequired,
  };
}

/** A new secret to scan, kept sealed as pending: codes are not on until a code from it is confirmed. */
export async function startTwoFactor(deps: TwoFactorDeps, user: UserRow, password: string): Promise<TwoFactorSetup> {
  await requirePassword(user, password);
  if (user.totpEnabledAt) throw new AppError('CONFLICT', m.twoFactorAlreadyOn);
  const key = deps.totpAvailable ? deps.authKey() : null;
  if (!key) throw new AppError('CONFLICT', m.encryptionKeyMissing);
  const secret = newTotpSecret();
  await repo.setPendingSecret(deps.db, user.id, sealTotpSecret(key, user.id, secret));
  const org = await getOrganizationSettings(deps.settings);
  const otpauthUrl = totpOf(secret, { issuer: org.name, label: user.email }).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrSvg };
}

/**
 * A right code from the pending secret turns codes on. Other sessions end (a thief signed in with the password
 * alone loses the session), this one counts as two-factor (it has just proven a code), and the owner is told.
 */
export async function confirmTwoFactor(
  deps: TwoFactorDeps,
  session: LiveSession,
  code: string,
  client: ClientInfo,
): Promise<{ recoveryCodes: string[] }> {
  const user = session.user;
  if (user.totpEnabledAt) throw new AppError('CONFLICT', m.twoFactorAlreadyOn);
  const pending = user.totpPendingSecret;
  if (!pending) throw new AppError('CONFLICT', m.noSetupInProgress);
  const step = stepOfCode(openTotpSecret(deps.authKey, user.id, pending), code);
  if (step === null) throw codeWrong();
  const recoveryCodes = newRecoveryCodes();
  const org = await getOrganizationSettings(deps.settings);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.enableTotp(tx, user.id, pending, step))) throw new AppError('CONFLICT', m.noSetupInProgress);
    await repo.replaceRecoveryCodes(tx, user.id, recoveryCodes.map(hashRecoveryCode));
    await repo.deleteSessionsOf(tx, user.id, session.tokenHash);
    await repo.markSessionTwoFactor(tx, session.tokenHash);
    await enqueueMail(tx, securityNoticeMail(user, notice('twoFactorOn', client), org, deps.publicUrl));
    await auditAdminAccount(tx, user, 'account.two_factor_enabled', { ip: client.ip });
  });
  return { recoveryCodes };
}

/**
 * A change to authenticator codes that are on (409 if they are not): the password is checked first, then, when
 * given, a code from the app (used once) or an unused recovery code (used up).
 */
async function requireCodesOnAndProofs(
  deps: TwoFactorDeps,
  user: UserRow,
  proofs: { password: string; code?: string },
): Promise<void> {
  if (!user.totpEnabledAt) throw new AppError('CONFLICT', m.twoFactorNotOn);
  await requirePassword(user, proofs.password);
  if (proofs.code !== undefined && !(await acceptAnyCode(deps.db, deps.authKey, user, proofs.code))) {
    throw codeWrong();
  }
}

/** New recovery codes (the password required); the old ones stop working. */
export async function regenerateRecoveryCodes(
  deps: TwoFactorDeps,
  user: UserRow,
  password: string,
  client: ClientInfo,
): Promise<{ recoveryCodes: string[] }> {
  await requireCodesOnAndProofs(deps, user, { password });
  const recoveryCodes = newRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    await repo.replaceRecoveryCodes(tx, user.id, recoveryCodes.map(hashRecoveryCode));
    await auditAdminAccount(tx, user, 'account.recovery_codes_regenerated', { ip: client.ip });
  });
  return { recoveryCodes };
}

/** Both proofs: the password, then a code from the app (once) or an unused recovery code. */
export async function disableTwoFactor(
  deps: TwoFactorDeps,
  user: UserRow,
  input: { password: string; code: string },
  client: ClientInfo,
): Promise<{ message: string }> {
  await requireCodesOnAndProofs(deps, user, input);
  const org = await getOrganizationSettings(deps.settings);
  await deps.db.transaction(async (tx) => {
    await repo.disableTotp(tx, user.id);
    await enqueueMail(tx, securityNoticeMail(user, notice('twoFactorOff', client), org, deps.publicUrl));
    await auditAdminAccount(tx, user, 'account.two_factor_disabled', { ip: client.ip });
  });
  return { message: m.twoFactorDisabled };
}

const notice = (event: SecurityNotice['event'], client: ClientInfo): SecurityNotice => ({
  event,
  at: new Date(),
  client,
});
