import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeUser, signIn } from '../../test/factories';
import { hashSessionToken, SESSION_COOKIE } from '../auth/session-token';
import { Browser } from './test/browser';

/** Settings → Security's session lifetimes: idle sessions and old sessions end (issue 27 point 4). */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, t.db, 'admin')).cookie;
});
afterAll(() => t.close());

async function saveLifetimes(sessionIdleDays: number, sessionMaxDays: number) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: admin },
    payload: { security: { requireAdminTwoFactor: false, sessionIdleDays, sessionMaxDays } },
  });
  expect(res.statusCode).toBe(200);
}
// Back to the defaults after a test that changed them.
afterEach(() => saveLifetimes(30, 90));

async function signedInBrowser() {
  const browser = new Browser(t.app);
  expect((await browser.login(await makeUser(t.db))).statusCode).toBe(200);
  const tokenHash = hashSessionToken(browser.sessionCookie.slice(SESSION_COOKIE.length + 1));
  const set = (values: { lastSeenAt?: SQL; createdAt?: SQL }) =>
    t.db.update(sessions).set(values).where(eq(sessions.tokenHash, tokenHash));
  const row = async () => (await t.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)))[0]!;
  return { browser, set, row };
}

/** Whether the browser is signed in: /api/auth/me answers its user, and a signed-in route lets it in. */
async function signedIn(browser: Browser): Promise<boolean> {
  const me = await browser.request('GET', '/api/auth/me');
  const list = await browser.request('GET', '/api/users/me/sessions');
  expect(me.json() === null).toBe(list.statusCode === 401);
  return list.statusCode === 200;
}

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

describe('session lifetimes', () => {
  it('refuses a session idle for longer than the idle time-out (30 days by default)', async () => {
    const idle = await signedInBrowser();
    await idle.set({ lastSeenAt: daysAgo(29) });
    expect(await signedIn(idle.browser)).toBe(true);
    await idle.set({ lastSeenAt: daysAgo(31) });
    expect(await signedIn(idle.browser)).toBe(false);
  });

  it('refuses a session older than the longest life (90 days by default), even one used just now', async () => {
    const old = await signedInBrowser();
    await old.set({ createdAt: daysAgo(89) });
    expect(await signedIn(old.browser)).toBe(true);
    await old.set({ createdAt: daysAgo(91), lastSeenAt: sql`now()` });
    expect(await signedIn(old.browser)).toBe(false);
  });

  it('applies changed lifetimes at once, to sessions already signed in', async () => {
    const idle = await signedInBrowser();
    const old = await signedInBrowser();
    const age = async () => {
      await idle.set({ lastSeenAt: daysAgo(10) });
      await old.set({ createdAt: daysAgo(20) });
    };
    await age();
    expect(await signedIn(idle.browser)).toBe(true);
    expect(await signedIn(old.browser)).toBe(true);

    // (A use above recorded itself: the idle one is made idle again.)
    await age();
    await saveLifetimes(7, 14);
    expect(await signedIn(idle.browser)).toBe(false);
    expect(await signedIn(old.browser)).toBe(false);

    // Lengthened again, both are live once more: their rows were only refused, not deleted.
    await saveLifetimes(30, 90);
    expect(await signedIn(idle.browser)).toBe(true);
    expect(await signedIn(old.browser)).toBe(true);
  });

  it('does not list a lapsed session among the account’s sessions', async () => {
    const user = await makeUser(t.db);
    const here = new Browser(t.app);
    const there = new Browser(t.app);
    await here.login(user);
    await there.login(user);
    const thereHash = hashSessionToken(there.sessionCookie.slice(SESSION_COOKIE.length + 1));
    await t.db
      .update(sessions)
      .set({ lastSeenAt: daysAgo(31) })
      .where(eq(sessions.tokenHash, thereHash));
    const list = (await here.request('GET', '/api/users/me/sessions')).json() as unknown[];
    expect(list).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe('recording a session’s use', () => {
  it('moves last use and the expiry, and sends the cookie again, on a use an hour or more after the last one', async () => {
    const s = await signedInBrowser();
    await s.set({ lastSeenAt: sql`now() - interval '61 minutes'` });
    const before = await s.row();

    const res = await s.browser.request('GET', '/api/auth/me');
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE) as { value: string; expires: Date } | undefined;
    expect(cookie?.value).toBe(s.browser.sessionCookie.slice(SESSION_COOKIE.length + 1));
    const after = await s.row();
    expect(after.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(after.expiresAt.getTime()).toBeGreaterThanOrEqual(before.expiresAt.getTime());
    expect(Math.abs(cookie!.expires.getTime() - after.expiresAt.getTime())).toBeLessThan(1_000);
  });

  it('writes nothing and sends no cookie on a use within the hour', async () => {
    const s = await signedInBrowser();
    await s.set({ lastSeenAt: sql`now() - interval '59 minutes'` });
    const before = await s.row();
    const res = await s.browser.request('GET', '/api/auth/me');
    expect(res.json()).not.toBeNull();
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect((await s.row()).lastSeenAt).toEqual(before.lastSeenAt);
  });

  it('never extends a session past its longest life', async () => {
    const s = await signedInBrowser();
    await s.set({ createdAt: daysAgo(80), lastSeenAt: sql`now() - interval '2 hours'` });
    await s.browser.request('GET', '/api/auth/me');
    const after = await s.row();
    const tenDaysAhead = Date.now() + 10 * 24 * 60 * 60 * 1000;
    expect(Math.abs(after.expiresAt.getTime() - tenDaysAhead)).toBeLessThan(60_000);
  });
});
