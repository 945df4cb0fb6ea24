import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityMessages as m } from '@causeway/contracts';
import { auditLog } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signIn, type MadeUser } from '../../test/factories';
import { saveSecuritySettings } from './settings.service';

/** Settings → Security (issue 27): the administrators' two-factor requirement and the session lifetimes. */
let t: TestApp;
let admin: { user: MadeUser; cookie: string };
let donor: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, t.db, 'admin');
  donor = (await signIn(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const getSecurity = async (cookie = admin.cookie) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().security;
};
const putSettings = (payload: object, cookie: string | null = admin.cookie) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    payload,
    headers: cookie ? { cookie } : {},
    remoteAddress: '198.51.100.4',
  });
const securityAudit = () =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'settings'), eq(auditLog.action, 'settings.security_changed')))
    .orderBy(desc(auditLog.id));

describe('the Security tab', () => {
  it('starts from the defaults of an installation upgraded with accounts: no requirement, 30 and 90 days', async () => {
    expect(await getSecurity()).toEqual({ requireAdminTwoFactor: false, sessionIdleDays: 30, sessionMaxDays: 90 });
  });

  it('saves the session lifetimes and reads them back, filling in the defaults of days not given', async () => {
    const saved = await putSettings({
      security: { requireAdminTwoFactor: false, sessionIdleDays: 14, sessionMaxDays: 60 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().security).toEqual({ requireAdminTwoFactor: false, sessionIdleDays: 14, sessionMaxDays: 60 });
    expect(await getSecurity()).toEqual({ requireAdminTwoFactor: false, sessionIdleDays: 14, sessionMaxDays: 60 });

    await putSettings({ security: { requireAdminTwoFactor: false } });
    expect(await getSecurity()).toEqual({ requireAdminTwoFactor: false, sessionIdleDays: 30, sessionMaxDays: 90 });
  });

  it.each([
    ['sessionIdleDays', 0],
    ['sessionIdleDays', 366],
    ['sessionMaxDays', 400],
    ['sessionIdleDays', 1.5],
    ['sessionMaxDays', '90'],
  ])('refuses %s %j: days from 1 to 365', async (field, days) => {
    const security = { requireAdminTwoFactor: false, sessionIdleDays: 30, sessionMaxDays: 90, [field]: days };
    const res = await putSettings({ security });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: m.sessionDaysRange,
      fieldErrors: { [`security.${field}`]: [m.sessionDaysRange] },
    });
  });

  it('refuses a longest life shorter than the idle time-out, and saves one equal to it', async () => {
    const res = await putSettings({
      security: { requireAdminTwoFactor: false, sessionIdleDays: 30, sessionMaxDays: 29 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: m.sessionMaxBelowIdle,
      fieldErrors: { 'security.sessionMaxDays': [m.sessionMaxBelowIdle] },
    });
    expect(await getSecurity()).toMatchObject({ sessionIdleDays: 30, sessionMaxDays: 90 });
    const equal = await putSettings({
      security: { requireAdminTwoFactor: false, sessionIdleDays: 30, sessionMaxDays: 30 },
    });
    expect(equal.statusCode).toBe(200);
    await putSettings({ security: { requireAdminTwoFactor: false } });
  });

  it('refuses a donor (403) and a visitor (401), and stores nothing for them', async () => {
    const security = { requireAdminTwoFactor: false, sessionIdleDays: 2, sessionMaxDays: 2 };
    expect((await putSettings({ security }, donor)).statusCode).toBe(403);
    expect((await putSettings({ security }, null)).statusCode).toBe(401);
    expect(await getSecurity()).toMatchObject({ sessionIdleDays: 30, sessionMaxDays: 90 });
  });
});

describe('the audit log of the Security tab', () => {
  it('records who changed it, from where, and the values before and after', async () => {
    const count = (await securityAudit()).length;
    await putSettings({ security: { requireAdminTwoFactor: false, sessionIdleDays: 20, sessionMaxDays: 90 } });
    const [entry, ...older] = await securityAudit();
    expect(older).toHaveLength(count);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      subjectType: 'settings',
      subjectId: null,
      ip: '198.51.100.4',
      before: { requireAdminTwoFactor: false, sessionIdleDays: 30, sessionMaxDays: 90 },
      after: { requireAdminTwoFactor: false, sessionIdleDays: 20, sessionMaxDays: 90 },
    });
    await putSettings({ security: { requireAdminTwoFactor: false } });
  });

  it('records nothing when the tab is saved unchanged, or when only another tab is saved', async () => {
    const count = (await securityAudit()).length;
    await putSettings({ security: { requireAdminTwoFactor: false, sessionIdleDays: 30, sessionMaxDays: 90 } });
    await putSettings({ payment: { offerFeeCoverage: true, feeCoverageDefault: false } });
    expect(await securityAudit()).toHaveLength(count);
  });
});

describe('turning the requirement on', () => {
  it('refuses the administrator who did it, signed in with a password alone, from the next request on', async () => {
    try {
      const saved = await putSettings({ security: { requireAdminTwoFactor: true } });
      expect(saved.json().security.requireAdminTwoFactor).toBe(true);
      expect((await securityAudit())[0]!.after).toMatchObject({ requireAdminTwoFactor: true });
      const next = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin.cookie } });
      expect(next.statusCode).toBe(403);
      expect(next.json().message).toBe(m.adminTwoFactorRequired);
    } finally {
      await saveSecuritySettings(t.db, { requireAdminTwoFactor: false });
    }
  });
});
