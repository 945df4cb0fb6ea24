import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeCampaign, makeDonation, makeUser, signIn } from '../../test/factories';
import { getDashboardStats, getMonthlyTotals, growthPercent } from './admin-dashboard.service';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, t.db, 'admin')).cookie;
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);
const NOW = at('2031-03-15T12:00:00Z');
let oldCampaignId: number;

/** A succeeded guest gift (to the oldest campaign unless told otherwise) at a given moment. */
const gift = (amount: number, when: string, more: Parameters<typeof makeDonation>[1] | object = {}) =>
  makeDonation(t.db, { campaignId: oldCampaignId, amount, createdAt: at(when), succeededAt: at(when), ...more });

describe('growthPercent', () => {
  it('gives the change in percent to one decimal, and null without an earlier figure', () => {
    expect(growthPercent(30, 20)).toBe(50);
    expect(growthPercent(1, 3)).toBe(-66.7);
    expect(growthPercent(0, 5)).toBe(-100);
    expect(growthPercent(5, 0)).toBeNull();
    expect(growthPercent(0, 0)).toBeNull();
  });
});

describe('overview figures', () => {
  it('answers zeros, no growth and twelve empty months when nobody has given', async () => {
    expect(await getDashboardStats(t.db, NOW)).toEqual({
      totalRaised: 0,
      activeCampaigns: 0,
      newDonors: 0,
      averageDonation: 0,
      monthlyGrowth: { totalRaised: null, campaigns: null, donors: null },
    });
    const months = await getMonthlyTotals(t.db, NOW);
    expect(months).toHaveLength(12);
    expect(months.every((m) => m.amount === 0)).toBe(true);
  });

  it('compares the last 30 days with the 30 before for money, campaigns and new donors', async () => {
    // Campaigns: 3 created in the current window, 2 in the earlier one; one exactly at "now" is not yet counted.
    oldCampaignId = (await makeCampaign(t.db, { status: 'active', createdAt: at('2030-06-01T00:00:00Z') })).id;
    const created = [
      ['active', '2031-03-01T00:00:00Z'],
      ['paused', '2031-02-20T00:00:00Z'],
      ['draft', '2031-03-15T11:59:00Z'],
      ['active', '2031-02-01T00:00:00Z'],
      ['completed', '2031-01-20T00:00:00Z'],
      ['active', '2031-03-15T12:00:00Z'],
    ] as const;
    for (const [status, when] of created) await makeCampaign(t.db, { status, createdAt: at(when) });

    const guest = (name: string) => ({ guestEmail: `${name}@example.com`, guestFirstName: name });
    await gift(5_000, '2030-12-01T00:00:00Z', guest('early')); // an old donor…
    await gift(10_000, '2031-03-10T00:00:00Z', guest('early')); // …giving again now is not new
    await gift(20_000, '2031-02-14T00:00:00Z', guest('fresh')); // new in the current window
    await gift(8_000, '2031-02-01T00:00:00Z', guest('prior1')); // new in the earlier window
    await gift(12_000, '2031-01-15T00:00:00Z', guest('prior2'));
    await gift(2_000, '2031-01-20T00:00:00Z', guest('prior3'));
    await gift(1_000, '2031-03-15T12:00:00Z', guest('atnow')); // at "now": in the total, not in a window
    await gift(50_000, '2031-03-11T00:00:00Z', { ...guest('failed'), status: 'failed' });
    await gift(7_000, '2031-03-12T00:00:00Z', { ...guest('refunded'), status: 'refunded' });

    expect(await getDashboardStats(t.db, NOW)).toEqual({
      totalRaised: 58_000,
      activeCampaigns: 4,
      newDonors: 1,
      // 58,000 / 7 succeeded gifts = 8,285.7
      averageDonation: 8_286,
      monthlyGrowth: {
        // 30,000 against 22,000
        totalRaised: 36.4,
        campaigns: 50,
        donors: -66.7,
      },
    });
  });

  it('gives no growth figure when the earlier window is empty', async () => {
    const stats = await getDashboardStats(t.db, at('2030-12-20T00:00:00Z'));
    expect(stats.newDonors).toBe(1);
    expect(stats.monthlyGrowth).toEqual({ totalRaised: null, campaigns: null, donors: null });
  });

  it('sums succeeded gifts per UTC calendar month for the last 12 months, oldest first, zero-filled', async () => {
    await gift(300, '2031-02-28T23:59:59.999Z');
    await gift(400, '2031-03-01T00:00:00.000Z');
    await gift(600, '2030-03-31T23:59:59.999Z');
    await gift(700, '2030-04-01T00:00:00.000Z');
    const months = await getMonthlyTotals(t.db, NOW);
    expect(months).toEqual([
      { month: '2030-04', amount: 700 },
      ...['05', '06', '07', '08', '09', '10', '11'].map((m) => ({ month: `2030-${m}`, amount: 0 })),
      { month: '2030-12', amount: 5_000 },
      { month: '2031-01', amount: 14_000 },
      { month: '2031-02', amount: 28_300 },
      { month: '2031-03', amount: 11_400 },
    ]);
    const acrossNewYear = await getMonthlyTotals(t.db, at('2031-01-10T00:00:00Z'));
    expect(acrossNewYear.map((m) => m.month)).toEqual([
      ...['02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map((m) => `2030-${m}`),
      '2031-01',
    ]);
    expect(acrossNewYear.slice(1, 3).map((m) => m.amount)).toEqual([600, 700]);
    expect(acrossNewYear.at(-1)!.amount).toBe(14_000);
  });
});

describe('recent campaigns and donations', () => {
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('lists the 3 newest campaigns whatever their status, with their raised amount', async () => {
    const made = [];
    for (const [status, day] of [
      ['active', '01'],
      ['draft', '02'],
      ['archived', '03'],
      ['paused', '04'],
    ] as const) {
      made.push(await makeCampaign(t.db, { status, goal: 500_000, createdAt: at(`2035-01-${day}T00:00:00Z`) }));
    }
    await makeDonation(t.db, { campaignId: made[3]!.id, amount: 4_200 });
    expect(await get('/api/admin/campaigns/recent')).toEqual([
      {
        id: made[3]!.id,
        title: made[3]!.title,
        currentAmount: 4_200,
        goal: 500_000,
        currency: 'usd',
        status: 'paused',
        createdAt: '2035-01-04T00:00:00.000Z',
      },
      expect.objectContaining({ id: made[2]!.id, status: 'archived', currentAmount: 0 }),
      expect.objectContaining({ id: made[1]!.id, status: 'draft' }),
    ]);
  });

  it('lists the 3 newest succeeded donations by when they succeeded, naming who gave', async () => {
    const c = await makeCampaign(t.db);
    const grace = await makeUser(t.db);
    await t.db.update(users).set({ firstName: 'Grace', lastName: 'Hopper' }).where(eq(users.id, grace.id));
    const nameless = await makeUser(t.db);
    const when = (created: string, succeeded: string | null) => ({
      campaignId: c.id,
      createdAt: at(`2035-02-${created}T00:00:00Z`),
      succeededAt: succeeded ? at(`2035-02-${succeeded}T00:00:00Z`) : null,
    });
    // Created first, but succeeded last: it leads the list.
    const graceGift = await makeDonation(t.db, { ...when('01', '05'), userId: grace.id, amount: 1_100 });
    const adaGift = await makeDonation(t.db, {
      ...when('03', '03'),
      amount: 2_200,
      guestEmail: 'ada@example.com',
      guestFirstName: 'Ada',
      guestLastName: 'Lovelace',
    });
    const anonymous = await makeDonation(t.db, { ...when('04', '04'), userId: nameless.id, anonymous: true });
    await makeDonation(t.db, { ...when('06', null), status: 'failed' });
    await makeDonation(t.db, { ...when('02', '02'), userId: nameless.id });

    const recent = await get('/api/admin/donations/recent');
    expect(recent.map((d: { id: number }) => d.id)).toEqual([graceGift.id, anonymous.id, adaGift.id]);
    expect(recent[0]).toEqual({
      id: graceGift.id,
      amount: 1_100,
      currency: 'usd',
      status: 'succeeded',
      donationType: 'one_time',
      createdAt: '2035-02-01T00:00:00.000Z',
      campaign: { id: c.id, title: c.title },
      user: { firstName: 'Grace', lastName: 'Hopper' },
    });
    expect(recent[1].user).toEqual({ firstName: 'Anonymous', lastName: '' });
    expect(recent[2].user).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
  });
});
