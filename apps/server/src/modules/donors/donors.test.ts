import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donorMessages, subDays } from '@causeway/contracts';
import { type donations, recurringDonations, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeCampaign, makeDonation, makeUser, signIn } from '../../test/factories';

let t: TestApp;
let admin: string;
let donor: string;
const ids: Record<string, number> = {};
let aliceLastGift: Date;
const daysAgo = (days: number) => subDays(new Date(), days);

/** A registered donor with a name; gifts are added separately. */
async function person(key: string, firstName: string, lastName: string, username = key) {
  const user = await makeUser(t.db, { username, email: `${username}@donors.test` });
  await t.db.update(users).set({ firstName, lastName }).where(eq(users.id, user.id));
  ids[key] = user.id;
  return user.id;
}

/**
 * The hand-built fixture. Totals (succeeded gifts only):
 *   bob 150,000 (60 days ago, one-time, top) · alice 50,000 (recurring, 5 days ago) · carol 10,000 (31 days ago;
 *   a failed 99,000 yesterday does not count) · erin 7,000 (a refunded 40,000 does not count) · the guest
 *   dee.guest@example.com 5,000 (two gifts, the address in two cases; newest name Deirdre) · the guest
 *   gina@example.org 4,000 (recurring) · fillers f01..f08 with 1,000..8,000, f07 and f08 both 3,000 ·
 *   frank gave nothing that succeeded, so he is not a donor.
 */
async function buildFixture() {
  const a = await makeCampaign(t.db);
  const b = await makeCampaign(t.db);
  const gift = (campaignId: number, amount: number, at: Date, more: Partial<typeof donations.$inferInsert> = {}) =>
    makeDonation(t.db, { campaignId, amount, createdAt: at, succeededAt: at, ...more });

  const alice = await person('alice', 'Alice', 'Smith', 'alice_s');
  const [aliceGift] = await t.db
    .insert(recurringDonations)
    .values({ userId: alice, campaignId: a.id, amount: 20_000, interval: 'monthly', provider: 'sandbox' })
    .returning();
  await gift(a.id, 30_000, daysAgo(40), { userId: alice });
  aliceLastGift = daysAgo(5);
  await gift(b.id, 20_000, aliceLastGift, {
    userId: alice,
    donationType: 'recurring',
    recurringDonationId: aliceGift!.id,
  });

  await gift(a.id, 150_000, daysAgo(60), { userId: await person('bob', 'Bob', 'Jones') });
  const carol = await person('carol', 'Carol', 'Smithers');
  await gift(a.id, 10_000, daysAgo(31), { userId: carol });
  await gift(b.id, 99_000, daysAgo(1), { userId: carol, status: 'failed', succeededAt: null });
  const erin = await person('erin', 'Erin', 'Ng');
  await gift(a.id, 7_000, daysAgo(20), { userId: erin });
  await gift(b.id, 40_000, daysAgo(3), { userId: erin, status: 'refunded' });
  await gift(a.id, 5_000, daysAgo(2), { userId: await person('frank', 'Frank', 'Fail'), status: 'failed' });

  const dee = { guestFirstName: 'Dee', guestLastName: 'Guest' };
  await gift(a.id, 2_000, daysAgo(10), { ...dee, guestEmail: 'Dee.Guest@Example.com' });
  await gift(b.id, 3_000, daysAgo(2), { ...dee, guestFirstName: 'Deirdre', guestEmail: 'dee.guest@example.com' });
  const gina = { guestEmail: 'gina@example.org', guestFirstName: 'Gina', guestLastName: 'Giver' };
  const [ginaGift] = await t.db
    .insert(recurringDonations)
    .values({ ...gina, campaignId: b.id, amount: 4_000, interval: 'yearly', provider: 'sandbox' })
    .returning();
  await gift(b.id, 4_000, daysAgo(100), { ...gina, donationType: 'recurring', recurringDonationId: ginaGift!.id });

  const fillerTotals = [1_000, 2_000, 3_500, 4_500, 5_500, 6_000, 3_000, 3_000];
  for (const [i, amount] of fillerTotals.entries()) {
    const key = `f0${i + 1}`;
    await gift(a.id, amount, daysAgo(200 + i), { userId: await person(key, 'Filler', key.toUpperCase()) });
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  await buildFixture();
  admin = (await signIn(t.app, t.db, 'admin')).cookie;
  donor = (await signIn(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const list = async (query: string) => {
  const res = await get(`/api/admin/donors?${query}`, admin);
  expect(res.statusCode).toBe(200);
  return res.json() as { items: { key: string; email: string; firstName: string }[]; total: number };
};
/** Who is on the page, by username (registered) or e-mail (guests). */
const names = async (query: string) => {
  const page = await list(query);
  return { total: page.total, who: page.items.map((d) => (d.key.startsWith('u') ? d.email.split('@')[0] : d.email)) };
};

describe('GET /api/admin/donors', () => {
  it('sorts every donor by total given, largest first, 10 to a page, ties by key', async () => {
    const first = await names('filter=all');
    expect(first).toEqual({
      total: 14,
      who: ['bob', 'alice_s', 'carol', 'erin', 'f06', 'f05', 'dee.guest@example.com', 'f04', 'gina@example.org', 'f03'],
    });
    // f07 and f08 gave the same 3,000: the lower key (smaller user id) first.
    expect(await names('filter=all&page=2')).toEqual({ total: 14, who: ['f07', 'f08', 'f02', 'f01'] });
    expect(await names('page=3')).toEqual({ total: 14, who: [] });
  });

  it('describes each donor with totals from succeeded gifts only', async () => {
    const { items } = await list('q=smith');
    const alice = items.find((d) => d.key === `u${ids.alice}`);
    expect(alice).toMatchObject({
      id: ids.alice,
      isGuest: false,
      username: 'alice_s',
      firstName: 'Alice',
      lastName: 'Smith',
      email: 'alice_s@donors.test',
      totalDonated: 50_000,
      donationCount: 2,
      recurringCount: 1,
      lastDonationAt: aliceLastGift.toISOString(),
    });
    const erin = (await list('q=erin')).items[0];
    expect(erin).toMatchObject({ totalDonated: 7_000, donationCount: 1, recurringCount: 0 });
  });

  it('counts one guest per e-mail address, whatever its case, named as on the newest gift', async () => {
    const { items, total } = await list('q=dee.guest');
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      key: 'gdee.guest@example.com',
      id: null,
      isGuest: true,
      username: null,
      firstName: 'Deirdre',
      lastName: 'Guest',
      email: 'dee.guest@example.com',
      totalDonated: 5_000,
      donationCount: 2,
      recurringCount: 0,
    });
  });

  it('filters recurring, one-time, recent and top donors', async () => {
    expect(await names('filter=recurring')).toEqual({ total: 2, who: ['alice_s', 'gina@example.org'] });
    expect(await names('filter=one-time&page=2')).toEqual({ total: 12, who: ['f02', 'f01'] });
    // Carol's last succeeded gift is 31 days old (her failed one yesterday does not count); Erin's refund neither.
    expect(await names('filter=recent')).toEqual({ total: 3, who: ['alice_s', 'erin', 'dee.guest@example.com'] });
    expect(await names('filter=top')).toEqual({ total: 1, who: ['bob'] });
  });

  it('searches e-mail, username, first and last name, case-insensitively, within a filter', async () => {
    expect(await names('q=SMITH')).toEqual({ total: 2, who: ['alice_s', 'carol'] });
    expect(await names('q=smith&filter=recent')).toEqual({ total: 1, who: ['alice_s'] });
    expect(await names('q=alice_')).toEqual({ total: 1, who: ['alice_s'] });
    expect(await names('q=deirdre')).toEqual({ total: 1, who: ['dee.guest@example.com'] });
    expect(await names('q=giver')).toEqual({ total: 1, who: ['gina@example.org'] });
    expect(await names('q=donors.test&filter=top')).toEqual({ total: 1, who: ['bob'] });
    // frank has an account and a failed gift only: not a donor.
    expect(await names('q=frank')).toEqual({ total: 0, who: [] });
  });

  it('takes % and _ in a search literally', async () => {
    expect(await names('q=_')).toEqual({ total: 1, who: ['alice_s'] });
    expect(await names('q=%25')).toEqual({ total: 0, who: [] });
    expect(await names('q=f0_')).toEqual({ total: 0, who: [] });
  });

  it('refuses an unknown filter and a bad page', async () => {
    const res = await get('/api/admin/donors?filter=lapsed', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('filter must be one of: all, recurring, one-time, recent, top');
    expect((await get('/api/admin/donors?page=0', admin)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/donors/{key}', () => {
  it('shows a registered donor with every donation, newest first, and their recurring gifts', async () => {
    const res = await get(`/api/admin/donors/u${ids.alice}`, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.donor).toMatchObject({ key: `u${ids.alice}`, totalDonated: 50_000 });
    expect(body.donations.map((d: { amount: number }) => d.amount)).toEqual([20_000, 30_000]);
    expect(body.recurringDonations).toEqual([
      expect.objectContaining({ amount: 20_000, interval: 'monthly', status: 'active' }),
    ]);
  });

  it('lists failed and refunded donations in the detail but not in the totals', async () => {
    const carol = (await get(`/api/admin/donors/u${ids.carol}`, admin)).json();
    expect(carol.donor.totalDonated).toBe(10_000);
    expect(carol.donations.map((d: { status: string }) => d.status)).toEqual(['failed', 'succeeded']);
    const erin = (await get(`/api/admin/donors/u${ids.erin}`, admin)).json();
    expect(erin.donations.map((d: { status: string }) => d.status)).toEqual(['refunded', 'succeeded']);
  });

  it('shows a guest with the gifts made under any case of the address', async () => {
    const res = await get('/api/admin/donors/gdee.guest@example.com', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().donations.map((d: { amount: number }) => d.amount)).toEqual([3_000, 2_000]);
    const gina = (await get(`/api/admin/donors/${encodeURIComponent('ggina@example.org')}`, admin)).json();
    expect(gina.recurringDonations).toHaveLength(1);
  });

  it('answers 404 for someone who has not given, and for keys that name nobody', async () => {
    for (const key of [`u${ids.frank}`, 'u2147483648', 'u99999', 'gnobody@example.com', 'gDee.Guest@Example.com']) {
      const res = await get(`/api/admin/donors/${encodeURIComponent(key)}`, admin);
      expect(res.statusCode, key).toBe(404);
      expect(res.json().message).toBe(donorMessages.notFound);
    }
    expect((await get('/api/admin/donors/x12', admin)).statusCode).toBe(400);
  });
});

describe('who may see donors and the overview', () => {
  it('answers 401 to visitors, 403 to donors and 200 to administrators', async () => {
    const paths = [
      '/api/admin/donors',
      '/api/admin/donors?filter=top&q=bob',
      `/api/admin/donors/u${ids.bob}`,
      '/api/admin/dashboard/stats',
      '/api/admin/dashboard/monthly',
      '/api/admin/campaigns/recent',
      '/api/admin/donations/recent',
    ];
    for (const path of paths) {
      expect((await get(path)).statusCode, path).toBe(401);
      expect((await get(path, donor)).statusCode, path).toBe(403);
      expect((await get(path, admin)).statusCode, path).toBe(200);
    }
  });
});
