import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as m } from '@causeway/contracts';
import { accountTokens, auditLog, campaigns, donations, mailOutbox, recurringDonations, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { donate, guest } from '../../test/donate';
import { makeCampaign, makeUser, signIn, unique } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const login = (email: string, password: string) => call('POST', '/api/auth/login', { email, password });
const cookieOf = (res: Awaited<ReturnType<typeof call>>) =>
  `causeway_session=${res.cookies.find((c) => c.name === 'causeway_session')!.value}`;

/** The newest e-mail to `to` (with a link to `path`, if given), and that link's token. */
async function lastMail(to: string, path: string) {
  const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id));
  const link = new RegExp(`http://causeway\\.test${path}\\?token=([\\w-]+)`);
  const mail = mails.find((candidate) => !path || link.test(candidate.textBody));
  return { mail, token: mail?.textBody.match(link)?.[1] };
}

describe('profile', () => {
  it('changes the first and last name and answers the user', async () => {
    const { cookie } = await signIn(t.app, t.db);
    const res = await call('PATCH', '/api/users/me', { firstName: '  Grace ', lastName: 'Hopper' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', emailVerified: false });
    expect((await call('GET', '/api/auth/me', undefined, cookie)).json()).toMatchObject({ firstName: 'Grace' });
  });

  it('refuses a name that is too long, a missing field, and a visitor', async () => {
    const { cookie } = await signIn(t.app, t.db);
    const long = await call('PATCH', '/api/users/me', { firstName: 'x'.repeat(81), lastName: '' }, cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.firstName).toEqual(['First name must be at most 80 characters']);
    expect((await call('PATCH', '/api/users/me', { firstName: 'A' }, cookie)).statusCode).toBe(400);
    expect((await call('PATCH', '/api/users/me', { firstName: 'A', lastName: 'B' })).statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('needs the current password, keeps this session, ends the others, and tells the user by e-mail', async () => {
    const { cookie, user } = await signIn(t.app, t.db);
    const otherDevice = cookieOf(await login(user.email, user.password));

    const wrong = await call(
      'POST',
      '/api/users/me/password',
      { currentPassword: 'not-my-password', newPassword: 'a-new-password' },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: m.currentPasswordWrong,
      fieldErrors: { currentPassword: [m.currentPasswordWrong] },
    });

    const ok = await call(
      'POST',
      '/api/users/me/password',
      { currentPassword: user.password, newPassword: 'a-new-password' },
      cookie,
    );
    expect(ok.json()).toEqual({ message: m.passwordChanged });
    const notice = (await lastMail(user.email, '')).mail!;
    expect(notice.subject).toBe('Your password was changed (Causeway)');
    expect(notice.textBody).toContain(
      'The password of your account was changed, and every other device was signed out.',
    );
    expect(notice.textBody).toMatch(/When: .+ UTC\nDevice: .+\nAddress: 127\.0\.0\.1/);
    expect((await call('GET', '/api/auth/me', undefined, cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', undefined, otherDevice)).json()).toBeNull();
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'a-new-password')).statusCode).toBe(200);
  });

  it("writes an administrator's sign-in and password change to the audit log, and no donor's", async () => {
    const admin = await signIn(t.app, t.db, 'admin');
    const donor = await signIn(t.app, t.db);
    for (const who of [admin, donor]) {
      const body = { currentPassword: who.user.password, newPassword: 'an-audited-password' };
      expect((await call('POST', '/api/users/me/password', body, who.cookie)).statusCode).toBe(200);
    }
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'account'), eq(auditLog.subjectId, admin.user.id)))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['account.signed_in', 'account.password_changed']);
    expect(entries[0]!.after).toMatchObject({ method: 'password' });
    const donorEntries = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, donor.user.id));
    expect(donorEntries.filter((e) => e.subjectType === 'account')).toEqual([]);
  });

  it('refuses a new password equal to the current one, or too short', async () => {
    const { cookie, user } = await signIn(t.app, t.db);
    const same = await call(
      'POST',
      '/api/users/me/password',
      { currentPassword: user.password, newPassword: user.password },
      cookie,
    );
    expect(same.json().fieldErrors.newPassword).toEqual([m.newPasswordSame]);
    const short = await call(
      'POST',
      '/api/users/me/password',
      { currentPassword: user.password, newPassword: '123' },
      cookie,
    );
    expect(short.json().fieldErrors.newPassword).toEqual(['Password must be at least 6 characters']);
  });
});

describe('forgot and reset password', () => {
  const forgot = (email: string, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });
  const reset = (token: string, password: string) => call('POST', '/api/auth/reset-password', { token, password });

  it('answers the same for an address with and without an account, and mails only the account', async () => {
    const user = await makeUser(t.db);
    const known = await forgot(user.email.toUpperCase());
    const unknownAddress = `${unique('nobody')}@example.com`;
    const unknown = await forgot(unknownAddress);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ message: m.resetRequested });
    expect((await lastMail(user.email, '/reset-password')).token).toBeDefined();
    expect((await lastMail(unknownAddress, '/reset-password')).mail).toBeUndefined();
  });

  it('resets the password once with the e-mailed link, signs out everywhere, and verifies the address', async () => {
    const user = await makeUser(t.db);
    const session = cookieOf(await login(user.email, user.password));
    await forgot(user.email);
    const { token } = await lastMail(user.email, '/reset-password');
    const res = await reset(token!, 'brand-new-secret');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: m.passwordReset });
    const notice = (await lastMail(user.email, '')).mail!;
    expect(notice.subject).toBe('Your password was reset (Causeway)');
    expect(notice.textBody).toContain('every device was signed out');
    expect((await call('GET', '/api/auth/me', undefined, session)).json()).toBeNull();
    expect((await login(user.email, 'brand-new-secret')).json()).toMatchObject({ emailVerified: true });

    const again = await reset(token!, 'another-secret-1');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(m.resetLinkInvalid);
    expect((await login(user.email, 'another-secret-1')).statusCode).toBe(401);
  });

  it('refuses an expired link, a made-up one, and a link sent before the address changed', async () => {
    const user = await makeUser(t.db);
    await forgot(user.email);
    const { token } = await lastMail(user.email, '/reset-password');
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'password_reset')));
    expect((await reset(token!, 'brand-new-secret')).json().message).toBe(m.resetLinkInvalid);
    expect((await reset('x'.repeat(43), 'brand-new-secret')).statusCode).toBe(400);

    await forgot(user.email);
    const fresh = (await lastMail(user.email, '/reset-password')).token!;
    await t.db
      .update(users)
      .set({ email: `${unique('moved')}@example.com` })
      .where(eq(users.id, user.id));
    expect((await reset(fresh, 'brand-new-secret')).json().message).toBe(m.resetLinkInvalid);
  });

  it('rate-limits requests per address, whether or not it has an account', async () => {
    const address = `${unique('flood')}@example.com`;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await forgot(address, `10.1.0.${i}`)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('validates the e-mail and the new password', async () => {
    const bad = await forgot('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Please enter a valid email address');
    const short = await reset('y'.repeat(43), '123');
    expect(short.json().fieldErrors.password).toEqual(['Password must be at least 6 characters']);
  });
});

describe('e-mail verification', () => {
  const register = (email: string) =>
    call('POST', '/api/auth/register', { email, username: unique('reg'), password: 'long-enough-pw' });

  it('sends a link at registration; guest gifts with the address join the history only once it is verified', async () => {
    const email = `${unique('ada')}@example.com`;
    const c = await makeCampaign(t.db);
    await donate(t.app, { campaignId: c.id, amount: 2_000, ...guest, guestEmail: email.toUpperCase() });
    await donate(
      t.app,
      { campaignId: c.id, amount: 3_000, interval: 'monthly', ...guest, guestEmail: email },
      { recurring: true },
    );
    const res = await register(email);
    const cookie = cookieOf(res);
    expect(res.json().emailVerified).toBe(false);

    // Before verification, nothing of the guest's is shown: anyone can register any address.
    expect((await call('GET', '/api/users/me/donations', undefined, cookie)).json().total).toBe(0);
    await donate(t.app, { campaignId: c.id, amount: 500 }, { cookie });
    expect((await t.db.select().from(campaigns).where(eq(campaigns.id, c.id)))[0]!.donorCount).toBe(2);

    const { token } = await lastMail(email, '/verify-email');
    const verified = await call('POST', '/api/auth/verify-email', { token });
    expect(verified.json()).toEqual({ message: m.emailVerified, linkedDonations: 2 });
    const history = (await call('GET', '/api/users/me/donations', undefined, cookie)).json();
    expect(history.total).toBe(3);
    expect((await call('GET', '/api/stats/donor', undefined, cookie)).json()).toEqual({
      totalDonated: 5_500,
      currency: 'usd',
      totals: [{ currency: 'usd', total: 5_500, count: 3 }],
      activeDonations: 1,
      campaignsSupported: 1,
    });
    expect((await call('GET', '/api/recurring-donations/user', undefined, cookie)).json()).toHaveLength(1);
    // The guest and the account are one donor now.
    expect((await t.db.select().from(campaigns).where(eq(campaigns.id, c.id)))[0]!.donorCount).toBe(1);
    expect((await call('GET', '/api/auth/me', undefined, cookie)).json().emailVerified).toBe(true);

    const reused = await call('POST', '/api/auth/verify-email', { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(m.verifyLinkInvalid);
  });

  it('does not link another address’s guest gifts', async () => {
    const email = `${unique('bo')}@example.com`;
    const c = await makeCampaign(t.db);
    await donate(t.app, { campaignId: c.id, amount: 2_000, ...guest, guestEmail: `x${email}` });
    await register(email);
    const { token } = await lastMail(email, '/verify-email');
    expect((await call('POST', '/api/auth/verify-email', { token })).json().linkedDonations).toBe(0);
    const [left] = await t.db
      .select()
      .from(donations)
      .where(eq(donations.guestEmail, `x${email}`));
    expect(left!.userId).toBeNull();
    const [gift] = await t.db
      .select()
      .from(recurringDonations)
      .where(eq(recurringDonations.guestEmail, `x${email}`));
    expect(gift).toBeUndefined();
  });

  it('resends the link while unverified; says so once verified; needs a session', async () => {
    const email = `${unique('cy')}@example.com`;
    const cookie = cookieOf(await register(email));
    const first = (await lastMail(email, '/verify-email')).token;
    const resent = await call('POST', '/api/auth/resend-verification', undefined, cookie);
    expect(resent.json()).toEqual({ message: m.verificationSent });
    const second = (await lastMail(email, '/verify-email')).token;
    expect(second).not.toBe(first);
    await call('POST', '/api/auth/verify-email', { token: second });
    expect((await call('POST', '/api/auth/resend-verification', undefined, cookie)).json()).toEqual({
      message: m.alreadyVerified,
    });
    expect((await call('POST', '/api/auth/resend-verification')).statusCode).toBe(401);
  });
});
