import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, vi } from 'vitest';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { SoftAuthenticator, type Tamper } from '../../test/soft-authenticator';
import { SESSION_COOKIE } from '../auth/session-token';

/** What the passkey tests share: calls with a cookie, and adding a passkey with a software authenticator. */

/** PUBLIC_URL of the test app (test/build-test-app.ts): the relying party's origin and id. */
export const ORIGIN = 'http://causeway.test';
export const RP_ID = 'causeway.test';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export function caller(app: FastifyInstance) {
  return (method: Method, url: string, payload?: object, cookie?: string, remoteAddress?: string) =>
    app.inject({
      method,
      url,
      payload,
      headers: cookie ? { cookie } : {},
      ...(remoteAddress ? { remoteAddress } : {}),
    });
}

export const sessionCookieOf = (res: LightMyRequestResponse) => {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie ? `${SESSION_COOKIE}=${cookie.value}` : undefined;
};

export interface AddOptions {
  authenticator?: SoftAuthenticator;
  name?: string;
  origin?: string;
  tamper?: Tamper;
}

/** The profile's "Add a passkey": options, the authenticator's answer, and the add; answers both calls. */
export async function addPasskeyWith(app: FastifyInstance, cookie: string, add: AddOptions = {}) {
  const call = caller(app);
  const authenticator = add.authenticator ?? new SoftAuthenticator();
  const optionsRes = await call('POST', '/api/users/me/passkeys/options', undefined, cookie);
  expect(optionsRes.statusCode).toBe(200);
  const options = optionsRes.json();
  const credential = authenticator.register(options, add.origin ?? ORIGIN, add.tamper);
  const res = await call('POST', '/api/users/me/passkeys', { name: add.name ?? 'Laptop', credential }, cookie);
  return { res, options, credential, authenticator };
}

/**
 * Turns Settings → Security's administrator requirement on or off, and waits until the app's settings cache has
 * heard of it (`me` of a password-only administrator session says whether it must set up a second factor).
 */
export async function requireAdminTwoFactor(app: FastifyInstance, db: Db, adminCookie: string, on: boolean) {
  const value = { requireAdminTwoFactor: on };
  await db
    .insert(settings)
    .values({ key: 'security', value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  // As a saved setting announces itself (settings.repository.ts), so the app's cache forgets the old value.
  await db.execute(sql`select pg_notify('causeway_settings', 'security')`);
  await vi.waitFor(
    async () => {
      const me = await caller(app)('GET', '/api/auth/me', undefined, adminCookie);
      expect(me.json().twoFactorSetupRequired).toBe(on);
    },
    { timeout: 5_000, interval: 20 },
  );
}

/** Makes every WebAuthn challenge handed out so far expire. */
export async function expireChallenges(db: Db) {
  await db.execute(
    sql`update auth_challenges set expires_at = now() - interval '1 second' where purpose <> 'second_factor'`,
  );
}
