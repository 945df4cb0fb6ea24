import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyBounds, donationMessages as m } from '@causeway/contracts';
import { recurringDonations } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { donate } from '../../test/donate';
import { makeCampaign, makeOrganization, signIn } from '../../test/factories';
import { saveOrganizationSettings } from '../settings/settings.service';

// Issue 26: the donor area shows each gift in its own currency; recurring gifts keep theirs, and a new amount is
// bounded in it (the manage link's side: recurring-manage/recurring-manage-currency.test.ts).
let t: TestApp;
let organizationId: number;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
  organizationId = (await makeOrganization(t.db)).id;
});
afterAll(() => t.close());

const campaignIn = (currency: string) => makeCampaign(t.db, { organizationId, currency, goal: 100_000_000 });
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const put = (url: string, amount: number, cookie: string) =>
  t.app.inject({ method: 'PUT', url, payload: { amount }, headers: { cookie } });

/** A signed-in donor's monthly gift on a campaign in `currency`. */
async function monthlyIn(currency: string, amount: number) {
  const donor = await signIn(t.app, t.db);
  const campaign = await campaignIn(currency);
  await donate(
    t.app,
    { campaignId: campaign.id, amount, interval: 'monthly' },
    { cookie: donor.cookie, recurring: true },
  );
  const [gift] = await t.db.select().from(recurringDonations).where(eq(recurringDonations.userId, donor.user.id));
  return { ...donor, gift: gift! };
}

describe('the donor’s totals per currency', () => {
  it('a donor who gave in US dollars and euros has two totals, never one sum', async () => {
    const { cookie } = await signIn(t.app, t.db);
    const usd = await campaignIn('usd');
    const euro = await campaignIn('eur');
    const yen = await campaignIn('jpy');
    await donate(t.app, { campaignId: euro.id, amount: 2_550 }, { cookie });
    await donate(t.app, { campaignId: euro.id, amount: 1_000 }, { cookie });
    await donate(t.app, { campaignId: yen.id, amount: 5_000 }, { cookie });
    await donate(t.app, { campaignId: usd.id, amount: 1_000 }, { cookie });
    // A declined gift counts nowhere.
    await donate(t.app, { campaignId: euro.id, amount: 9_900 }, { cookie, card: '4000000000000002' });

    expect((await get('/api/stats/donor', cookie)).json()).toEqual({
      // The site's default currency (US dollars) first though euros have more gifts, then the currency table's order.
      totalDonated: 1_000,
      currency: 'usd',
      totals: [
        { currency: 'usd', total: 1_000, count: 1 },
        { currency: 'eur', total: 3_550, count: 2 },
        { currency: 'jpy', total: 5_000, count: 1 },
      ],
      activeDonations: 0,
      campaignsSupported: 3,
    });
  });

  it('follows the organization’s default currency: euros first on a euro site', async () => {
    const { cookie } = await signIn(t.app, t.db);
    await donate(t.app, { campaignId: (await campaignIn('usd')).id, amount: 1_000 }, { cookie });
    await donate(t.app, { campaignId: (await campaignIn('usd')).id, amount: 2_000 }, { cookie });
    await donate(t.app, { campaignId: (await campaignIn('eur')).id, amount: 500 }, { cookie });
    await saveOrganizationSettings(t.db, { defaultCurrency: 'eur' });
    try {
      const stats = (await get('/api/stats/donor', cookie)).json();
      expect(stats).toMatchObject({ totalDonated: 500, currency: 'eur' });
      expect(stats.totals.map((x: { currency: string }) => x.currency)).toEqual(['eur', 'usd']);
    } finally {
      await saveOrganizationSettings(t.db, { defaultCurrency: 'usd' });
    }
  });

  it('without the default currency: the currency table’s order, as the annual statement', async () => {
    const { cookie } = await signIn(t.app, t.db);
    const yen = await campaignIn('jpy');
    const pound = await campaignIn('gbp');
    const canadian = await campaignIn('cad');
    await donate(t.app, { campaignId: canadian.id, amount: 1_200 }, { cookie });
    await donate(t.app, { campaignId: pound.id, amount: 700 }, { cookie });
    await donate(t.app, { campaignId: yen.id, amount: 2_500 }, { cookie });
    await donate(t.app, { campaignId: yen.id, amount: 1_500 }, { cookie });
    const stats = (await get('/api/stats/donor', cookie)).json();
    expect(stats).toMatchObject({ totalDonated: 700, currency: 'gbp' });
    // Neither by number of gifts nor by code: GBP, CAD, JPY as the table lists them.
    expect(stats.totals).toEqual([
      { currency: 'gbp', total: 700, count: 1 },
      { currency: 'cad', total: 1_200, count: 1 },
      { currency: 'jpy', total: 4_000, count: 2 },
    ]);
  });

  it('a donor without gifts reads zero in the default currency', async () => {
    const { cookie } = await signIn(t.app, t.db);
    expect((await get('/api/stats/donor', cookie)).json()).toEqual({
      totalDonated: 0,
      currency: 'usd',
      totals: [],
      activeDonations: 0,
      campaignsSupported: 0,
    });
  });
});

describe('the donor’s history in each gift’s currency', () => {
  it('pages and lists a yen gift and a euro gift with their currency, amounts untouched', async () => {
    const { cookie } = await signIn(t.app, t.db);
    const yen = await campaignIn('jpy');
    const euro = await campaignIn('eur');
    const usd = await campaignIn('usd');
    await donate(t.app, { campaignId: usd.id, amount: 1_000 }, { cookie });
    await donate(t.app, { campaignId: yen.id, amount: 2_500 }, { cookie });
    await donate(t.app, { campaignId: euro.id, amount: 2_550 }, { cookie });

    const page = (await get('/api/users/me/donations', cookie)).json();
    expect(page.items.map((d: { amount: number; currency: string }) => [d.currency, d.amount])).toEqual([
      ['eur', 2_550],
      ['jpy', 2_500],
      ['usd', 1_000],
    ]);
    const recent = (await get('/api/donations/user', cookie)).json();
    expect(recent.map((d: { currency: string }) => d.currency)).toEqual(['eur', 'jpy', 'usd']);
  });
});

describe('recurring gifts keep their currency', () => {
  it('lists a yen gift in yen, and bounds its new amount in yen (¥100 to ¥10,000,000)', async () => {
    const { cookie, gift } = await monthlyIn('jpy', 3_000);
    const list = (await get('/api/recurring-donations/user', cookie)).json();
    expect(list).toEqual([expect.objectContaining({ id: gift.id, amount: 3_000, currency: 'jpy' })]);

    const url = `/api/recurring-donations/${gift.id}/amount`;
    // 99 is a fine number of cents but under ¥100.
    const tooLittle = await put(url, 99, cookie);
    expect(tooLittle.statusCode).toBe(400);
    expect(tooLittle.json()).toMatchObject({
      message: 'Minimum donation amount is ¥100',
      fieldErrors: { amount: ['Minimum donation amount is ¥100'] },
    });
    const tooMuch = await put(url, currencyBounds('jpy').maxDonation + 1, cookie);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(m.amountMaxOf('jpy'));
    expect(m.amountMaxOf('jpy')).toBe('Maximum donation amount is ¥10,000,000');

    // ¥150,000 would be over $100,000 read as cents: yen are bounded as yen.
    const changed = await put(url, 150_000, cookie);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: gift.id, amount: 150_000, currency: 'jpy' });
  });

  it('pause and cancel answer in the gift’s currency', async () => {
    const { cookie, gift } = await monthlyIn('eur', 2_000);
    const patch = (action: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/recurring-donations/${gift.id}`,
        payload: { action },
        headers: { cookie },
      });
    expect((await patch('pause')).json()).toMatchObject({ status: 'paused', currency: 'eur' });
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/recurring-donations/${gift.id}`,
      headers: { cookie },
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', currency: 'eur', amount: 2_000 });
  });
});
