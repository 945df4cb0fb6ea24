import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authMessages, securityMessages } from '@causeway/contracts';
import { sessions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeUser } from '../../test/factories';
import { hashSessionToken, SESSION_COOKIE } from '../auth/session-token';
import { saveSecuritySettings } from '../settings/settings.service';
import { Browser } from './test/browser';

/**
 * Settings → Security → "Require two-factor for administrators" (issue 27 point 3): an administrator signed in with
 * a password alone is sent to set a second factor up, and refused every admin operation until then.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ADMIN_OPERATIONS = [
  ['GET', '/api/admin/settings'],
  ['GET', '/api/admin/donations'],
  ['GET', '/api/admin/donations/recent'],
] as const;
const SIGNED_IN_OPERATIONS = [
  ['GET', '/api/users/me/sessions'],
  ['GET', '/api/users/me/donations'],
] as const;

/**
 * Saves the requirement as an administrator's save would, and waits until the app's settings cache has heard of
 * it (the change is announced to every process after it commits).
 */
async function requireAdminTwoFactor(on: boolean) {
  await saveSecuritySettings(t.db, { requireAdminTwoFactor: on });
  const probe = new Browser(t.app);
  await probe.login(await makeUser(t.db, { role: 'admin' }));
  await vi.waitFor(
    async () => {
      const me = (await probe.request('GET', '/api/auth/me')).json();
      expect(me.twoFactorSetupRequired).toBe(on);
    },
    { timeout: 5_000, interval: 50 },
  );
}

async function signedIn(role: 'donor' | 'admin') {
  const browser = new Browser(t.app);
  const login = await browser.login(await makeUser(t.db, { role }));
  expect(login.statusCode).toBe(200);
  return { browser, login: login.json() };
}

describe('while two-factor is required of administrators', () => {
  beforeAll(() => requireAdminTwoFactor(true));
  afterAll(() => requireAdminTwoFactor(false));

  it('signs an administrator in with a password, and says a second factor must be set up', async () => {
    const { browser, login } = await signedIn('admin');
    expect(login).toMatchObject({ role: 'admin', twoFactorSetupRequired: true });
    expect(login.secondStepRequired).toBeUndefined();
    expect(browser.hasCookie(SESSION_COOKIE)).toBe(true);
    expect((await browser.request('GET', '/api/auth/me')).json()).toMatchObject({ twoFactorSetupRequired: true });
  });

  it('refuses that administrator every admin operation with the message that sends them to set-up', async () => {
    const { browser } = await signedIn('admin');
    for (const [method, url] of ADMIN_OPERATIONS) {
      const res = await browser.request(method, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ code: 'FORBIDDEN', message: securityMessages.adminTwoFactorRequired });
    }
    // Not even to turn the requirement off.
    const save = await browser.request('PUT', '/api/admin/settings', {
      security: { requireAdminTwoFactor: false, sessionIdleDays: 30, sessionMaxDays: 90 },
    });
    expect(save.statusCode).toBe(403);
    expect(save.json().message).toBe(securityMessages.adminTwoFactorRequired);
  });

  it('still lets that administrator use the routes of any signed-in account (their profile, their sessions)', async () => {
    const { browser } = await signedIn('admin');
    for (const [method, url] of SIGNED_IN_OPERATIONS) {
      expect((await browser.request(method, url)).statusCode, url).toBe(200);
    }
  });

  it('lets an administrator whose session was signed in with a second factor in', async () => {
    const { browser } = await signedIn('admin');
    const tokenHash = hashSessionToken(browser.sessionCookie.slice(SESSION_COOKIE.length + 1));
    await t.db.update(sessions).set({ authMethod: 'two_factor' }).where(eq(sessions.tokenHash, tokenHash));
    expect((await browser.request('GET', '/api/auth/me')).json()).toMatchObject({ twoFactorSetupRequired: false });
    for (const [method, url] of ADMIN_OPERATIONS) {
      expect((await browser.request(method, url)).statusCode, url).toBe(200);
    }
  });

  it('leaves a donor as before: no set-up asked, admin operations refused as not an administrator', async () => {
    const { browser, login } = await signedIn('donor');
    expect(login).toMatchObject({ role: 'donor', twoFactorSetupRequired: false });
    expect((await browser.request('GET', '/api/auth/me')).json()).toMatchObject({ twoFactorSetupRequired: false });
    for (const [method, url] of SIGNED_IN_OPERATIONS) {
      expect((await browser.request(method, url)).statusCode, url).toBe(200);
    }
    const admin = await browser.request('GET', '/api/admin/settings');
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe(authMessages.adminOnly);
  });
});

describe('while the requirement is off', () => {
  it('lets an administrator signed in with a password do everything, with no set-up asked', async () => {
    const { browser, login } = await signedIn('admin');
    expect(login).toMatchObject({ role: 'admin', twoFactorSetupRequired: false });
    expect((await browser.request('GET', '/api/auth/me')).json()).toMatchObject({ twoFactorSetupRequired: false });
    for (const [method, url] of ADMIN_OPERATIONS) {
      expect((await browser.request(method, url)).statusCode, url).toBe(200);
    }
  });

  it('applies a change of the setting at once to administrators already signed in', async () => {
    const { browser } = await signedIn('admin');
    expect((await browser.request('GET', '/api/admin/settings')).statusCode).toBe(200);
    await requireAdminTwoFactor(true);
    try {
      expect((await browser.request('GET', '/api/admin/settings')).statusCode).toBe(403);
    } finally {
      await requireAdminTwoFactor(false);
    }
    expect((await browser.request('GET', '/api/admin/settings')).statusCode).toBe(200);
  });
});
