import { addMinutes } from 'date-fns';
import type { FastifyInstance } from 'fastify';
import { SECOND_STEP_TTL_MINUTES } from '@causeway/contracts';
import type { Db } from '../../db/client';
import { authChallenges } from '../../db/schema';
import { makeUser } from '../../test/factories';
import { sessionCookie } from '../../test/served-routes';
import { SoftAuthenticator } from '../../test/soft-authenticator';
import { challengeKey } from '../auth/sign-in';
import { newSessionToken, SECOND_STEP_COOKIE } from '../auth/session-token';
import { addPasskeyWith, ORIGIN } from './passkey-test-helpers';

/**
 * One valid request to each passkey operation, for the contract check (security/operation-answers.test.ts): each
 * on an account of its own, with a software authenticator.
 */
interface PasskeySample {
  as?: { cookie: string };
  url?: string;
  body?: unknown;
  headers?: Record<string, string>;
}
type TestApp = { app: FastifyInstance; db: Db };

async function accountWithPasskey({ app, db }: TestApp) {
  const user = await makeUser(db);
  const cookie = await sessionCookie(db, user.id);
  const { res, authenticator } = await addPasskeyWith(app, cookie);
  return { cookie, authenticator, id: res.json().id as number };
}

/** A password proven and the second step pending (beginSecondStep's row), as its cookie. */
async function pendingSignIn({ db }: TestApp, userId: number): Promise<string> {
  const token = newSessionToken();
  await db.insert(authChallenges).values({
    keyHash: challengeKey(token),
    purpose: 'second_factor',
    userId,
    expiresAt: addMinutes(new Date(), SECOND_STEP_TTL_MINUTES),
  });
  return `${SECOND_STEP_COOKIE}=${token}`;
}

async function secondStepSample(t: TestApp): Promise<PasskeySample> {
  const user = await makeUser(t.db);
  const { authenticator } = await addPasskeyWith(t.app, await sessionCookie(t.db, user.id));
  const cookie = await pendingSignIn(t, user.id);
  const options = await t.app.inject({
    method: 'POST',
    url: '/api/auth/second-step/passkey-options',
    headers: { cookie },
  });
  return { headers: { cookie }, body: { credential: authenticator.authenticate(options.json(), ORIGIN) } };
}

export function passkeySamples(testApp: () => TestApp): Record<string, () => Promise<PasskeySample>> {
  return {
    'POST /api/users/me/passkeys/options': async () => ({}),
    'POST /api/users/me/passkeys': async () => {
      const { db, app } = testApp();
      const cookie = await sessionCookie(db, (await makeUser(db)).id);
      const options = await app.inject({ method: 'POST', url: '/api/users/me/passkeys/options', headers: { cookie } });
      const credential = new SoftAuthenticator().register(options.json(), ORIGIN);
      return { as: { cookie }, body: { name: 'Laptop', credential } };
    },
    'PATCH /api/users/me/passkeys/:id': async () => {
      const { cookie, id } = await accountWithPasskey(testApp());
      return { as: { cookie }, url: `/api/users/me/passkeys/${id}`, body: { name: 'Old laptop' } };
    },
    'DELETE /api/users/me/passkeys/:id': async () => {
      const { cookie, id } = await accountWithPasskey(testApp());
      return { as: { cookie }, url: `/api/users/me/passkeys/${id}` };
    },
    'POST /api/auth/passkey-options': async () => ({}),
    'POST /api/auth/passkey': async () => {
      const { authenticator } = await accountWithPasskey(testApp());
      const options = await testApp().app.inject({ method: 'POST', url: '/api/auth/passkey-options' });
      return { body: { credential: authenticator.authenticate(options.json(), ORIGIN) } };
    },
    'POST /api/auth/second-step/passkey-options': async () => {
      const { db } = testApp();
      return { headers: { cookie: await pendingSignIn(testApp(), (await makeUser(db)).id) } };
    },
    'POST /api/auth/second-step/passkey': () => secondStepSample(testApp()),
  };
}
