import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../db/client';
import { makeUser, type MadeUser } from '../../test/factories';
import { sessionCookie } from '../../test/served-routes';
import { SECOND_STEP_COOKIE } from '../auth/session-token';

/**
 * One valid request to each operation of authenticator codes and the security overview, for the contract check
 * (security/operation-answers.test.ts): each on an account of its own, set up through the API as a person would.
 */
interface CodeSample {
  as?: { cookie: string };
  body?: unknown;
  headers?: Record<string, string>;
}
type TestApp = { app: FastifyInstance; db: Db };

const codeNow = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret) });

async function post(t: TestApp, url: string, cookie: string, payload: object) {
  const res = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res;
}

async function signedIn(t: TestApp) {
  const user = await makeUser(t.db);
  return { user, cookie: await sessionCookie(t.db, user.id) };
}

/** Set-up started: the secret handed out, not yet confirmed. Clear of a time step's last seconds, so its code holds. */
async function setupStarted(t: TestApp) {
  if (TOTP.remaining() < 4_000) await new Promise((resolve) => setTimeout(resolve, TOTP.remaining() + 200));
  const { user, cookie } = await signedIn(t);
  const setup = await post(t, '/api/users/me/two-factor/setup', cookie, { password: user.password });
  return { user, cookie, secret: setup.json().secret as string };
}

/** Codes on, with the recovery codes shown at confirmation (the samples use those: no time step to wait for). */
async function codesOn(t: TestApp): Promise<{ user: MadeUser; cookie: string; recoveryCodes: string[] }> {
  const { user, cookie, secret } = await setupStarted(t);
  const confirm = await post(t, '/api/users/me/two-factor/confirm', cookie, { code: codeNow(secret) });
  return { user, cookie, recoveryCodes: confirm.json().recoveryCodes };
}

export function twoFactorSamples(testApp: () => TestApp): Record<string, () => Promise<CodeSample>> {
  return {
    'GET /api/users/me/security': async () => ({ as: { cookie: (await codesOn(testApp())).cookie } }),
    'POST /api/users/me/two-factor/setup': async () => {
      const { user, cookie } = await signedIn(testApp());
      return { as: { cookie }, body: { password: user.password } };
    },
    'POST /api/users/me/two-factor/confirm': async () => {
      const { cookie, secret } = await setupStarted(testApp());
      return { as: { cookie }, body: { code: codeNow(secret) } };
    },
    'POST /api/users/me/two-factor/recovery-codes': async () => {
      const { user, cookie } = await codesOn(testApp());
      return { as: { cookie }, body: { password: user.password } };
    },
    'POST /api/users/me/two-factor/disable': async () => {
      const { user, cookie, recoveryCodes } = await codesOn(testApp());
      return { as: { cookie }, body: { password: user.password, code: recoveryCodes[0] } };
    },
    // The password proven at login, the second step pending in its cookie: a recovery code completes it.
    'POST /api/auth/second-step': async () => {
      const t = testApp();
      const { user, recoveryCodes } = await codesOn(t);
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: user });
      const pending = login.cookies.find((c) => c.name === SECOND_STEP_COOKIE);
      if (!pending) throw new Error(`no pending sign-in: ${login.statusCode} ${login.body}`);
      return {
        headers: { cookie: `${SECOND_STEP_COOKIE}=${pending.value}` },
        body: { recoveryCode: recoveryCodes[0] },
      };
    },
  };
}
