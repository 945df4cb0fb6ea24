import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeCampaign, makeDonation, signIn } from '../../test/factories';
import { saveOrganizationSettings } from '../settings/settings.service';
import { buildAnnualStatement } from './statements.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const at = (iso: string) => new Date(iso);

/** A donor with gifts in 2024 and 2025, some that must not count, and another donor's gift in 2025. */
async function donorWithYears() {
  const donor = await signIn(t.app, t.db);
  const other = await signIn(t.app, t.db);
  const c = await makeCampaign(t.db, { title: 'Wells for Wajir' });
  const gift = (amount: number, paid: string, extra: Parameters<typeof makeDonation>[1] | object = {}) =>
    makeDonation(t.db, {
      campaignId: c.id,
      userId: donor.user.id,
      amount,
      createdAt: at(paid),
      succeededAt: at(paid),
      receiptNumber: Math.floor(Math.random() * 1e9),
      ...extra,
    });
  await gift(2_500, '2024-12-31T23:59:59Z');
  await gift(1_000, '2025-01-01T00:00:00Z');
  await gift(4_000, '2025-06-15T12:00:00Z', { feeAmount: 150 });
  await gift(9_900, '2025-07-01T12:00:00Z', { status: 'refunded' });
  await gift(5_000, '2025-08-01T12:00:00Z', { status: 'failed', succeededAt: null });
  await gift(7_700, '2026-01-01T00:00:00Z');
  await makeDonation(t.db, { campaignId: c.id, userId: other.user.id, amount: 50_000, succeededAt: at('2025-03-03') });
  return { ...donor, other };
}

describe('annual statements', () => {
  it('lists the years with succeeded gifts, newest first, and only the caller’s', async () => {
    const { cookie } = await donorWithYears();
    expect((await get('/api/users/me/statements', cookie)).json()).toEqual({ years: [2026, 2025, 2024] });
    const fresh = await signIn(t.app, t.db);
    expect((await get('/api/users/me/statements', fresh.cookie)).json()).toEqual({ years: [] });
    expect((await get('/api/users/me/statements')).statusCode).toBe(401);
  });

  it('totals every succeeded gift of the UTC calendar year, covered fees apart, refunds and failures left out', async () => {
    const { user: made } = await donorWithYears();
    const [user] = await t.db.select().from(users).where(eq(users.id, made.id));
    const s = await buildAnnualStatement(t.db, user!, 2025);
    expect(s.gifts.map((g) => g.amount)).toEqual([1_000, 4_000]);
    expect(s).toMatchObject({
      year: 2025,
      sections: [{ currency: 'usd', totalGifts: 5_000, totalFees: 150, total: 5_150 }],
    });
    expect((await buildAnnualStatement(t.db, user!, 2024)).sections).toMatchObject([{ total: 2_500 }]);
  });

  it('downloads the statement as causeway-statement-{year}.pdf', async () => {
    const { cookie } = await donorWithYears();
    await saveOrganizationSettings(t.db, { name: 'Helping Hands', taxId: '12-3456789' });
    const res = await get('/api/users/me/statements/2025', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="causeway-statement-2025.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 with a message for a year without gifts, and 400 for a year that is not one', async () => {
    const { cookie } = await donorWithYears();
    const empty = await get('/api/users/me/statements/2019', cookie);
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe('You have no completed donations in 2019.');
    for (const year of ['20x5', '1999', '12345']) {
      const bad = await get(`/api/users/me/statements/${year}`, cookie);
      expect(bad.statusCode, year).toBe(400);
      expect(bad.json().message).toContain('Please choose a valid year.');
    }
  });
});
