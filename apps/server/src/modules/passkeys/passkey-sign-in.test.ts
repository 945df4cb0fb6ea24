import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, SECOND_STEP_MAX_ATTEMPTS, securityMessages as m } from '@causeway/contracts';
import { authChallenges, passkeys, sessions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeUser, signIn } from '../../test/factories';
import { SoftAuthenticator, type Tamper } from '../../test/soft-authenticator';
import { hashSessionToken, SECOND_STEP_COOKIE } from '../auth/session-token';
import {
  addPasskeyWith,
  caller,
  expireChallenges,
  ORIGIN,
  requireAdminTwoFactor,
  sessionCookieOf,
} from './passkey-test-helpers';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  // Many sign-ins from one address in this file: the login limit is tested with an app of its own below.
  t = await buildTestApp({ rateLimits: { loginPerIp: { limit: 10_000, windowSeconds: 600 } } });
  call = caller(t.app);
});
afterAll(() => t.close());

const failed = { message: m.passkeyFailed, code: 'BAD_REQUEST' };
const authMethodOf = async (cookie: string) => {
  const [row] = await t.db
    .select({ authMethod: sessions.authMethod })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(cookie.split('=')[1]!)));
  return row?.authMethod;
};

/** A donor with a passkey, signed out again: what "Sign in with a passkey" starts from. */
async function donorWithPasskey() {
  const { cookie, user } = await signIn(t.app, t.db);
  const { authenticator, res } = await addPasskeyWith(t.app, cookie);
  expect(res.statusCode).toBe(201);
  await call('POST', '/api/auth/logout', undefined, cookie);
  return { user, authenticator, passkeyId: res.json().id as number };
}

/** "Sign in with a passkey": options, then the authenticator's assertion. */
async function passkeySignIn(authenticator: SoftAuthenticator, tamper?: Tamper, origin = ORIGIN) {
  const options = (await call('POST', '/api/auth/passkey-options')).json();
  const credential = authenticator.authenticate(options, origin, tamper);
  const res = await call('POST', '/api/auth/passkey', { credential });
  return { res, options, credential };
}

describe('signing in with a passkey', () => {
  it('signs in without an e-mail: the session cookie, me answers the user, the session says passkey', async () => {
    const { user, authenticator, passkeyId } = await donorWithPasskey();
    const { res, options } = await passkeySignIn(authenticator);
    expect(options).toMatchObject({ rpId: 'causeway.test', userVerification: 'required', allowCredentials: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: user.email, twoFactorSetupRequired: false });
    const cookie = sessionCookieOf(res)!;
    expect((await call('GET', '/api/auth/me', undefined, cookie)).json()).toMatchObject({ id: user.id });
    expect(await authMethodOf(cookie)).toBe('passkey');
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, passkeyId));
    expect(row!.counter).toBe(2);
    expect(row!.lastUsedAt).toBeInstanceOf(Date);
  });

  it('accepts an answer once: the same assertion again is refused', async () => {
    const { authenticator } = await donorWithPasskey();
    const { res, credential } = await passkeySignIn(authenticator);
    expect(res.statusCode).toBe(200);
    const replay = await call('POST', '/api/auth/passkey', { credential });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(failed);
    expect(sessionCookieOf(replay)).toBeUndefined();
  });

  it('refuses an expired challenge', async () => {
    const { authenticator } = await donorWithPasskey();
    const options = (await call('POST', '/api/auth/passkey-options')).json();
    await expireChallenges(t.db);
    const res = await call('POST', '/api/auth/passkey', { credential: authenticator.authenticate(options, ORIGIN) });
    expect(res.json()).toEqual(failed);
  });

  it('refuses a passkey that is registered with no account', async () => {
    const { res } = await passkeySignIn(new SoftAuthenticator());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: m.passkeyUnknown, code: 'BAD_REQUEST' });
  });

  it('refuses a removed passkey as unknown', async () => {
    const { cookie } = await signIn(t.app, t.db);
    const { authenticator, res } = await addPasskeyWith(t.app, cookie);
    await call('DELETE', `/api/users/me/passkeys/${res.json().id}`, undefined, cookie);
    expect((await passkeySignIn(authenticator)).res.json().message).toBe(m.passkeyUnknown);
  });

  it('saves the counter, and refuses a cloned authenticator whose counter does not go up', async () => {
    const { authenticator, passkeyId } = await donorWithPasskey();
    const clone = authenticator.clone();
    expect((await passkeySignIn(authenticator)).res.statusCode).toBe(200);
    expect((await passkeySignIn(authenticator)).res.statusCode).toBe(200);
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, passkeyId));
    expect(row!.counter).toBe(3);
    // The clone was copied at counter 1: its next assertion says 2, not above the 3 seen.
    const { res } = await passkeySignIn(clone);
    expect(res.json()).toEqual(failed);
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('lets only one of two answers with the same counter, sent at the same moment, sign in', async () => {
    const { authenticator } = await donorWithPasskey();
    const clone = authenticator.clone();
    const [a, b] = await Promise.all([
      call('POST', '/api/auth/passkey-options'),
      call('POST', '/api/auth/passkey-options'),
    ]);
    const answers = [authenticator.authenticate(a!.json(), ORIGIN), clone.authenticate(b!.json(), ORIGIN)];
    const results = await Promise.all(answers.map((credential) => call('POST', '/api/auth/passkey', { credential })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it.each<[string, Tamper, string?]>([
    ['another origin', {}, 'http://evil.test'],
    ['another relying party id', { rpId: 'evil.test' }],
    ['a signature by another key', { wrongKey: true }],
    ['no user verification', { noUserVerification: true }],
  ])('refuses an assertion with %s', async (_what, tamper, origin) => {
    const { authenticator } = await donorWithPasskey();
    const { res } = await passkeySignIn(authenticator, tamper, origin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(failed);
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('refuses a user handle that is not the passkey’s account', async () => {
    const { authenticator } = await donorWithPasskey();
    const { authenticator: other } = await donorWithPasskey();
    authenticator.userHandle = other.userHandle;
    expect((await passkeySignIn(authenticator)).res.json()).toEqual(failed);
  });

  it('answers 400, never 500, to a malformed credential', async () => {
    const { authenticator } = await donorWithPasskey();
    const options = (await call('POST', '/api/auth/passkey-options')).json();
    const good = authenticator.authenticate(options, ORIGIN);
    const garbled = { ...good, response: { ...good.response, authenticatorData: 'AA', signature: 'AA' } };
    expect((await call('POST', '/api/auth/passkey', { credential: garbled })).json()).toEqual(failed);
    const noData = { ...good, response: {} };
    expect((await call('POST', '/api/auth/passkey', { credential: noData })).json()).toEqual(failed);
    expect((await call('POST', '/api/auth/passkey', {})).statusCode).toBe(400);
  });
});

describe('administrators and the two-factor requirement', () => {
  let watcher: string;
  beforeAll(async () => {
    // A password-only administrator session, to see when the app has taken the setting.
    watcher = (await signIn(t.app, t.db, 'admin')).cookie;
    await requireAdminTwoFactor(t.app, t.db, watcher, true);
  });
  afterAll(() => requireAdminTwoFactor(t.app, t.db, watcher, false));

  const adminPage = (cookie?: string) => call('GET', '/api/admin/settings', undefined, cookie);
  const pendingCookieOf = (res: LightMyRequestResponse) => {
    const pending = res.cookies.find((c) => c.name === SECOND_STEP_COOKIE);
    return pending ? `${SECOND_STEP_COOKIE}=${pending.value}` : undefined;
  };

  /** An administrator who set up a passkey in a password session (what the set-up page does). */
  async function adminWithPasskey() {
    const user = await makeUser(t.db, { role: 'admin' });
    const login = await call('POST', '/api/auth/login', user);
    const cookie = sessionCookieOf(login)!;
    expect((await adminPage(cookie)).json()).toEqual({ message: m.adminTwoFactorRequired, code: 'FORBIDDEN' });
    const { authenticator, res } = await addPasskeyWith(t.app, cookie, { name: 'Admin key' });
    expect(res.statusCode).toBe(201);
    return { user, authenticator, cookie };
  }

  it('lets the administrator on at once after adding a passkey in a password session', async () => {
    const { cookie } = await adminWithPasskey();
    expect((await adminPage(cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', undefined, cookie)).json().twoFactorSetupRequired).toBe(false);
  });

  it('lets an administrator signed in with a passkey through requireAdmin', async () => {
    const { authenticator } = await adminWithPasskey();
    const { res } = await passkeySignIn(authenticator);
    expect(res.json()).toMatchObject({ role: 'admin', twoFactorSetupRequired: false });
    const cookie = sessionCookieOf(res)!;
    expect(await authMethodOf(cookie)).toBe('passkey');
    expect((await adminPage(cookie)).statusCode).toBe(200);
  });

  it('asks for the passkey after the password, and signs in with it as the second step', async () => {
    const { user, authenticator } = await adminWithPasskey();
    const login = await call('POST', '/api/auth/login', user);
    expect(login.json()).toEqual({ secondStepRequired: true, methods: ['passkey'] });
    expect(sessionCookieOf(login)).toBeUndefined();
    const pending = pendingCookieOf(login)!;
    const optionsRes = await call('POST', '/api/auth/second-step/passkey-options', undefined, pending);
    expect(optionsRes.statusCode).toBe(200);
    const options = optionsRes.json();
    expect(options.allowCredentials).toEqual([
      { id: authenticator.id, type: 'public-key', transports: ['internal', 'hybrid'] },
    ]);
    const credential = authenticator.authenticate(options, ORIGIN);
    const res = await call('POST', '/api/auth/second-step/passkey', { credential }, pending);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, role: 'admin', twoFactorSetupRequired: false });
    const cookie = sessionCookieOf(res)!;
    expect(await authMethodOf(cookie)).toBe('passkey');
    expect((await adminPage(cookie)).statusCode).toBe(200);
    // The pending sign-in is used up: the same answer cannot start a second session.
    const again = await call('POST', '/api/auth/second-step/passkey', { credential }, pending);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: m.secondStepExpired, code: 'UNAUTHENTICATED' });
  });

  it('refuses a wrong passkey answer as the second step, and counts it against the pending sign-in', async () => {
    const { user, authenticator } = await adminWithPasskey();
    const { authenticator: someoneElses } = await adminWithPasskey();
    const pending = pendingCookieOf(await call('POST', '/api/auth/login', user))!;
    const options = (await call('POST', '/api/auth/second-step/passkey-options', undefined, pending)).json();
    const attempts: Array<[string, object]> = [
      ['another account’s passkey', someoneElses.authenticate(options, ORIGIN)],
      ['another challenge', authenticator.authenticate({ ...options, challenge: 'b3RoZXI' }, ORIGIN)],
      ['another origin', authenticator.authenticate(options, 'http://evil.test')],
      ['another key', authenticator.authenticate(options, ORIGIN, { wrongKey: true })],
    ];
    for (const [, credential] of attempts) {
      const res = await call('POST', '/api/auth/second-step/passkey', { credential }, pending);
      expect(res.json()).toEqual(failed);
      expect(sessionCookieOf(res)).toBeUndefined();
    }
    const [row] = await t.db
      .select({ attempts: authChallenges.attempts })
      .from(authChallenges)
      .where(eq(authChallenges.keyHash, hashSessionToken(pending.split('=')[1]!)));
    expect(row!.attempts).toBe(attempts.length);
    // One more wrong answer voids it (SECOND_STEP_MAX_ATTEMPTS): even the right passkey is then too late.
    expect(attempts.length + 1).toBe(SECOND_STEP_MAX_ATTEMPTS);
    await call('POST', '/api/auth/second-step/passkey', { credential: attempts[0]![1] }, pending);
    const right = authenticator.authenticate(options, ORIGIN);
    const late = await call('POST', '/api/auth/second-step/passkey', { credential: right }, pending);
    expect(late.json()).toEqual({ message: m.secondStepExpired, code: 'UNAUTHENTICATED' });
  });

  it('refuses the second step without a pending sign-in', async () => {
    const options = await call('POST', '/api/auth/second-step/passkey-options');
    expect(options.json()).toEqual({ message: m.secondStepExpired, code: 'UNAUTHENTICATED' });
    const { authenticator } = await adminWithPasskey();
    const credential = authenticator.authenticate({ challenge: 'eA', rpId: 'causeway.test' }, ORIGIN);
    const res = await call('POST', '/api/auth/second-step/passkey', { credential });
    expect(res.statusCode).toBe(401);
  });

  it('needs a pending challenge: an answer before asking for options is refused', async () => {
    const { user, authenticator } = await adminWithPasskey();
    const pending = pendingCookieOf(await call('POST', '/api/auth/login', user))!;
    const credential = authenticator.authenticate({ challenge: 'eA', rpId: 'causeway.test' }, ORIGIN);
    const res = await call('POST', '/api/auth/second-step/passkey', { credential }, pending);
    expect(res.json()).toEqual(failed);
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ rateLimits: { loginPerIp: { limit: 3, windowSeconds: 600 } } });
  });
  afterAll(() => limited.close());

  it('counts passkey sign-ins against the login limit of the address', async () => {
    const send = caller(limited.app);
    const address = '203.0.113.50';
    const user = await makeUser(limited.db);
    // One wrong password and two passkey attempts fill the address's login window.
    const login = await send('POST', '/api/auth/login', { ...user, password: 'wrong-password' }, undefined, address);
    expect(login.statusCode).toBe(401);
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 3; i++) {
      const options = (await send('POST', '/api/auth/passkey-options', undefined, undefined, address)).json();
      const credential = new SoftAuthenticator().authenticate(options, ORIGIN);
      last = await send('POST', '/api/auth/passkey', { credential }, undefined, address);
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([400, 400, 429]);
    expect(last!.json()).toEqual({ message: authMessages.tooManyAttempts, code: 'RATE_LIMITED' });
    // And a password login from there is now refused too.
    const after = await send('POST', '/api/auth/login', user, undefined, address);
    expect(after.statusCode).toBe(429);
    // Another address is not affected.
    const options = (await send('POST', '/api/auth/passkey-options', undefined, undefined, '203.0.113.51')).json();
    const elsewhere = await send(
      'POST',
      '/api/auth/passkey',
      { credential: new SoftAuthenticator().authenticate(options, ORIGIN) },
      undefined,
      '203.0.113.51',
    );
    expect(elsewhere.statusCode).toBe(400);
  });

  it('limits the options too, so an anonymous caller cannot fill the challenge table', async () => {
    const send = caller(limited.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await send('POST', '/api/auth/passkey-options', undefined, undefined, '198.51.100.70')).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
