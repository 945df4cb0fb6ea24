import { createHash, randomBytes } from 'node:crypto';
import { addHours, addMinutes } from 'date-fns';
import {
  accountMessages as m,
  RESET_TOKEN_TTL_MINUTES,
  VERIFY_TOKEN_TTL_HOURS,
  type Locale,
  type ProfileUpdate,
  type User,
  type VerifyEmailResponse,
} from '@causeway/contracts';
import type { Db, Executor, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { RateRule } from '../../lib/rate-limit';
import { enqueueMail } from '../../mail/outbox';
import { findUserByEmail, toPublicUser, type UserRow } from '../auth/auth.service';
import { hashPassword, verifyPassword } from '../auth/password';
import { refreshCampaignTotals } from '../campaigns/campaigns.service';
import { donorKeyOf, lockDonors, rewriteDonorSummaries } from '../donors/donors.service';
import { getOrganizationSettings } from '../settings/settings.service';
import { auditAdminAccount } from '../audit-log/audit-log.service';
import type { ClientInfo } from '../auth/auth.service';
import { passwordResetMail, securityNoticeMail, verificationMail, type SecurityNotice } from './account-mail';
import * as repo from './account.repository';

/** Declared on the routes (account.routes.ts). */
export interface AccountRateLimits {
  forgotPerIp: RateRule;
  forgotPerEmail: RateRule;
  /** Tries of reset links from one address: a guessed token is hopeless, but each try costs a password hash. */
  resetPerIp: RateRule;
  passwordChangePerUser: RateRule;
  resendVerificationPerUser: RateRule;
}

export const defaultAccountRateLimits: AccountRateLimits = {
  forgotPerIp: { limit: 10, windowSeconds: 60 * 60 },
  forgotPerEmail: { limit: 3, windowSeconds: 60 * 60 },
  resetPerIp: { limit: 10, windowSeconds: 15 * 60 },
  passwordChangePerUser: { limit: 10, windowSeconds: 15 * 60 },
  resendVerificationPerUser: { limit: 5, windowSeconds: 60 * 60 },
};

export interface AccountDeps {
  db: Db;
  publicUrl: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A random single-use token for an e-mailed link; only its hash is stored. */
async function issueToken(db: Executor, user: UserRow, purpose: repo.TokenPurpose, expiresAt: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.insertToken(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    purpose,
    email: user.email,
    expiresAt,
  });
  return token;
}

/** PATCH /api/users/me: the donor's own first and last name. */
export async function updateProfile(db: Db, user: UserRow, input: ProfileUpdate): Promise<User> {
  return toPublicUser(await repo.updateUser(db, user.id, { firstName: input.firstName, lastName: input.lastName }));
}

/** PUT /api/users/me/language: the language of the user's e-mails, and of their pages once they sign in. */
export async function saveLanguage(db: Db, user: UserRow, locale: Locale): Promise<{ locale: Locale }> {
  await repo.updateUser(db, user.id, { locale });
  return { locale };
}

/**
 * POST /api/users/me/password: needs the current password; every other session of the user ends, and the
 * user is told by e-mail. Open reset links stop working.
 */
export async function changePassword(
  deps: AccountDeps,
  user: UserRow,
  input: { currentPassword: string; newPassword: string },
  currentSessionHash: string,
  client: ClientInfo,
): Promise<{ message: string }> {
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('VALIDATION_FAILED', m.currentPasswordWrong, { currentPassword: [m.currentPasswordWrong] });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const org = await getOrganizationSettings(deps.db);
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { passwordHash });
    await repo.deleteSessions(tx, user.id, currentSessionHash);
    await repo.deleteTokens(tx, user.id, 'password_reset');
    await passwordNotice(tx, deps, user, org, {
      event: 'passwordChanged',
      client,
      action: 'account.password_changed',
    });
  });
  return { message: m.passwordChanged };
}

/**
 * POST /api/auth/forgot-password: e-mails a reset link when the address has an account. The answer, and the
 * rate limits, are the same either way, so the endpoint does not tell who has an account.
 */
export async function requestPasswordReset(deps: AccountDeps, email: string): Promise<{ message: string }> {
  const user = await findUserByEmail(deps.db, email);
  if (user) {
    const org = await getOrganizationSettings(deps.db);
    await deps.db.transaction(async (tx) => {
      const token = await issueToken(tx, user, 'password_reset', addMinutes(new Date(), RESET_TOKEN_TTL_MINUTES));
      const link = `${deps.publicUrl}/reset-password?token=${token}`;
      await enqueueMail(tx, passwordResetMail(user, link, org.name));
    });
  }
  return { message: m.resetRequested };
}

/** A used token whose address is still the account's; a link sent to an old address is worthless. */
async function redeem(tx: Tx, token: string, purpose: repo.TokenPurpose) {
  const row = await repo.useToken(tx, hashToken(token), purpose);
  const user = row && (await repo.findUser(tx, row.userId));
  return user && user.email.toLowerCase() === row.email.toLowerCase() ? user : undefined;
}

/**
 * POST /api/auth/reset-password: the link works once. The user is signed out everywhere; since the link reached
 * their mailbox, the address counts as verified too.
 */
export async function resetPassword(
  deps: AccountDeps,
  token: string,
  password: string,
  client: ClientInfo,
): Promise<{ message: string }> {
  const passwordHash = await hashPassword(password);
  const org = await getOrganizationSettings(deps.db);
  await deps.db.transaction(async (tx) => {
    const user = await redeem(tx, token, 'password_reset');
    if (!user) throw new AppError('BAD_REQUEST', m.resetLinkInvalid);
    await repo.updateUser(tx, user.id, { passwordHash });
    await repo.deleteSessions(tx, user.id);
    await repo.deleteTokens(tx, user.id, 'password_reset');
    if (!user.emailVerifiedAt) await markVerified(tx, user);
    await passwordNotice(tx, deps, user, org, {
      event: 'passwordReset',
      client,
      action: 'account.password_reset',
    });
  });
  return { message: m.passwordReset };
}

/** The security e-mail of a password change or reset, and the audit entry when the account is an administrator's. */
async function passwordNotice(
  tx: Tx,
  deps: AccountDeps,
  user: UserRow,
  org: { name: string; supportEmail: string },
  notice: { event: SecurityNotice['event']; client: ClientInfo; action: string },
) {
  const { action, ...mail } = notice;
  await enqueueMail(tx, securityNoticeMail(user, { ...mail, at: new Date() }, org, deps.publicUrl));
  await auditAdminAccount(tx, user, action, { ip: notice.client.ip });
}

async function markVerified(tx: Tx, user: UserRow): Promise<number> {
  await repo.updateUser(tx, user.id, { emailVerifiedAt: new Date() });
  const { count, campaignIds } = await repo.linkGuestGifts(tx, user.id, user.email);
  // The guest gifts leave the guest donor ('g…') and join the account's summary ('u…'). Locks in the payment
  // state machine's order: donations (above), donors, campaigns.
  const donorKeys = [
    donorKeyOf({ userId: null, guestEmail: user.email }),
    donorKeyOf({ userId: user.id, guestEmail: null }),
  ];
  await lockDonors(tx, donorKeys);
  await repo.lockCampaigns(tx, campaignIds);
  await refreshCampaignTotals(tx, campaignIds);
  await rewriteDonorSummaries(tx, donorKeys);
  return count;
}

/**
 * POST /api/auth/verify-email: confirms the address, then moves the guest donations made with it into the
 * donor's history. Guest gifts are linked only now: an unverified address proves nothing about who gave them.
 */
export async function verifyEmail(db: Db, token: string): Promise<VerifyEmailResponse> {
  return db.transaction(async (tx) => {
    const user = await redeem(tx, token, 'email_verification');
    if (!user) throw new AppError('BAD_REQUEST', m.verifyLinkInvalid);
    const linkedDonations = user.emailVerifiedAt ? 0 : await markVerified(tx, user);
    return { message: m.emailVerified, linkedDonations };
  });
}

/** Sent at registration, and again on request while the address is unverified. */
export async function sendVerificationEmail(deps: Pick<AccountDeps, 'db' | 'publicUrl'>, user: UserRow) {
  const org = await getOrganizationSettings(deps.db);
  await deps.db.transaction(async (tx) => {
    const token = await issueToken(tx, user, 'email_verification', addHours(new Date(), VERIFY_TOKEN_TTL_HOURS));
    await enqueueMail(tx, verificationMail(user, `${deps.publicUrl}/verify-email?token=${token}`, org.name));
  });
}

/** POST /api/auth/resend-verification. */
export async function resendVerification(deps: AccountDeps, user: UserRow): Promise<{ message: string }> {
  if (user.emailVerifiedAt) return { message: m.alreadyVerified };
  await sendVerificationEmail(deps, user);
  return { message: m.verificationSent };
}
