import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeCampaign, makeDonation, signIn } from '../../test/factories';
import { es } from '../../test/spanish';
import { donorExportMessages as e } from '../../i18n/mail-words';
import { EXPORT_HEADER } from './donation-export';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const exportCsv = (cookie?: string, language?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/users/me/donations/export',
    headers: { ...(cookie ? { cookie } : {}), ...(language ? { 'accept-language': language } : {}) },
  });

describe('GET /api/users/me/donations/export', () => {
  it('downloads every donation of the donor as CSV with a BOM, quoting titles that need it', async () => {
    const { cookie, user } = await signIn(t.app, t.db);
    const other = await signIn(t.app, t.db);
    const tricky = await makeCampaign(t.db, { title: 'Food, "Water" &\nShelter' });
    const formula = await makeCampaign(t.db, { title: '=cmd|calc' });
    await makeDonation(t.db, {
      campaignId: tricky.id,
      userId: user.id,
      amount: 2_500,
      feeAmount: 105,
      refundedAmount: 500,
      createdAt: new Date('2025-03-04T10:00:00Z'),
      succeededAt: new Date('2025-03-04T10:00:05Z'),
      receiptNumber: 1001,
    });
    await makeDonation(t.db, {
      campaignId: formula.id,
      userId: user.id,
      amount: 1_000,
      status: 'failed',
      donationType: 'recurring',
      interval: 'quarterly',
      createdAt: new Date('2025-05-06T10:00:00Z'),
    });
    await makeDonation(t.db, { campaignId: tricky.id, userId: other.user.id, amount: 77_700 });

    const res = await exportCsv(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="causeway-donations-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.slice(1)).toBe(
      [
        'Date,Campaign,Amount,Fee covered,Refunded,Currency,Type,Status,Receipt number',
        "2025-05-06,'=cmd|calc,10.00,0.00,0.00,USD,Recurring (Every 3 months),Failed,",
        '2025-03-04,"Food, ""Water"" &\nShelter",25.00,1.05,5.00,USD,One-time,Succeeded,1001',
        '',
      ].join('\r\n'),
    );
  });

  it('writes each gift in its own currency: yen whole, euros with cents, the code in the Currency column', async () => {
    const { cookie, user } = await signIn(t.app, t.db);
    const yen = await makeCampaign(t.db, { title: 'Yen', currency: 'jpy', goal: 1_000_000 });
    const euro = await makeCampaign(t.db, { title: 'Euro', currency: 'eur' });
    const day = (d: string) => ({ createdAt: new Date(d), succeededAt: new Date(d) });
    await makeDonation(t.db, {
      campaignId: yen.id,
      userId: user.id,
      amount: 2_500,
      currency: 'jpy',
      ...day('2025-01-02T10:00:00Z'),
    });
    await makeDonation(t.db, {
      campaignId: euro.id,
      userId: user.id,
      amount: 2_550,
      feeAmount: 64,
      refundedAmount: 1_000,
      currency: 'eur',
      ...day('2025-01-03T10:00:00Z'),
    });
    expect((await exportCsv(cookie)).body.slice(1).split('\r\n').slice(1)).toEqual([
      '2025-01-03,Euro,25.50,0.64,10.00,EUR,One-time,Succeeded,',
      // ¥2,500 is 2500: yen have no minor unit, nothing is divided by 100.
      '2025-01-02,Yen,2500,0,0,JPY,One-time,Succeeded,',
      '',
    ]);
  });

  it('gives a donor without donations just the header, and a visitor a 401', async () => {
    const { cookie } = await signIn(t.app, t.db);
    expect((await exportCsv(cookie)).body).toBe(
      '\uFEFFDate,Campaign,Amount,Fee covered,Refunded,Currency,Type,Status,Receipt number\r\n',
    );
    expect((await exportCsv()).statusCode).toBe(401);
  });

  it('says its columns, types and statuses in the language it is asked in; figures stay machine-readable', async () => {
    const { cookie, user } = await signIn(t.app, t.db);
    const euro = await makeCampaign(t.db, { title: 'Pozos', currency: 'eur' });
    const day = { createdAt: new Date('2025-02-03T10:00:00Z'), succeededAt: new Date('2025-02-03T10:00:00Z') };
    await makeDonation(t.db, { campaignId: euro.id, userId: user.id, amount: 2_550, currency: 'eur', ...day });
    await makeDonation(t.db, {
      campaignId: euro.id,
      userId: user.id,
      amount: 1_000,
      currency: 'eur',
      donationType: 'recurring',
      interval: 'monthly',
      ...day,
    });
    const res = await exportCsv(cookie, 'es');
    expect(res.headers.vary).toContain('Accept-Language');
    const [header, ...rows] = res.body.slice(1).split('\r\n');
    expect(header).toBe(EXPORT_HEADER.map((column) => es(column)).join(','));
    expect(rows).toContain(`2025-02-03,Pozos,25.50,0.00,0.00,EUR,${es(e.oneTime)},${es(e.succeeded)},`);
    expect(rows).toContain(
      `2025-02-03,Pozos,10.00,0.00,0.00,EUR,${es(e.recurringEvery, { interval: es('Monthly') })},${es(e.succeeded)},`,
    );
  });
});
