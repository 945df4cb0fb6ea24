import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDonor } from '@causeway/contracts';
import { recurringDonations } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeCampaign, makeDonation, makeUser, signIn } from '../../test/factories';
import { sortWeight } from '../../db/currency-weight';

// Issue 26: a donor's totals per currency, never added up; the list's order stays defined across currencies.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, t.db, 'admin')).cookie;
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('sortWeight', () => {
  it('weighs a minor unit at the currency table’s scale, in US cents', () => {
    expect(['usd', 'eur', 'gbp', 'jpy'].map(sortWeight)).toEqual([1, 1, 1, 1]);
    expect(['sek', 'krw', 'brl', 'mxn', 'inr'].map(sortWeight)).toEqual([0.1, 0.1, 0.2, 0.05, 0.01]);
  });
});

describe('donors who gave in several currencies', () => {
  let twoCurrencies: number;
  beforeAll(async () => {
    const usd = await makeCampaign(t.db);
    const eur = await makeCampaign(t.db, { currency: 'eur' });
    const jpy = await makeCampaign(t.db, { currency: 'jpy' });
    const sek = await makeCampaign(t.db, { currency: 'sek' });
    const gift = (campaign: { id: number; currency: string }, amount: number, more: object) =>
      makeDonation(t.db, { campaignId: campaign.id, currency: campaign.currency, amount, ...more });

    twoCurrencies = (await makeUser(t.db, { username: 'mixed' })).id;
    await t.db.insert(recurringDonations).values({
      userId: twoCurrencies,
      campaignId: jpy.id,
      currency: 'jpy',
      amount: 1_000,
      interval: 'monthly',
      provider: 'sandbox',
    });
    await gift(eur, 2_550, { userId: twoCurrencies });
    await gift(jpy, 5_000, { userId: twoCurrencies });
    await gift(jpy, 3_000, { userId: twoCurrencies, refundedAmount: 1_000 });
    // $80: less than €25.50 and ¥7,000 weighed together (2,550 + 7,000), more than any of them alone.
    await gift(usd, 8_000, { guestEmail: 'dollars@example.com' });
    // ¥100,000 weighs as $1,000: a top donor.
    await gift(jpy, 100_000, { guestEmail: 'yen@example.com' });
    // kr 500 weighs as $50.
    await gift(sek, 50_000, { guestEmail: 'kronor@example.com' });
  });

  it('lists each currency’s total on its own, in the currency table’s order', async () => {
    const page = await get('/api/admin/donors');
    const mixed = page.items.find((d: AdminDonor) => d.key === `u${twoCurrencies}`);
    expect(mixed).toMatchObject({
      donationCount: 3,
      recurringCount: 1,
      totals: [
        { currency: 'eur', total: 2_550 },
        { currency: 'jpy', total: 7_000 },
      ],
    });
    expect(page.items.find((d: AdminDonor) => d.key === 'gkronor@example.com').totals).toEqual([
      { currency: 'sek', total: 50_000 },
    ]);
  });

  it('orders by the weighed total and finds the top donors by it', async () => {
    const page = await get('/api/admin/donors');
    expect(page.items.map((d: AdminDonor) => [d.key, d.totalDonated])).toEqual([
      ['gyen@example.com', 100_000],
      [`u${twoCurrencies}`, 9_550],
      ['gdollars@example.com', 8_000],
      ['gkronor@example.com', 5_000],
    ]);
    const top = await get('/api/admin/donors?filter=top');
    expect(top.items.map((d: AdminDonor) => d.key)).toEqual(['gyen@example.com']);
  });

  it('shows the donor’s totals, gifts and recurring gifts in their own currencies', async () => {
    const detail = await get(`/api/admin/donors/u${twoCurrencies}`);
    expect(detail.donor.totals).toEqual([
      { currency: 'eur', total: 2_550 },
      { currency: 'jpy', total: 7_000 },
    ]);
    expect(detail.donations.map((d: { amount: number; currency: string }) => [d.currency, d.amount])).toEqual(
      expect.arrayContaining([
        ['eur', 2_550],
        ['jpy', 5_000],
        ['jpy', 3_000],
      ]),
    );
    expect(detail.recurringDonations).toEqual([expect.objectContaining({ amount: 1_000, currency: 'jpy' })]);
  });
});
