import { addDays, subDays } from '@causeway/contracts';
import { subMinutes } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignUpdates, campaigns, rewards } from '../../db/schema';
import { ReadCache } from '../../lib/read-cache';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeCampaign, makeDonation, makeUser, signIn as signInAs, uniqueWord } from '../../test/factories';

let t: TestApp;
// A cache that never expires on its own, so the tests see exactly what invalidation does.
const readCache = new ReadCache(60_000);
beforeAll(async () => {
  t = await buildTestApp({ readCache });
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  readCache.invalidate();
  return t.app.inject({ method: 'GET', url, headers });
};
const signIn = async (role: 'donor' | 'admin') => ({ cookie: (await signInAs(t.app, t.db, role)).cookie });

describe('GET /api/campaigns', () => {
  it('lists only active campaigns, whatever status is asked for', async () => {
    const word = uniqueWord();
    const active = await makeCampaign(t.db, { title: `Active ${word}` });
    for (const status of ['draft', 'paused', 'completed', 'archived'] as const) {
      await makeCampaign(t.db, { title: `Hidden ${status} ${word}`, status });
    }
    for (const status of ['active', 'draft', 'archived']) {
      const res = await get(`/api/campaigns?status=${status}&q=${word}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((c: { id: number }) => c.id)).toEqual([active.id]);
    }
  });

  it('filters by category; "all" or no category means every category', async () => {
    const word = uniqueWord();
    const water = await makeCampaign(t.db, { title: `Wells ${word}`, category: 'humanitarian' });
    const trees = await makeCampaign(t.db, { title: `Trees ${word}`, category: 'environment' });
    const byCategory = await get(`/api/campaigns?category=environment&q=${word}`);
    expect(byCategory.json().map((c: { id: number }) => c.id)).toEqual([trees.id]);
    const all = await get(`/api/campaigns?category=all&q=${word}`);
    expect(
      all
        .json()
        .map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([water.id, trees.id].sort());
  });

  it('searches title and short description by word prefix', async () => {
    const word = uniqueWord();
    const inTitle = await makeCampaign(t.db, { title: `Clean water for ${word}` });
    const inShort = await makeCampaign(t.db, {
      shortDescription: `Schoolbooks and desks for ${word} village children.`,
    });
    const res = await get(`/api/campaigns?q=${word.slice(0, 6)}`);
    expect(
      res
        .json()
        .map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([inTitle.id, inShort.id].sort());
    const none = await get(`/api/campaigns?q=${uniqueWord()}`);
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('pages with limit and offset and reports the total in X-Total-Count', async () => {
    const word = uniqueWord();
    for (let i = 0; i < 5; i++) await makeCampaign(t.db, { title: `Page ${word} ${i}` });
    const first = await get(`/api/campaigns?q=${word}&limit=2&offset=0`);
    const third = await get(`/api/campaigns?q=${word}&limit=2&offset=4`);
    const past = await get(`/api/campaigns?q=${word}&limit=2&offset=10`);
    expect(first.json()).toHaveLength(2);
    expect(first.headers['x-total-count']).toBe('5');
    expect(third.json()).toHaveLength(1);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('5');
  });

  it('sorts by newest, most raised, closest to goal and ending soon', async () => {
    const word = uniqueWord();
    const now = new Date();
    const old = await makeCampaign(t.db, {
      title: `Old ${word}`,
      createdAt: subDays(now, 10),
      endDate: addDays(now, 30),
    });
    const rich = await makeCampaign(t.db, {
      title: `Rich ${word}`,
      createdAt: subDays(now, 5),
      endDate: null,
    });
    const close = await makeCampaign(t.db, {
      title: `Close ${word}`,
      createdAt: subDays(now, 1),
      endDate: addDays(now, 2),
      goal: 10_000,
    });
    const ended = await makeCampaign(t.db, {
      title: `Ended ${word}`,
      createdAt: subDays(now, 20),
      startDate: subDays(now, 20),
      endDate: subDays(now, 1),
    });
    await makeDonation(t.db, { campaignId: rich.id, amount: 90_000 });
    await makeDonation(t.db, { campaignId: close.id, amount: 9_500 });
    await makeDonation(t.db, { campaignId: old.id, amount: 1_000 });
    const ids = async (sort: string) =>
      (await get(`/api/campaigns?q=${word}&sort=${sort}`)).json().map((c: { id: number }) => c.id);
    expect(await ids('newest')).toEqual([close.id, rich.id, old.id, ended.id]);
    expect(await ids('most_raised')).toEqual([rich.id, close.id, old.id, ended.id]);
    expect(await ids('closest_to_goal')).toEqual([close.id, rich.id, old.id, ended.id]);
    expect(await ids('ending_soon')).toEqual([close.id, old.id, rich.id, ended.id]);
  });

  it.each([
    ['limit=0', 'limit', 'limit must be at least 1'],
    ['limit=101', 'limit', 'limit must be at most 100'],
    ['limit=abc', 'limit', 'limit must be a number'],
    ['limit=2.5', 'limit', 'limit must be a whole number'],
    ['offset=-1', 'offset', 'offset must be 0 or more'],
    ['sort=random', 'sort', 'sort must be one of'],
    ['category=sports', 'category', 'category must be one of'],
    ['status=deleted', 'status', 'status must be one of'],
  ])('answers 400 naming the field for %s', async (query, field, message) => {
    const res = await get(`/api/campaigns?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
    expect(res.json().message).toContain(message);
    expect(res.json().fieldErrors[field]).toBeDefined();
  });
});

describe('computed campaign figures', () => {
  it('derives raised amount, donors and percent from succeeded donations only', async () => {
    const campaign = await makeCampaign(t.db, { goal: 20_000, endDate: null });
    const donor = await makeUser(t.db);
    await makeDonation(t.db, { campaignId: campaign.id, amount: 5_000, userId: donor.id });
    await makeDonation(t.db, { campaignId: campaign.id, amount: 2_500, userId: donor.id });
    await makeDonation(t.db, { campaignId: campaign.id, amount: 1_000, guestEmail: 'Guest@Example.com' });
    await makeDonation(t.db, { campaignId: campaign.id, amount: 1_000, guestEmail: 'guest@example.com' });
    for (const status of ['pending', 'failed', 'refunded'] as const) {
      await makeDonation(t.db, { campaignId: campaign.id, amount: 7_777, status });
    }
    const res = await get(`/api/campaigns/${campaign.id}`);
    expect(res.json()).toMatchObject({
      amountRaised: 9_500,
      currentAmount: 9_500,
      totalDonors: 2,
      percentComplete: 47,
      daysLeft: null,
      endDate: null,
    });
  });

  it('gives days left for a campaign with an end date, negative once ended', async () => {
    const soon = await makeCampaign(t.db, { endDate: addDays(new Date(), 3) });
    const ended = await makeCampaign(t.db, {
      startDate: subDays(new Date(), 9),
      endDate: subMinutes(subDays(new Date(), 2), 1),
    });
    expect([3, 4]).toContain((await get(`/api/campaigns/${soon.id}`)).json().daysLeft);
    expect((await get(`/api/campaigns/${ended.id}`)).json().daysLeft).toBe(-3);
  });
});

describe('GET /api/campaigns/{id}', () => {
  it('answers the campaign with its organization and rewards, cheapest first', async () => {
    const campaign = await makeCampaign(t.db);
    await t.db.insert(rewards).values([
      { campaignId: campaign.id, title: 'Named brick', minimumAmount: 10_000, sortOrder: 1 },
      { campaignId: campaign.id, title: 'Thank-you card', minimumAmount: 2_500, sortOrder: 0 },
    ]);
    const res = await get(`/api/campaigns/${campaign.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().organization).toMatchObject({ id: campaign.organizationId });
    expect(res.json().rewards.map((r: { title: string }) => r.title)).toEqual(['Thank-you card', 'Named brick']);
    expect(res.json().rewards[0]).toMatchObject({ minimumAmount: 2_500, imageUrl: null });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 for the id %s', async (id) => {
    const res = await get(`/api/campaigns/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Campaign id must be a positive whole number');
  });

  it("answers 404 'Campaign not found' for an unknown id", async () => {
    const res = await get('/api/campaigns/987654');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Campaign not found', code: 'NOT_FOUND' });
  });

  it('shows paused and completed campaigns to anyone', async () => {
    for (const status of ['paused', 'completed'] as const) {
      const c = await makeCampaign(t.db, { status });
      expect((await get(`/api/campaigns/${c.id}`)).json().status).toBe(status);
    }
  });

  it('hides draft and archived campaigns from visitors and donors, not from administrators', async () => {
    const donor = await signIn('donor');
    const admin = await signIn('admin');
    for (const status of ['draft', 'archived'] as const) {
      const c = await makeCampaign(t.db, { status });
      expect((await get(`/api/campaigns/${c.id}`)).statusCode).toBe(404);
      expect((await get(`/api/campaigns/${c.id}`, donor)).statusCode).toBe(404);
      expect((await get(`/api/campaigns/${c.id}`, admin)).json().status).toBe(status);
    }
  });
});

describe('GET /api/campaigns/{id}/updates', () => {
  it('lists public updates only, newest first', async () => {
    const c = await makeCampaign(t.db);
    const now = new Date();
    await t.db.insert(campaignUpdates).values([
      { campaignId: c.id, title: 'Older news', content: 'x'.repeat(30), createdAt: subDays(now, 2) },
      { campaignId: c.id, title: 'Newer news', content: 'y'.repeat(30), createdAt: subDays(now, 1) },
      { campaignId: c.id, title: 'Staff only', content: 'z'.repeat(30), isPublic: false },
    ]);
    const res = await get(`/api/campaigns/${c.id}/updates`);
    expect(res.json().map((u: { title: string }) => u.title)).toEqual(['Newer news', 'Older news']);
  });

  it("answers 404 for a draft campaign's updates to the public", async () => {
    const c = await makeCampaign(t.db, { status: 'draft' });
    expect((await get(`/api/campaigns/${c.id}/updates`)).statusCode).toBe(404);
  });
});

describe('the public read cache', () => {
  it('answers 304 when the browser already has the current version', async () => {
    const c = await makeCampaign(t.db);
    const first = await get(`/api/campaigns/${c.id}`);
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/campaigns/${c.id}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves from the cache until a write invalidates it', async () => {
    const c = await makeCampaign(t.db, { title: 'Before the edit' });
    await get(`/api/campaigns/${c.id}`);
    await t.db.update(campaigns).set({ title: 'After the edit' }).where(eq(campaigns.id, c.id));
    const cached = await t.app.inject({ method: 'GET', url: `/api/campaigns/${c.id}` });
    expect(cached.json().title).toBe('Before the edit');
    readCache.invalidate();
    const fresh = await t.app.inject({ method: 'GET', url: `/api/campaigns/${c.id}` });
    expect(fresh.json().title).toBe('After the edit');
  });

  it("never serves an administrator's view of a draft to the public", async () => {
    const admin = await signIn('admin');
    const c = await makeCampaign(t.db, { status: 'draft' });
    readCache.invalidate();
    expect((await t.app.inject({ method: 'GET', url: `/api/campaigns/${c.id}`, headers: admin })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/campaigns/${c.id}` })).statusCode).toBe(404);
  });
});
