import { Writable } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { securityMessages, type AccountSecurity, type TwoFactorSetup } from '@causeway/contracts';
import { auditLog, mailOutbox, recoveryCodes, sessions, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeUser, type MadeUser } from '../../test/factories';
import { hashSessionToken, SESSION_COOKIE } from '../auth/session-token';
import { awayFromStepEdge, codeAt, CodeBrowser } from './test/code-browser';

// Everything the app logs, at the most detailed level: no secret may be in it.
const logs: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logs.push(chunk.toString());
    done();
  },
});

let t: TestApp;
/** Every answer's headers and body in this file (except the set-up answers, which show the secret once). */
const seen: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({
    env: { AUTH_ENCRYPTION_KEY: 'test-key-material-of-at-least-32-characters' },
    logger: { level: 'trace', stream: logStream },
  });
});
afterAll(() => t.close());
beforeEach(awayFromStepEdge);

const SETUP = '/api/users/me/two-factor/setup';
const CONFIRM = '/api/users/me/two-factor/confirm';
const REGENERATE = '/api/users/me/two-factor/recovery-codes';
const DISABLE = '/api/users/me/two-factor/disable';
const SECURITY = '/api/users/me/security';

// Each account signs in from addresses of its own, so the login's limit per address (30) is not shared.
let lastOctet = 0;
const browserAt = () => new CodeBrowser(t.app, seen, `192.0.2.${++lastOctet}`);

async function signedIn(role: 'donor' | 'admin' = 'donor') {
  const user = await makeUser(t.db, { role });
  const browser = browserAt();
  expect((await browser.login(user)).statusCode).toBe(200);
  return { user, browser };
}

const stateOf = async (user: MadeUser) => {
  const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
  return row!;
};
const security = async (browser: CodeBrowser) => (await browser.request('GET', SECURITY)).json() as AccountSecurity;
const mailsTo = (user: MadeUser) =>
  t.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));

describe('setting up authenticator codes', () => {
  it('shows a secret, its otpauth URL and a QR code, after the password; codes stay off until confirmed', async () => {
    const { user, browser } = await signedIn();
    const wrong = await browser.request('POST', SETUP, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: securityMessages.passwordWrong,
      fieldErrors: { password: [securityMessages.passwordWrong] },
    });

    const res = await t.app.inject({
      method: 'POST',
      url: SETUP,
      payload: { password: user.password },
      headers: { cookie: browser.sessionCookie },
    });
    expect(res.statusCode).toBe(200);
    const setup = res.json() as TwoFactorSetup;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Causeway:/);
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    expect(setup.otpauthUrl).toContain('issuer=Causeway');
    expect(setup.otpauthUrl).toContain('period=30');
    expect(setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Kept sealed, and not yet on.
    const row = await stateOf(user);
    expect(row.totpPendingSecret).toMatch(/^v1\./);
    expect(row.totpPendingSecret).not.toContain(setup.secret);
    expect(row.totpSecret).toBeNull();
    expect((await security(browser)).twoFactor).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
  });

  it('refuses a wrong code, and turns codes on with a right one', async () => {
    const { user, browser } = await signedIn();
    const setup = (await browser.request('POST', SETUP, { password: user.password })).json() as TwoFactorSetup;
    const wrongCode = String((Number(codeAt(setup.secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await browser.request('POST', CONFIRM, { code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: securityMessages.codeWrong,
      fieldErrors: { code: [securityMessages.codeWrong] },
    });
    const badFormat = await browser.request('POST', CONFIRM, { code: '12ab56' });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json()).toMatchObject({ message: securityMessages.codeFormat });
    expect((await stateOf(user)).totpEnabledAt).toBeNull();

    const right = await browser.request('POST', CONFIRM, { code: codeAt(setup.secret).replace(/^(...)/, '$1 ') });
    expect(right.statusCode).toBe(200);
    const { recoveryCodes: codes } = right.json() as { recoveryCodes: string[] };
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(new Set(codes).size).toBe(10);
    const row = await stateOf(user);
    expect(row.totpEnabledAt).not.toBeNull();
    expect(row.totpPendingSecret).toBeNull();
    expect(row.totpSecret).toMatch(/^v1\./);
    expect(row.totpSecret).not.toContain(setup.secret);
    // Only hashes are kept.
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code.replace('-', ''));

    const overview = await security(browser);
    expect(overview.twoFactor).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(overview.twoFactor.enabledAt).toBe(row.totpEnabledAt!.toISOString());
    expect(overview).toMatchObject({ totpAvailable: true, setupRequired: false, passkeys: [] });
  });

  it('ends every other session on confirmation, keeps this one as two-factor, and e-mails the owner', async () => {
    const { user, browser } = await signedIn();
    const other = browserAt();
    expect((await other.login(user)).statusCode).toBe(200);
    expect(await other.me()).toMatchObject({ id: user.id });

    await browser.setUpCodes(user.password);

    expect(await other.me()).toBeNull();
    expect(await browser.me()).toMatchObject({ id: user.id });
    const [current] = await t.db
      .select({ authMethod: sessions.authMethod })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(browser.sessionCookie.slice(SESSION_COOKIE.length + 1))));
    expect(current?.authMethod).toBe('two_factor');
    expect(await mailsTo(user)).toContainEqual({ subject: 'Two-factor authentication was turned on (Causeway)' });
  });

  it('answers 409 when codes are already on, or when no set-up was started', async () => {
    const { user, browser } = await signedIn();
    const none = await browser.request('POST', CONFIRM, { code: '123456' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ message: securityMessages.noSetupInProgress });
    await browser.setUpCodes(user.password);
    const again = await browser.request('POST', SETUP, { password: user.password });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: securityMessages.twoFactorAlreadyOn });
  });
});

describe('recovery codes', () => {
  it('are replaced with the password, and the old ones stop working', async () => {
    const { user, browser } = await signedIn();
    const off = await browser.request('POST', REGENERATE, { password: user.password });
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ message: securityMessages.twoFactorNotOn });

    const { recoveryCodes: old } = await browser.setUpCodes(user.password);
    const wrong = await browser.request('POST', REGENERATE, { password: 'wrong-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: securityMessages.passwordWrong });

    const res = await browser.request('POST', REGENERATE, { password: user.password });
    expect(res.statusCode).toBe(200);
    const fresh = (res.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => old.includes(code))).toBe(false);

    const signIn = browserAt();
    await signIn.login(user);
    expect((await signIn.secondStep({ recoveryCode: old[0]! })).statusCode).toBe(400);
    expect((await signIn.secondStep({ recoveryCode: fresh[0]! })).statusCode).toBe(200);
  });
});

describe('turning codes off', () => {
  it('needs both the password and a code: either one alone is refused and changes nothing', async () => {
    const { user, browser } = await signedIn();
    const { secret } = await browser.setUpCodes(user.password);
    const stillOn = async () => {
      expect((await stateOf(user)).totpEnabledAt).not.toBeNull();
      expect((await security(browser)).twoFactor.recoveryCodesLeft).toBe(10);
    };

    const noCode = await browser.request('POST', DISABLE, { password: user.password });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({ message: securityMessages.codeFormat });
    const noPassword = await browser.request('POST', DISABLE, { code: codeAt(secret) });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({ message: securityMessages.passwordWrong });
    const wrongPassword = await browser.request('POST', DISABLE, { password: 'nope-nope', code: codeAt(secret) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({
      message: securityMessages.passwordWrong,
      fieldErrors: { password: [securityMessages.passwordWrong] },
    });
    await stillOn();
    const wrongCode = await browser.request('POST', DISABLE, { password: user.password, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toMatchObject({
      message: securityMessages.codeWrong,
      fieldErrors: { code: [securityMessages.codeWrong] },
    });
    const unknownRecovery = await browser.request('POST', DISABLE, { password: user.password, code: 'aaaaa-bbbbb' });
    expect(unknownRecovery.statusCode).toBe(400);
    await stillOn();

    const res = await browser.request('POST', DISABLE, { password: user.password, code: codeAt(secret) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: securityMessages.twoFactorDisabled });
    const row = await stateOf(user);
    expect([row.totpSecret, row.totpPendingSecret, row.totpEnabledAt, row.totpLastStep]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    expect(await mailsTo(user)).toContainEqual({ subject: 'Two-factor authentication was turned off (Causeway)' });
    // A password is enough again.
    const later = browserAt();
    expect((await later.login(user)).json()).toMatchObject({ id: user.id });
  });

  it('refuses a code already used (replay), and takes a recovery code instead', async () => {
    const { user, browser } = await signedIn();
    const { secret, recoveryCodes: codes } = await browser.setUpCodes(user.password);
    const signIn = browserAt();
    await signIn.login(user);
    const code = codeAt(secret);
    expect((await signIn.secondStep({ code })).statusCode).toBe(200);

    const replay = await browser.request('POST', DISABLE, { password: user.password, code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ message: securityMessages.codeWrong });
    expect((await stateOf(user)).totpEnabledAt).not.toBeNull();
    const res = await browser.request('POST', DISABLE, { password: user.password, code: codes[3]!.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect((await stateOf(user)).totpEnabledAt).toBeNull();
  });
});

/** Settings → Security's requirement, saved as the settings tab does, and announced to the settings cache. */
async function requireAdminTwoFactor(on: boolean) {
  const value = JSON.stringify({ requireAdminTwoFactor: on });
  await t.db.execute(
    sql`insert into settings (key, value) values ('security', ${value}::jsonb) on conflict (key) do update set value = excluded.value`,
  );
  await t.db.execute(sql`select pg_notify('causeway_settings', 'security')`);
}

describe('an administrator while two-factor is required', () => {
  it('is asked to set it up, and confirming codes opens the admin area in the same session', async () => {
    await requireAdminTwoFactor(true);
    try {
      const { user, browser } = await signedIn('admin');
      await expect.poll(async () => (await security(browser)).setupRequired).toBe(true);
      const refused = await browser.request('GET', '/api/admin/settings');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: securityMessages.adminTwoFactorRequired });

      await browser.setUpCodes(user.password);
      expect((await security(browser)).setupRequired).toBe(false);
      expect((await browser.request('GET', '/api/admin/settings')).statusCode).toBe(200);
    } finally {
      await requireAdminTwoFactor(false);
    }
  });
});

describe("an administrator's security changes", () => {
  it('are written to the audit log, a donor’s are not', async () => {
    const actions = ['account.two_factor_enabled', 'account.recovery_codes_regenerated', 'account.two_factor_disabled'];
    const auditOf = (user: MadeUser) =>
      t.db
        .select({ action: auditLog.action, actorId: auditLog.actorId, before: auditLog.before, after: auditLog.after })
        .from(auditLog)
        .where(
          and(eq(auditLog.subjectType, 'account'), eq(auditLog.subjectId, user.id), inArray(auditLog.action, actions)),
        )
        .orderBy(auditLog.id);
    for (const role of ['admin', 'donor'] as const) {
      const { user, browser } = await signedIn(role);
      const { recoveryCodes: codes } = await browser.setUpCodes(user.password);
      await browser.request('POST', REGENERATE, { password: user.password });
      const fresh = (await browser.request('POST', REGENERATE, { password: user.password })).json() as {
        recoveryCodes: string[];
      };
      expect(codes).toHaveLength(10);
      await browser.request('POST', DISABLE, { password: user.password, code: fresh.recoveryCodes[0]! });
      const entries = await auditOf(user);
      if (role === 'donor') expect(entries).toEqual([]);
      else
        expect(entries).toEqual([
          { action: actions[0], actorId: user.id, before: null, after: null },
          { action: actions[1], actorId: user.id, before: null, after: null },
          { action: actions[1], actorId: user.id, before: null, after: null },
          { action: actions[2], actorId: user.id, before: null, after: null },
        ]);
    }
  });
});

describe('secrets', () => {
  it('never appear in an answer after set-up, nor in the logs', async () => {
    const { user, browser } = await signedIn('admin');
    const { secret, recoveryCodes: codes } = await browser.setUpCodes(user.password);
    // Everything after the set-up answer (which shows the secret) and the confirmation (which shows the codes).
    const after = seen.length;
    expect(seen[after - 1]).toContain(codes[0]);
    expect(seen[after - 1]).not.toContain(secret);
    await browser.request('GET', SECURITY);
    await browser.request('GET', '/api/auth/me');
    const signIn = browserAt();
    await signIn.login(user);
    await signIn.secondStep({ code: '000000' });
    await signIn.secondStep({ code: codeAt(secret) });
    await signIn.request('GET', SECURITY);
    await browser.request('POST', REGENERATE, { password: 'wrong-password' });
    const answers = seen.slice(after).join('\n');
    expect(answers).toContain(user.email);
    for (const text of [answers, logs.join('\n')]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(secret.toLowerCase());
      for (const code of codes) expect(text).not.toContain(code);
    }
    // The capture is live (request lines are logged only at LOG_LEVEL debug, which tests do not use): what the
    // app did log (errors, warnings) is in `logs`.
    t.app.log.info('log capture check');
    expect(logs.join('\n')).toContain('log capture check');
  });
});

describe('without a key', () => {
  it('on PostgreSQL without AUTH_ENCRYPTION_KEY: no set-up, and the security section says so', async () => {
    const keyless = await buildTestApp({ env: { DATABASE_URL: 'postgres://unused.invalid/causeway' } });
    try {
      const user = await makeUser(keyless.db);
      const browser = new CodeBrowser(keyless.app);
      await browser.login(user);
      expect((await security(browser)).totpAvailable).toBe(false);
      const res = await browser.request('POST', SETUP, { password: user.password });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: securityMessages.encryptionKeyMissing });
      expect((await keyless.db.select().from(users).where(eq(users.id, user.id)))[0]!.totpPendingSecret).toBeNull();
    } finally {
      await keyless.close();
    }
  });
});
