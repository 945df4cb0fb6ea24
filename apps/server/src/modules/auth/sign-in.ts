import { createHash } from 'node:crypto';
import { addDays, addMinutes } from 'date-fns';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  describeUserAgent,
  isLocale,
  SECOND_STEP_MAX_ATTEMPTS,
  SECOND_STEP_TTL_MINUTES,
  securityMessages,
  type SecondFactorMethod,
  type SecondStepRequired,
  type SessionAuthMethod,
  type User,
} from '@causeway/contracts';
import type { Db, Executor } from '../../db/client';
import { authChallenges, knownDevices, passkeys, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { enqueueMail } from '../../mail/outbox';
import { isSecure, setLocaleCookie, setSessionCookie } from '../../plugins/session-cookie';
import { securityNoticeMail } from '../account/account-mail';
import { auditAdminAccount } from '../audit-log/audit-log.service';
import { getOrganizationSettings, getSecuritySettings, type SettingsSource } from '../settings/settings.service';
import type { UserRow } from './auth.repository';
import { endSession, startSession, toPublicUser, type ClientInfo } from './auth.service';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_DAYS,
  hashSessionToken,
  newSessionToken,
  SECOND_STEP_COOKIE,
  SESSION_COOKIE,
} from './session-token';

/**
 * Signing in (issue 27), whatever proved who the person is: a password alone, a password and a second factor, or a
 * passkey. Every way ends in completeSignIn; a password for an account with a second factor ends in a pending
 * sign-in instead (beginSecondStep), completed by the two-factor or the passkey module.
 */
export interface SignInDeps {
  db: Db;
  publicUrl: string;
  settings: SettingsSource;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/**
 * Starts the session: a fresh token every time (a token planted before sign-in is never promoted: session
 * fixation), the browser's device remembered, and the owner e-mailed when the device is new to a known account.
 */
export async function completeSignIn(
  deps: SignInDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  authMethod: SessionAuthMethod,
): Promise<User> {
  const old = request.cookies[SESSION_COOKIE];
  if (old) await endSession(deps.db, old);
  const client = clientOf(request);
  const deviceHash = await recognizeDevice(deps, request, reply, user, client);
  const session = await startSession(deps.db, user.id, client, { authMethod, deviceHash });
  setSessionCookie(reply, request, deps.publicUrl, session.token, session.expiresAt);
  // The user's language follows them to this browser (issue 26).
  if (isLocale(user.locale)) setLocaleCookie(reply, request, deps.publicUrl, user.locale);
  await auditAdminAccount(deps.db, user, 'account.signed_in', {
    after: { method: authMethod, device: describeUserAgent(client.userAgent) },
    ip: client.ip,
  });
  const setupRequired =
    user.role === 'admin' &&
    authMethod === 'password' &&
    (await getSecuritySettings(deps.settings)).requireAdminTwoFactor;
  return toPublicUser(user, setupRequired);
}

/**
 * The browser's device cookie (made on its first sign-in), recorded for the account. A device the account has
 * not used is e-mailed about, unless it is the account's first: an account's first sign-in is not news.
 */
async function recognizeDevice(
  deps: SignInDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  client: ClientInfo,
): Promise<string> {
  let deviceId = request.cookies[DEVICE_COOKIE];
  if (!deviceId || !/^[A-Za-z0-9_-]{43}$/.test(deviceId)) {
    deviceId = newSessionToken();
    reply.setCookie(DEVICE_COOKIE, deviceId, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure(request, deps.publicUrl),
      expires: addDays(new Date(), DEVICE_COOKIE_DAYS),
    });
  }
  const deviceHash = sha256(deviceId);
  await deps.db.transaction(async (tx) => {
    const [known] = await tx
      .select({ deviceHash: knownDevices.deviceHash })
      .from(knownDevices)
      .where(eq(knownDevices.userId, user.id))
      .orderBy(sql`${knownDevices.deviceHash} = ${deviceHash} desc`)
      .limit(1);
    await tx
      .insert(knownDevices)
      .values({ userId: user.id, deviceHash })
      .onConflictDoUpdate({
        target: [knownDevices.userId, knownDevices.deviceHash],
        set: { lastSeenAt: sql`now()` },
      });
    if (known && known.deviceHash !== deviceHash) {
      const org = await getOrganizationSettings(tx);
      const notice = {
        event: 'newSignIn' as const,
        at: new Date(),
        client,
      };
      await enqueueMail(tx, securityNoticeMail(user, notice, org, deps.publicUrl));
    }
  });
  return deviceHash;
}

/**
 * Remembers the browser as the account's first device (registration: nothing to e-mail, since an account's first
 * device is not news); answers its hash for the session.
 */
export function rememberDevice(
  deps: SignInDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<string> {
  return recognizeDevice(deps, request, reply, user, clientOf(request));
}

/** The second factors this account can complete a sign-in with; none means a password is enough. */
export async function secondFactorsOf(
  db: Executor,
  settings: SettingsSource,
  user: UserRow,
): Promise<SecondFactorMethod[]> {
  const methods: SecondFactorMethod[] = [];
  if (user.totpEnabledAt) methods.push('totp');
  const [passkey] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, user.id)).limit(1);
  // A passkey makes the password alone insufficient where two-factor is on, or required of this administrator.
  const required = user.role === 'admin' && (await getSecuritySettings(settings)).requireAdminTwoFactor;
  if (passkey && (methods.length > 0 || required)) methods.push('passkey');
  return methods;
}

/** The password was right and a second factor is needed: no session yet, a pending sign-in in a cookie. */
export async function beginSecondStep(
  deps: SignInDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  methods: SecondFactorMethod[],
): Promise<SecondStepRequired> {
  const token = newSessionToken();
  const expiresAt = addMinutes(new Date(), SECOND_STEP_TTL_MINUTES);
  await deps.db.insert(authChallenges).values({
    keyHash: sha256(token),
    purpose: 'second_factor',
    userId: user.id,
    expiresAt,
  });
  reply.setCookie(SECOND_STEP_COOKIE, token, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecure(request, deps.publicUrl),
    expires: expiresAt,
  });
  return { secondStepRequired: true, methods };
}

export interface PendingSignIn {
  keyHash: string;
  user: UserRow;
  /** The WebAuthn challenge handed out for a passkey second step, if one was. */
  challenge: string | null;
}

/** The browser's pending sign-in, while it lasts and has wrong tries left; else 401 "Your sign-in has expired". */
export async function requirePendingSignIn(db: Executor, request: FastifyRequest): Promise<PendingSignIn> {
  const token = request.cookies[SECOND_STEP_COOKIE];
  const [row] = token
    ? await db
        .select({ keyHash: authChallenges.keyHash, challenge: authChallenges.challenge, user: users })
        .from(authChallenges)
        .innerJoin(users, eq(users.id, authChallenges.userId))
        .where(
          and(
            eq(authChallenges.keyHash, sha256(token)),
            eq(authChallenges.purpose, 'second_factor'),
            gt(authChallenges.expiresAt, sql`now()`),
            sql`${authChallenges.attempts} < ${SECOND_STEP_MAX_ATTEMPTS}`,
          ),
        )
        .limit(1)
    : [];
  if (!row) throw new AppError('UNAUTHENTICATED', securityMessages.secondStepExpired);
  return row;
}

/** A wrong code: counted against the pending sign-in (it is void after SECOND_STEP_MAX_ATTEMPTS). */
export async function recordWrongSecondStep(db: Executor, pending: PendingSignIn): Promise<void> {
  await db
    .update(authChallenges)
    .set({ attempts: sql`${authChallenges.attempts} + 1` })
    .where(eq(authChallenges.keyHash, pending.keyHash));
}

/** Keeps the WebAuthn challenge of a passkey second step with its pending sign-in. */
export async function setPendingChallenge(db: Executor, pending: PendingSignIn, challenge: string): Promise<void> {
  await db.update(authChallenges).set({ challenge }).where(eq(authChallenges.keyHash, pending.keyHash));
}

/**
 * The second factor was right: the pending sign-in is used up (exactly once, even for two requests at the same
 * moment) and the session starts.
 */
export async function finishSecondStep(
  deps: SignInDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  pending: PendingSignIn,
  authMethod: Exclude<SessionAuthMethod, 'password'>,
): Promise<User> {
  const used = await deps.db
    .delete(authChallenges)
    .where(eq(authChallenges.keyHash, pending.keyHash))
    .returning({ keyHash: authChallenges.keyHash });
  if (used.length === 0) throw new AppError('UNAUTHENTICATED', securityMessages.secondStepExpired);
  reply.clearCookie(SECOND_STEP_COOKIE, { path: '/api/auth' });
  return completeSignIn(deps, request, reply, pending.user, authMethod);
}

/** Hash of a WebAuthn challenge or other key, as auth_challenges stores it. */
export const challengeKey = sha256;
export { hashSessionToken };
