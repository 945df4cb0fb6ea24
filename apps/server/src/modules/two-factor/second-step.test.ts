import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accountMessages,
  authMessages,
  SECOND_STEP_MAX_ATTEMPTS,
  securityMessages,
  type AccountSecurity,
} from '@causeway/contracts';
import { authChallenges } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeUser } from '../../test/factories';
import { SECOND_STEP_COOKIE, SESSION_COOKIE } from '../auth/session-token';
import { awayFromStepEdge, codeAt, CodeBrowser } from './test/code-browser';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { AUTH_ENCRYPTION_KEY: 'test-key-material-of-at-least-32-characters' } });
});
afterAll(() => t.close());
beforeEach(awayFromStepEdge);

// Each test signs in from addresses of its own, so the login's limit per address (30) is not shared between them.
let lastOctet = 0;
const nextAddress = () => `192.0.2.${++lastOctet}`;
const browserAt = (ip = nextAddress()) => new CodeBrowser(t.app, [], ip);

/** An account with codes on (set up from another browser), and a browser that has not signed in yet. */
async function accountWithCodes() {
  const user = await makeUser(t.db);
  const owner = browserAt();
  await owner.login(user);
  const { secret, recoveryCodes } = await owner.setUpCodes(user.password);
  return { user, owner, secret, recoveryCodes, browser: browserAt() };
}

const wrongCodeFor = (secret: string) => String((Number(codeAt(secret)) + 500_000) % 1_000_000).padStart(6, '0');

describe('signing in with codes on', () => {
  it('gives no session after the password: the answer asks for the second step', async () => {
    const { user, browser } = await accountWithCodes();
    const res = await browser.login(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ secondStepRequired: true, methods: ['totp'] });
    expect(res.cookies.map((c) => c.name)).not.toContain(SESSION_COOKIE);
    expect(browser.has(SECOND_STEP_COOKIE)).toBe(true);
    // Whatever cookies it was given, the browser is not signed in.
    expect(await browser.me()).toBeNull();
    expect((await browser.request('GET', '/api/users/me/security')).statusCode).toBe(401);
  });

  it('starts the session with a right code, once: the same code cannot be used again', async () => {
    const { user, secret, browser } = await accountWithCodes();
    await browser.login(user);
    const code = codeAt(secret);
    const res = await browser.secondStep({ code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: user.email, twoFactorSetupRequired: false });
    expect(browser.has(SESSION_COOKIE)).toBe(true);
    expect(browser.has(SECOND_STEP_COOKIE)).toBe(false);
    expect(await browser.me()).toMatchObject({ id: user.id });

    const again = browserAt();
    await again.login(user);
    const replay = await again.secondStep({ code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      message: securityMessages.codeWrong,
      fieldErrors: { code: [securityMessages.codeWrong] },
    });
    expect(await again.me()).toBeNull();
    // The next step's code is still good.
    expect((await again.secondStep({ code: codeAt(secret, 1) })).statusCode).toBe(200);
  });

  it('lets only one of two requests with the same code through', async () => {
    const { user, secret } = await accountWithCodes();
    const [a, b] = [browserAt(), browserAt()];
    await a.login(user);
    await b.login(user);
    const code = codeAt(secret);
    const answers = await Promise.all([a.secondStep({ code }), b.secondStep({ code })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('takes a recovery code once, and the security section counts what is left', async () => {
    const { user, owner, recoveryCodes, browser } = await accountWithCodes();
    await browser.login(user);
    const res = await browser.secondStep({ recoveryCode: ` ${recoveryCodes[0]!.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(await browser.me()).toMatchObject({ id: user.id });
    const overview = (await owner.request('GET', '/api/users/me/security')).json() as AccountSecurity;
    expect(overview.twoFactor.recoveryCodesLeft).toBe(9);

    const again = browserAt();
    await again.login(user);
    const reused = await again.secondStep({ recoveryCode: recoveryCodes[0]! });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      message: securityMessages.recoveryCodeWrong,
      fieldErrors: { recoveryCode: [securityMessages.recoveryCodeWrong] },
    });
    expect(await again.me()).toBeNull();
    expect((await again.secondStep({ recoveryCode: recoveryCodes[1]! })).statusCode).toBe(200);
  });

  it('answers 401 without a pending sign-in, or once it has expired', async () => {
    const { user, secret, browser } = await accountWithCodes();
    const none = await browserAt().secondStep({ code: codeAt(secret) });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ message: securityMessages.secondStepExpired });

    await browser.login(user);
    await t.db
      .update(authChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authChallenges.userId, user.id));
    const late = await browser.secondStep({ code: codeAt(secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ message: securityMessages.secondStepExpired });
    expect(await browser.me()).toBeNull();
  });

  it(`is void after ${SECOND_STEP_MAX_ATTEMPTS} wrong codes, even for a right one after them`, async () => {
    const { user, secret, browser } = await accountWithCodes();
    await browser.login(user);
    for (let i = 0; i < SECOND_STEP_MAX_ATTEMPTS; i++) {
      expect((await browser.secondStep({ code: wrongCodeFor(secret) })).statusCode).toBe(400);
    }
    const right = await browser.secondStep({ code: codeAt(secret) });
    expect(right.statusCode).toBe(401);
    expect(right.json()).toMatchObject({ message: securityMessages.secondStepExpired });
    expect(await browser.me()).toBeNull();
    // Signing in again starts a new pending sign-in.
    await browser.login(user);
    expect((await browser.secondStep({ code: codeAt(secret) })).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({
      env: { AUTH_ENCRYPTION_KEY: 'test-key-material-of-at-least-32-characters' },
      rateLimits: {
        loginPerIp: { limit: 6, windowSeconds: 900 },
        loginPerEmail: { limit: 4, windowSeconds: 900 },
        passwordChangePerUser: { limit: 3, windowSeconds: 900 },
      },
    });
  });
  afterAll(() => limited.close());

  async function limitedAccount(ip: string) {
    const user = await makeUser(limited.db);
    const owner = new CodeBrowser(limited.app, [], '198.51.100.1');
    await owner.login(user);
    const { secret } = await owner.setUpCodes(user.password);
    return { user, secret, browser: new CodeBrowser(limited.app, [], ip) };
  }

  it("share the login's limit per address: 429 with its message", async () => {
    const { user, secret, browser } = await limitedAccount('203.0.113.50');
    const other = await limitedAccount('203.0.113.50');
    await browser.login(user); // 1 of 6 for this address
    for (let i = 0; i < 3; i++) await browser.secondStep({ code: wrongCodeFor(secret) }); // 4
    await other.browser.login(other.user); // 5
    await other.browser.secondStep({ code: wrongCodeFor(other.secret) }); // 6
    const limitedAnswer = await browser.secondStep({ code: codeAt(secret) });
    expect(limitedAnswer.statusCode).toBe(429);
    expect(limitedAnswer.json()).toMatchObject({ message: authMessages.tooManyAttempts, code: 'RATE_LIMITED' });
    expect(limitedAnswer.headers['retry-after']).toBeDefined();
    expect(await browser.me()).toBeNull();
    // The login itself is refused from this address too: one counter.
    expect((await browser.login(user)).statusCode).toBe(429);
  });

  it("count wrong codes against the account's login limit, whatever the address", async () => {
    const { user, secret } = await limitedAccount('203.0.113.60');
    const first = new CodeBrowser(limited.app, [], '203.0.113.61');
    await first.login(user); // the right password clears the account's login counter
    for (let i = 0; i < 4; i++) await first.secondStep({ code: wrongCodeFor(secret) });
    // A fifth try from another address is over the account's limit.
    const second = new CodeBrowser(limited.app, [], '203.0.113.62');
    const login = await second.login(user);
    expect(login.statusCode).toBe(429);
    expect(login.json()).toMatchObject({ message: authMessages.tooManyAttempts });
  });

  it('limit password and code tries of the profile per account', async () => {
    const user = await makeUser(limited.db);
    const browser = new CodeBrowser(limited.app, [], '203.0.113.80');
    await browser.login(user);
    for (let i = 0; i < 3; i++) {
      const wrong = await browser.request('POST', '/api/users/me/two-factor/setup', { password: 'wrong-password' });
      expect(wrong.statusCode).toBe(400);
    }
    const over = await browser.request('POST', '/api/users/me/two-factor/setup', { password: user.password });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ message: accountMessages.tooManyRequests });
    const disable = await browser.request('POST', '/api/users/me/two-factor/disable', {
      password: user.password,
      code: '123456',
    });
    expect(disable.statusCode).toBe(429);
  });

  it('are not cleared by signing in with the password again', async () => {
    const { user, secret } = await limitedAccount('203.0.113.70');
    const browsers = ['203.0.113.71', '203.0.113.72'].map((ip) => new CodeBrowser(limited.app, [], ip));
    await browsers[0]!.login(user);
    for (let i = 0; i < 3; i++) await browsers[0]!.secondStep({ code: wrongCodeFor(secret) });
    // The right password from elsewhere clears the login's counter, not the second step's (3 of 4 used).
    expect((await browsers[1]!.login(user)).json()).toMatchObject({ secondStepRequired: true });
    expect((await browsers[1]!.secondStep({ code: wrongCodeFor(secret) })).statusCode).toBe(400);
    const over = await browsers[1]!.secondStep({ code: codeAt(secret) });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ message: authMessages.tooManyAttempts });
  });
});
