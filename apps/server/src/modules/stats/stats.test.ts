import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache } from '../../lib/read-cache';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeCampaign, makeDonation, makeUser } from '../../test/factories';

let t: TestApp;
const readCache = new ReadCache(60_000);
beforeAll(async () => {
  t = await buildTestApp({ readCache });
});
afterAll(() => t.close());

describe('GET /api/stats', () => {
  it('answers zeros on an empty database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stats' });
    expect(res.json()).toEqual({ totalRaised: 0, successfulCampaigns: 0, totalDonors: 0, avgDonation: 0 });
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
    });
  });
});
