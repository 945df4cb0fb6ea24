import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeUser, signIn, unique } from '../../test/factories';

/** The user's saved language (issue 26): kept on the account, brought back to any browser they sign in from. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const saveLanguage = (payload: object, cookie?: string) =>
  t.app.inject({ method: 'PUT', url: '/api/users/me/language', payload, headers: cookie ? { cookie } : {} });
const localeOf = async (id: number) =>
  (await t.db.select({ locale: users.locale }).from(users).where(eq(users.id, id)))[0]!.locale;

describe('saved language', () => {
  it("saves the signed-in user's choice and keeps it in the browser's cookie", async () => {
    const { user, cookie } = await signIn(t.app, t.db);
    const res = await saveLanguage({ locale: 'es' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ locale: 'es' });
    expect(await localeOf(user.id)).toBe('es');
    const set = res.cookies.find((c) => c.name === 'causeway_locale');
    expect(set).toMatchObject({ value: 'es', path: '/', sameSite: 'Lax' });
    expect(set?.httpOnly).toBeFalsy();
  });

  it('refuses a language the site does not speak, and a visitor', async () => {
    const { user, cookie } = await signIn(t.app, t.db);
    const refused = await saveLanguage({ locale: 'fr' }, cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ locale: ['Language must be one of: en, es'] });
    expect(await localeOf(user.id)).toBeNull();
    expect((await saveLanguage({ locale: 'es' })).statusCode).toBe(401);
  });

  it('brings the saved language back when the user signs in on another browser', async () => {
    const user = await makeUser(t.db);
    await t.db.update(users).set({ locale: 'es' }).where(eq(users.id, user.id));
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: user });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'causeway_locale')?.value).toBe('es');
    const other = await makeUser(t.db);
    const without = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: other });
    expect(without.cookies.find((c) => c.name === 'causeway_locale')).toBeUndefined();
  });

  it('keeps the language someone signed up in, for their e-mails', async () => {
    const email = `${unique('es')}@example.org`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email,
        username: unique('u'),
        password: 'correct horse battery',
        confirmPassword: 'correct horse battery',
      },
      headers: { 'accept-language': 'es-AR,es;q=0.9' },
    });
    expect(res.statusCode).toBe(201);
    expect(await localeOf(res.json().id)).toBe('es');
  });
});
