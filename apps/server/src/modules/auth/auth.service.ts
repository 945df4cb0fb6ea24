import {
  addDays,
  authMessages,
  type RegisterRequest,
  type LoginRequest,
  type Locale,
  type User,
} from '@causeway/contracts';
import { differenceInMinutes, min } from 'date-fns';
import type { SessionAuthMethod } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { uniqueViolationConstraint } from '../../lib/db-errors';
import { emailKey, resetRateLimit, type RateRule } from '../../lib/rate-limit';
import * as repo from './auth.repository';
import type { UserRow } from './auth.repository';

export type { UserRow };
/** The liveness rule of a session, for the profile's list of sessions (account-security). */
export { liveSessionCondition, type SessionLimits } from './auth.repository';
/** For the modules that prove more in a signed-in session (a passkey added, codes turned on: issue 27). */
export { setSessionAuthMethod } from './auth.repository';
import { hashPassword, verifyPassword } from './password';
import { getSecuritySettings, type SecuritySettings, type SettingsSource } from '../settings/settings.service';
import { hashSessionToken, newSessionToken, SESSION_TOUCH_AFTER_MINUTES } from './session-token';

/** Declared on the routes (auth.routes.ts); only a successful login touches a counter here. */
export interface AuthRateLimits {
  loginPerIp: RateRule;
  loginPerEmail: RateRule;
  registerPerIp: RateRule;
  registerPerEmail: RateRule;
}

export const defaultAuthRateLimits: AuthRateLimits = {
  loginPerIp: { limit: 30, windowSeconds: 15 * 60 },
  loginPerEmail: { limit: 10, windowSeconds: 15 * 60 },
  registerPerIp: { limit: 10, windowSeconds: 60 * 60 },
  registerPerEmail: { limit: 5, windowSeconds: 60 * 60 },
};

export interface AuthDeps {
  db: Db;
}

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

/** The user as the API shows it; `twoFactorSetupRequired` comes from the session (needsTwoFactorSetup). */
export function toPublicUser(row: UserRow, twoFactorSetupRequired = false): User {
  return {
    twoFactorSetupRequired,
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    emailUpdates: row.emailUpdates,
  };
}

type RegisterInput = Required<Pick<RegisterRequest, 'email' | 'username' | 'password'>> &
  Pick<RegisterRequest, 'firstName' | 'lastName'> & {
    /** The language the person signed up in (issue 26): their e-mails' until they choose another. */
    locale?: Locale;
  };

/** Registration always creates a donor: the role is never taken from the client. */
export async function registerDonor(deps: AuthDeps, input: RegisterInput): Promise<UserRow> {
  const email = input.email.trim();
  if (await repo.findUserByEmail(deps.db, email)) throw new AppError('CONFLICT', authMessages.emailTaken);
  if (await repo.findUserByUsername(deps.db, input.username))
    throw new AppError('CONFLICT', authMessages.usernameTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    return await repo.insertUser(deps.db, {
      email,
      username: input.username.trim(),
      passwordHash,
      firstName: input.firstName?.trim() ?? '',
      lastName: input.lastName?.trim() ?? '',
      role: 'donor',
      locale: input.locale ?? null,
    });
  } catch (error) {
    // Two registrations racing for one address: the unique index decides, the loser gets the same 409.
    const constraint = uniqueViolationConstraint(error);
    if (constraint === undefined) throw error;
    throw new AppError(
      'CONFLICT',
      constraint.includes('username') ? authMessages.usernameTaken : authMessages.emailTaken,
    );
  }
}

/**
 * Same answer, and about the same time, whether or not the e-mail exists. The attempt was counted before (the
 * route's limits); a success clears the address's counter, so only failures since the last success add up.
 */
export async function authenticate(deps: AuthDeps, input: LoginRequest): Promise<UserRow> {
  const user = await repo.findUserByEmail(deps.db, input.email.trim());
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) throw new AppError('UNAUTHENTICATED', authMessages.invalidCredentials);
  await resetRateLimit(deps.db, emailKey('login', input.email));
  return user;
}

export interface SessionStart {
  authMethod: SessionAuthMethod;
  /** SHA-256 of the browser's device cookie (sign-in.ts). */
  deviceHash?: string;
}

/** When a session used now ends: after the idle time-out, but never later than its longest life. */
function sessionExpiry(createdAt: Date, now: Date, limits: SecuritySettings): Date {
  return min([addDays(now, limits.sessionIdleDays), addDays(createdAt, limits.sessionMaxDays)]);
}

export async function startSession(db: Db, userId: number, client: ClientInfo, start: SessionStart) {
  const token = newSessionToken();
  const now = new Date();
  const expiresAt = sessionExpiry(now, now, await getSecuritySettings(db));
  const { publicId } = await repo.insertSession(db, {
    tokenHash: hashSessionToken(token),
    userId,
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 500),
    authMethod: start.authMethod,
    deviceHash: start.deviceHash,
  });
  return { token, expiresAt, publicId };
}

export interface LiveSession {
  user: UserRow;
  publicId: string;
  tokenHash: string;
  authMethod: SessionAuthMethod;
  /** Set when this request moved the session's expiry: the cookie is sent again with it. */
  renewedUntil?: Date;
}

/**
 * The session's user while the session is live (Settings → Security's idle and longest lifetimes). Its last use is
 * written at most once an hour, and the cookie's expiry moves with it.
 */
export async function resolveSession(db: Db, settings: SettingsSource, token: string): Promise<LiveSession | null> {
  const tokenHash = hashSessionToken(token);
  const limits = await getSecuritySettings(settings);
  const found = await repo.findLiveSession(db, tokenHash, {
    idleDays: limits.sessionIdleDays,
    maxDays: limits.sessionMaxDays,
  });
  if (!found) return null;
  const session: LiveSession = { user: found.user, publicId: found.publicId, tokenHash, authMethod: found.authMethod };
  const now = new Date();
  if (differenceInMinutes(now, found.lastSeenAt) >= SESSION_TOUCH_AFTER_MINUTES) {
    session.renewedUntil = sessionExpiry(found.createdAt, now, limits);
    await repo.touchSession(db, tokenHash, session.renewedUntil);
  }
  return session;
}

/** Administrators must sign in with a second factor (Settings → Security) and this session was a password alone. */
export async function needsTwoFactorSetup(
  settings: SettingsSource,
  session: Pick<LiveSession, 'user' | 'authMethod'>,
): Promise<boolean> {
  if (session.user.role !== 'admin' || session.authMethod !== 'password') return false;
  return (await getSecuritySettings(settings)).requireAdminTwoFactor;
}

export async function endSession(db: Db, token: string): Promise<void> {
  await repo.deleteSession(db, hashSessionToken(token));
}

export type AdminGrant = { outcome: 'created' | 'promoted' | 'already-admin'; user: UserRow };

/** Used by `npm run create-admin`: creates an administrator, or promotes the account that has the e-mail. */
export async function createOrPromoteAdmin(
  db: Db,
  input: { email: string; password: string; username?: string },
): Promise<AdminGrant> {
  const existing = await repo.findUserByEmail(db, input.email);
  if (existing) {
    if (existing.role === 'admin') return { outcome: 'already-admin', user: existing };
    await repo.updateUserRole(db, existing.id, 'admin');
    return { outcome: 'promoted', user: { ...existing, role: 'admin' } };
  }
  const base = (input.username ?? input.email.split('@')[0]!).replace(/[^\p{L}\p{N}_.-]/gu, '') || 'admin';
  let username = base.length >= 3 ? base : `${base}-admin`;
  for (let n = 2; await repo.findUserByUsername(db, username); n++) username = `${base}${n}`;
  const user = await repo.insertUser(db, {
    email: input.email,
    username,
    passwordHash: await hashPassword(input.password),
    role: 'admin',
    // The operator who runs create-admin vouches for the address.
    emailVerifiedAt: new Date(),
  });
  return { outcome: 'created', user };
}

/** The account with this e-mail address, whatever its case. */
export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return repo.findUserByEmail(db, email);
}

/** Remembers the payment provider's customer id for a donor, so saved cards and subscriptions stay together. */
export async function rememberProviderCustomer(db: Db, userId: number, customerId: string): Promise<void> {
  await repo.setProviderCustomerId(db, userId, customerId);
}
