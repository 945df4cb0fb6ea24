import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache } from '../../lib/read-cache';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeCampaign, makeDonation, makeUser } from '../../test/factories';
import { saveOrganizationSettings } from '../settings/settings.service';

let t: TestApp;
const readCache = new ReadCache(60_000);
beforeAll(async () => {
  t = await buildTestApp({ readCache });
});
afterAll(() => t.close());

describe('GET /api/stats', () => {
  it('answers zeros on an empty database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stats' });
    expect(res.json()).toEqual({
      totalRaised: 0,
      successfulCampaigns: 0,
      totalDonors: 0,
      avgDonation: 0,
      currency: 'usd',
      otherCurrencies: [],
    });
  });

  it('counts succeeded donations only, distinct donors, and campaigns that reached their goal', async () => {
    const reached = await makeCampaign(t.db, { goal: 10_000 });
    const short = await makeCampaign(t.db, { goal: 100_000 });
    const donor = await makeUser(t.db);
    await makeDonation(t.db, { campaignId: reached.id, amount: 6_000, userId: donor.id });
    await makeDonation(t.db, { campaignId: reached.id, amount: 4_000, guestEmail: 'a@example.com' });
    await makeDonation(t.db, { campaignId: short.id, amount: 2_001, userId: donor.id });
    await makeDonation(t.db, { campaignId: short.id, amount: 50_000, status: 'failed' });
    await makeDonation(t.db, { campaignId: short.id, amount: 50_000, status: 'refunded' });
    const cached = await t.app.inject({ method: 'GET', url: '/api/stats' });
    expect(cached.json().totalRaised).toBe(0);
    readCache.invalidate();
    const res = await t.app.inject({ method: 'GET', url: '/api/stats' });
    expect(res.json()).toEqual({
      totalRaised: 12_001,
      successfulCampaigns: 1,
      totalDonors: 2,
      avgDonation: 4_000,
      currency: 'usd',
      otherCurrencies: [],
    });
  });

  it('adds up each currency on its own: the default one as Total Raised, the others listed, never summed', async () => {
    const euros = await makeCampaign(t.db, { currency: 'eur', goal: 1_000_000 });
    const yen = await makeCampaign(t.db, { currency: 'jpy', goal: 10_000_000 });
    const donor = await makeUser(t.db);
    await makeDonation(t.db, { campaignId: euros.id, currency: 'eur', amount: 2_550, userId: donor.id });
    await makeDonation(t.db, { campaignId: euros.id, currency: 'eur', amount: 1_000 });
    await makeDonation(t.db, { campaignId: euros.id, currency: 'eur', amount: 9_000, status: 'failed' });
    await makeDonation(t.db, { campaignId: yen.id, currency: 'jpy', amount: 500_000 });
    await makeDonation(t.db, { campaignId: yen.id, currency: 'jpy', amount: 700 });
    readCache.invalidate();
    const inDollars = (await t.app.inject({ method: 'GET', url: '/api/stats' })).json();
    // The US-dollar figures of the test above, untouched by ¥500,700 and €35.50; donors counted across currencies.
    expect(inDollars).toMatchObject({ totalRaised: 12_001, avgDonation: 4_000, currency: 'usd', totalDonors: 6 });
    // In the currency table's order (euros before yen), not by raw totals, which do not compare across currencies.
    expect(inDollars.otherCurrencies).toEqual([
      { currency: 'eur', totalRaised: 3_550 },
      { currency: 'jpy', totalRaised: 500_700 },
    ]);

    await saveOrganizationSettings(t.db, { defaultCurrency: 'eur' });
    readCache.invalidate();
    const inEuros = (await t.app.inject({ method: 'GET', url: '/api/stats' })).json();
    expect(inEuros).toMatchObject({ totalRaised: 3_550, avgDonation: 1_775, currency: 'eur' });
    expect(inEuros.otherCurrencies).toEqual([
      { currency: 'usd', totalRaised: 12_001 },
      { currency: 'jpy', totalRaised: 500_700 },
    ]);

    await saveOrganizationSettings(t.db, { defaultCurrency: 'gbp' });
    readCache.invalidate();
    const nothingInPounds = (await t.app.inject({ method: 'GET', url: '/api/stats' })).json();
    expect(nothingInPounds).toMatchObject({ totalRaised: 0, avgDonation: 0, currency: 'gbp' });
    expect(nothingInPounds.otherCurrencies.map((row: { currency: string }) => row.currency)).toEqual([
      'usd',
      'eur',
      'jpy',
    ]);
    await saveOrganizationSettings(t.db, { defaultCurrency: 'usd' });
  });
});
