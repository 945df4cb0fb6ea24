import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@causeway/contracts';
import { sessions, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeUser, unique } from '../../test/factories';
import { hashSessionToken, SESSION_COOKIE } from './session-token';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface InjectedCookie {
  name: string;
  value: string;
  secure?: boolean;
  expires?: Date;
}
function sessionCookie(res: { cookies: InjectedCookie[] }) {
  return res.cookies.find((c) => c.name === SESSION_COOKIE);
}
const cookieHeader = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });
const newAccount = () => {
  const username = unique('reg');
  return { email: `${username}@example.com`, username, password: 'secret-123' };
};

describe('POST /api/auth/register', () => {
  it('creates a donor, signs them in, and answers with the user', async () => {
    const account = newAccount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...account, firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: account.email,
      username: account.username,
      firstName: 'Ada',
      role: 'donor',
    });
    expect(res.json()).not.toHaveProperty('passwordHash');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: cookieHeader(sessionCookie(res)!.value),
    });
    expect(me.json()).toMatchObject({ username: account.username });
  });

  it('stores an Argon2id hash, never the password', async () => {
    const account = newAccount();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
    const [row] = await t.db.select().from(users).where(eq(users.username, account.username));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(account.password);
  });

  it('creates a donor even when the client forges role "admin"', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newAccount(), role: 'admin' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().role).toBe('donor');
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, res.json().id));
    expect(row!.role).toBe('donor');
  });

  it('defaults first and last name to empty strings', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount() });
    expect(res.json()).toMatchObject({ firstName: '', lastName: '' });
  });

  it.each([
    ['email', { username: 'someone', password: 'secret-123' }],
    ['username', { email: 'a@example.com', password: 'secret-123' }],
    ['password', { email: 'a@example.com', username: 'someone' }],
    ['an empty email', { email: '  ', username: 'someone', password: 'secret-123' }],
  ])('refuses a registration without %s', async (_what, payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(authMessages.registrationRequired);
  });

  it.each([
    ['email', { email: 'not-an-email' }, authMessages.invalidEmail],
    ['username', { username: 'ab' }, authMessages.usernameMin],
    ['password', { password: '12345' }, authMessages.passwordMin],
  ])('explains an invalid %s', async (field, change, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newAccount(), ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().fieldErrors[field]).toContain(message);
  });

  it('refuses a second account with the same e-mail in any letter case (409)', async () => {
    const account = newAccount();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newAccount(), email: account.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(authMessages.emailTaken);
  });

  it('refuses a taken username in any letter case (409)', async () => {
    const account = newAccount();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newAccount(), username: account.username.toUpperCase() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(authMessages.usernameTaken);
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password and sets a hardened session cookie', async () => {
    const user = await makeUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, username: user.username, role: 'donor' });
    const cookie = sessionCookie(res)!;
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(new Date(cookie.expires!).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(cookie.value)));
    expect(row!.userId).toBe(user.id);
  });

  it('stores only a hash of the session token', async () => {
    const user = await makeUser(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: user });
    const token = sessionCookie(res)!.value;
    const [found] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(found).toBeUndefined();
  });

  it('issues a new token at every login and drops the one the browser had', async () => {
    const user = await makeUser(t.db);
    const first = sessionCookie(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: user }))!.value;
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: user,
      headers: cookieHeader(first),
    });
    expect(sessionCookie(second)!.value).not.toBe(first);
    const old = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookieHeader(first) });
    expect(old.json()).toBeNull();
  });

  it('answers the same 401 for a wrong password and for an unknown e-mail', async () => {
    const user = await makeUser(t.db);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'wrong-pass' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `${unique('nobody')}@example.com`, password: 'wrong-pass' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password', code: 'UNAUTHENTICATED' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  it.each([
    [{ email: 'nope', password: 'secret-123' }, 'Please enter a valid email address'],
    [{ email: 'a@example.com', password: '123' }, 'Password must be at least 6 characters'],
  ])('validates the form fields: %j', async (payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('sessions', () => {
  it('GET /api/auth/me answers 200 with null to a visitor, and the user once signed in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).toBe('null');
    const user = await makeUser(t.db);
    const token = sessionCookie(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: user }))!.value;
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookieHeader(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: user.email, username: user.username, role: 'donor' });
    expect(me.json()).not.toHaveProperty('passwordHash');
  });

  it('logout deletes the session on the server, so the old cookie no longer works', async () => {
    const user = await makeUser(t.db);
    const token = sessionCookie(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: user }))!.value;
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: cookieHeader(token) });
    expect(out.statusCode).toBe(200);
    expect(sessionCookie(out)!.value).toBe('');
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(rows).toHaveLength(0);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookieHeader(token) });
    expect(me.json()).toBeNull();
  });

  it('refuses an expired session', async () => {
    const user = await makeUser(t.db);
    const token = sessionCookie(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: user }))!.value;
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookieHeader(token) });
    expect(me.json()).toBeNull();
  });

  it('extends a session by its idle time-out when used an hour or more after its last recorded use', async () => {
    const user = await makeUser(t.db);
    const token = sessionCookie(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: user }))!.value;
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '3 days'`, lastSeenAt: sql`now() - interval '61 minutes'` })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookieHeader(token) });
    expect(me.statusCode).toBe(200);
    expect(sessionCookie(me)!.value).toBe(token);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });
});

describe('defences', () => {
  it('refuses a cookie-authenticated mutation from another origin (CSRF)', async () => {
    const user = await makeUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: user,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Cross-site request refused');
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('accepts a mutation from its own public origin', async () => {
    const user = await makeUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: user,
      headers: { origin: 'http://causeway.test' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('sends security headers: a CSP that allows Stripe on pages, a locked-down one on API answers', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/some/page' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain('https://js.stripe.com');
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const api = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
