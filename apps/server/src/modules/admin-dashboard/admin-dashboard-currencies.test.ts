import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeCampaign, makeDonation, signIn } from '../../test/factories';
import { saveOrganizationSettings } from '../settings/settings.service';

// Issue 26: the overview's money figures per currency, the organization's default as the headline, never a sum.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, t.db, 'admin')).cookie;
});
afterAll(() => t.close());

const NOW = new Date();
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const thisMonth = NOW.toISOString().slice(0, 7);

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** A succeeded gift in the campaign's currency, `days` ago (this month, in the current 30-day window, by default). */
const gift = (campaign: { id: number; currency: string }, amount: number, days = 0) =>
  makeDonation(t.db, {
    campaignId: campaign.id,
    currency: campaign.currency,
    amount,
    createdAt: daysAgo(days),
    succeededAt: daysAgo(days),
  });

describe('overview figures in more than one currency', () => {
  it('answers US dollars alone with no other currency', async () => {
    const usd = await makeCampaign(t.db, { status: 'active' });
    await gift(usd, 10_000);
    const stats = await get('/api/admin/dashboard/stats');
    expect(stats).toMatchObject({ totalRaised: 10_000, averageDonation: 10_000, currency: 'usd', otherCurrencies: [] });
  });

  it('heads with the default currency and lists the others beside it, each on its own', async () => {
    const usd = await makeCampaign(t.db, { status: 'active' });
    await gift(usd, 20_000, 40); // in the earlier 30-day window
    const eur = await makeCampaign(t.db, { status: 'active', currency: 'eur' });
    await gift(eur, 100_000);
    await gift(eur, 20_000);
    const jpy = await makeCampaign(t.db, { status: 'active', currency: 'jpy' });
    await gift(jpy, 5_000);
    // A campaign in pounds that has raised nothing yet is not listed.
    await makeCampaign(t.db, { status: 'active', currency: 'gbp' });

    const stats = await get('/api/admin/dashboard/stats');
    expect(stats).toMatchObject({
      currency: 'usd',
      // $100 + $200 in US dollars only: the euros and yen are not added in.
      totalRaised: 30_000,
      averageDonation: 15_000,
      otherCurrencies: [
        { currency: 'eur', totalRaised: 120_000, averageDonation: 60_000 },
        { currency: 'jpy', totalRaised: 5_000, averageDonation: 5_000 },
      ],
    });
    // The money growth compares US dollars only: $100 now against $200 before.
    expect(stats.monthlyGrowth.totalRaised).toBe(-50);
    const monthly = await get('/api/admin/dashboard/monthly');
    expect(monthly.find((m: { month: string }) => m.month === thisMonth).amount).toBe(10_000);
  });

  it('heads with euros once euros are the default, US dollars among the others', async () => {
    await saveOrganizationSettings(t.db, { defaultCurrency: 'eur' });
    const stats = await get('/api/admin/dashboard/stats');
    expect(stats).toMatchObject({
      currency: 'eur',
      totalRaised: 120_000,
      averageDonation: 60_000,
      monthlyGrowth: { totalRaised: null },
      otherCurrencies: [
        { currency: 'usd', totalRaised: 30_000, averageDonation: 15_000 },
        { currency: 'jpy', totalRaised: 5_000, averageDonation: 5_000 },
      ],
    });
    const monthly = await get('/api/admin/dashboard/monthly');
    expect(monthly.find((m: { month: string }) => m.month === thisMonth).amount).toBe(120_000);
    expect(monthly.reduce((sum: number, m: { amount: number }) => sum + m.amount, 0)).toBe(120_000);
  });
});
