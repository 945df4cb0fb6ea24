import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, sessions, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeUser, unique } from '../../test/factories';
import { DEVICE_COOKIE } from '../auth/session-token';
import { Browser, FIREFOX_ON_WINDOWS } from './test/browser';

/** The security e-mail of a sign-in from a device the account has not used before (issue 27 point 5). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const newSignInMails = (email: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.subject, 'New sign-in%')));

describe('the new-device e-mail', () => {
  it('is not sent for an account’s first sign-in, nor for a later one from the same browser', async () => {
    const user = await makeUser(t.db);
    const laptop = new Browser(t.app);
    expect((await laptop.login(user)).statusCode).toBe(200);
    expect(laptop.hasCookie(DEVICE_COOKIE)).toBe(true);
    await laptop.request('POST', '/api/auth/logout');
    expect((await laptop.login(user)).statusCode).toBe(200);
    expect(await newSignInMails(user.email)).toEqual([]);
  });

  it('is sent for a sign-in from another browser, saying when, with what and from where', async () => {
    const user = await makeUser(t.db);
    await new Browser(t.app).login(user);
    const office = new Browser(t.app, FIREFOX_ON_WINDOWS, '203.0.113.7');
    expect((await office.login(user)).statusCode).toBe(200);

    const [mail, ...more] = await newSignInMails(user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('New sign-in to your account (Causeway)');
    expect(mail!.textBody).toContain('Your account was just signed in to from a device it has not used before.');
    expect(mail!.textBody).toMatch(/When: .+ UTC\nDevice: Firefox on Windows\nAddress: 203\.0\.113\.7/);
    expect(mail!.textBody).toContain('http://causeway.test/forgot-password');

    // That browser is known from now on.
    await office.login(user);
    expect(await newSignInMails(user.email)).toHaveLength(1);
  });

  it('knows the browser an account registered from: a later sign-in there sends nothing, elsewhere it does', async () => {
    const username = unique('newdev');
    const account = { email: `${username}@example.com`, username, password: 'secret-123' };
    const home = new Browser(t.app);
    expect((await home.request('POST', '/api/auth/register', account)).statusCode).toBe(201);
    expect(home.hasCookie(DEVICE_COOKIE)).toBe(true);
    // The registration's session carries the device, as a sign-in's does.
    const [registered] = await t.db
      .select({ deviceHash: sessions.deviceHash })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, account.email));
    expect(registered!.deviceHash).toMatch(/^[0-9a-f]{64}$/);
    await home.request('POST', '/api/auth/logout');
    expect((await home.login(account)).statusCode).toBe(200);
    expect(await newSignInMails(account.email)).toEqual([]);

    await new Browser(t.app, FIREFOX_ON_WINDOWS).login(account);
    expect(await newSignInMails(account.email)).toHaveLength(1);
  });
});
