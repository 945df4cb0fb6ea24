import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, securityMessages, type AccountSession } from '@causeway/contracts';
import { auditLog, sessions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeUser, type MadeUser } from '../../test/factories';
import { hashSessionToken, SESSION_COOKIE } from '../auth/session-token';
import { Browser, FIREFOX_ON_WINDOWS } from './test/browser';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SESSIONS = '/api/users/me/sessions';

/** A new account signed in from a Chrome on a Mac (the "laptop") and from a Firefox on Windows elsewhere. */
async function twoBrowsers(role: 'donor' | 'admin' = 'donor') {
  const user = await makeUser(t.db, { role });
  const laptop = new Browser(t.app);
  const office = new Browser(t.app, FIREFOX_ON_WINDOWS, '203.0.113.7');
  expect((await laptop.login(user)).statusCode).toBe(200);
  expect((await office.login(user)).statusCode).toBe(200);
  return { user, laptop, office };
}

const listOf = async (browser: Browser) => {
  const res = await browser.request('GET', SESSIONS);
  expect(res.statusCode).toBe(200);
  return res.json() as AccountSession[];
};

/** What a session's cookie is good for now: /api/auth/me's answer and a signed-in route's status. */
async function cookieWorks(cookie: string): Promise<boolean> {
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  const list = await t.app.inject({ method: 'GET', url: SESSIONS, headers: { cookie } });
  expect(me.json() === null).toBe(list.statusCode === 401);
  return list.statusCode === 200;
}

const sessionRow = (cookie: string) =>
  t.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(cookie.slice(SESSION_COOKIE.length + 1))))
    .then((rows) => rows[0]);

/** The account's audit entries about its sessions (its sign-ins are audited too, by sign-in.ts), newest first. */
const sessionAuditOf = (user: MadeUser) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.subjectType, 'account'),
        eq(auditLog.subjectId, user.id),
        inArray(auditLog.action, ['account.session_ended', 'account.other_sessions_ended']),
      ),
    )
    .orderBy(desc(auditLog.id));

describe('GET /api/users/me/sessions', () => {
  it('lists the account’s sessions, the current one marked, with the device from its user agent and its address', async () => {
    const { laptop, office } = await twoBrowsers();
    // The office browser was last used two hours ago: the laptop's session, used just now, comes first.
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 hours'` })
      .where(eq(sessions.publicId, (await sessionRow(office.sessionCookie))!.publicId));

    const list = await listOf(laptop);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      device: 'Chrome on macOS',
      ip: '127.0.0.1',
      location: null,
      authMethod: 'password',
      current: true,
    });
    expect(list[1]).toMatchObject({ device: 'Firefox on Windows', ip: '203.0.113.7', current: false });
    expect(list[0]!.id).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(list[1]!.lastSeenAt)).toBeLessThan(Date.now() - 60 * 60 * 1000);
    expect(Date.parse(list[0]!.createdAt)).toBeLessThanOrEqual(Date.now());

    // The other browser sees the same two sessions, itself marked.
    const fromOffice = await listOf(office);
    expect(fromOffice.find((s) => s.current)!.device).toBe('Firefox on Windows');
    expect(fromOffice.map((s) => s.id).sort()).toEqual(list.map((s) => s.id).sort());
  });

  it('shows only the account’s own sessions, never a token or its hash', async () => {
    const { laptop } = await twoBrowsers();
    await twoBrowsers();
    const res = await laptop.request('GET', SESSIONS);
    expect(res.json()).toHaveLength(2);
    const token = laptop.sessionCookie.slice(SESSION_COOKIE.length + 1);
    expect(res.body).not.toContain(token);
    expect(res.body).not.toContain(hashSessionToken(token));
  });

  it('answers 401 to a visitor', async () => {
    const res = await t.app.inject({ method: 'GET', url: SESSIONS });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(authMessages.notSignedIn);
  });
});

describe('DELETE /api/users/me/sessions/:id', () => {
  it('ends another session: its cookie fails on the very next request, this one keeps working', async () => {
    const { laptop, office } = await twoBrowsers();
    const other = (await listOf(laptop)).find((s) => !s.current)!;
    expect(await cookieWorks(office.sessionCookie)).toBe(true);

    const res = await laptop.request('DELETE', `${SESSIONS}/${other.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();

    expect(await cookieWorks(office.sessionCookie)).toBe(false);
    expect(await cookieWorks(laptop.sessionCookie)).toBe(true);
    expect((await listOf(laptop)).map((s) => s.id)).not.toContain(other.id);
  });

  it('ends the current session too, and clears its cookie', async () => {
    const { laptop, office } = await twoBrowsers();
    const cookie = laptop.sessionCookie;
    const current = (await listOf(laptop)).find((s) => s.current)!;

    const res = await laptop.request('DELETE', `${SESSIONS}/${current.id}`);
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cleared.value).toBe('');
    expect(await cookieWorks(cookie)).toBe(false);
    expect(await cookieWorks(office.sessionCookie)).toBe(true);
  });

  it('answers 404 for another account’s session and for an unknown one, and ends neither', async () => {
    const mine = await twoBrowsers();
    const theirs = await twoBrowsers();
    const theirSession = (await listOf(theirs.laptop))[0]!;

    for (const id of [theirSession.id, 'f'.repeat(32)]) {
      const res = await mine.laptop.request('DELETE', `${SESSIONS}/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: securityMessages.sessionNotFound });
    }
    expect(await cookieWorks(theirs.laptop.sessionCookie)).toBe(true);
    expect(await listOf(theirs.laptop)).toHaveLength(2);
  });

  it('refuses an id that is not a session id with the same message', async () => {
    const { laptop } = await twoBrowsers();
    const res = await laptop.request('DELETE', `${SESSIONS}/1`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.id).toEqual([securityMessages.sessionNotFound]);
  });
});

describe('POST /api/users/me/sessions/end-others', () => {
  it('ends every session but this one and says how many', async () => {
    const { user, laptop, office } = await twoBrowsers();
    const phone = new Browser(t.app, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1');
    await phone.login(user);

    const res = await laptop.request('POST', `${SESSIONS}/end-others`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: securityMessages.otherSessionsEnded, ended: 2 });
    expect(await cookieWorks(office.sessionCookie)).toBe(false);
    expect(await cookieWorks(phone.sessionCookie)).toBe(false);
    expect(await cookieWorks(laptop.sessionCookie)).toBe(true);
    expect(await listOf(laptop)).toEqual([expect.objectContaining({ current: true })]);

    // Nothing left to end.
    expect((await laptop.request('POST', `${SESSIONS}/end-others`)).json().ended).toBe(0);
  });

  it('counts only the sessions that were live, and ends the lapsed ones too', async () => {
    const { laptop, office } = await twoBrowsers();
    const lapsed = office.sessionCookie;
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '40 days'` })
      .where(eq(sessions.tokenHash, (await sessionRow(lapsed))!.tokenHash));
    expect((await laptop.request('POST', `${SESSIONS}/end-others`)).json().ended).toBe(0);
    expect(await sessionRow(lapsed)).toBeUndefined();
  });
});

describe('administrators’ audit log', () => {
  it('records an administrator ending a session and ending the others', async () => {
    const { user, laptop } = await twoBrowsers('admin');
    const other = (await listOf(laptop)).find((s) => !s.current)!;
    await laptop.request('DELETE', `${SESSIONS}/${other.id}`);
    await new Browser(t.app, FIREFOX_ON_WINDOWS).login(user);
    await laptop.request('POST', `${SESSIONS}/end-others`);

    const entries = await sessionAuditOf(user);
    expect(entries.map((e) => e.action)).toEqual(['account.other_sessions_ended', 'account.session_ended']);
    expect(entries[0]).toMatchObject({ actorId: user.id, before: { sessions: 1 }, ip: '127.0.0.1' });
    expect(entries[1]).toMatchObject({ before: { session: other.id, device: 'Firefox on Windows' } });
  });

  it('writes nothing for a donor', async () => {
    const { user, laptop } = await twoBrowsers();
    await laptop.request('POST', `${SESSIONS}/end-others`);
    expect(await sessionAuditOf(user)).toEqual([]);
  });
});
