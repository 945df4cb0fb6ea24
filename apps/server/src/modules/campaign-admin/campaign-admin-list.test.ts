import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignFormMessages as m, subDays } from '@causeway/contracts';
import { campaignUpdates, campaigns, rewards } from '../../db/schema';
import { ReadCache } from '../../lib/read-cache';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeCampaign, makeDonation, makeOrganization, signIn, uniqueWord } from '../../test/factories';

const readCache = new ReadCache(60_000);
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp({ readCache });
  cookie = (await signIn(t.app, t.db, 'admin')).cookie;
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'DELETE', url: string) => t.app.inject({ method, url, headers: { cookie } });
const list = async (query: string) => (await admin('GET', `/api/admin/campaigns?${query}`)).json();
const ids = async (query: string) => (await list(query)).items.map((c: { id: number }) => c.id);

describe('GET /api/admin/campaigns', () => {
  it('lists every status, newest first, with the number of donation rows of any status', async () => {
    const word = uniqueWord();
    const now = new Date();
    const made = [];
    for (const [i, status] of (['active', 'draft', 'paused', 'completed', 'archived'] as const).entries()) {
      made.push(
        await makeCampaign(t.db, {
          title: `Status ${status} ${word}`,
          status,
          createdAt: subDays(now, 5 - i),
        }),
      );
    }
    await makeDonation(t.db, { campaignId: made[0]!.id });
    await makeDonation(t.db, { campaignId: made[0]!.id, status: 'failed' });
    const page = await list(`q=${word}`);
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect(page.items.map((c: { id: number }) => c.id)).toEqual(made.map((c) => c.id).reverse());
    expect(page.items.at(-1)).toMatchObject({
      status: 'active',
      donationCount: 2,
      amountRaised: 2_500,
      currentAmount: 2_500,
    });
    expect(page.items[0].donationCount).toBe(0);
  });

  it('searches title and organization name as case-insensitive substrings', async () => {
    const word = uniqueWord();
    const byTitle = await makeCampaign(t.db, { title: `Wells for ${word}ville` });
    const org = await makeOrganization(t.db, { name: `Friends of ${word.toUpperCase()}` });
    const byOrg = await makeCampaign(t.db, { organizationId: org.id });
    expect((await ids(`q=${word.slice(2, 9).toUpperCase()}`)).sort()).toEqual([byTitle.id, byOrg.id].sort());
  });

  it('searches the category by its value or its label', async () => {
    const pets = await makeCampaign(t.db, { title: `Shelter ${uniqueWord()}`, category: 'animal_welfare' });
    for (const q of ['animal', 'Animal Wel', 'animal_w', 'WELFARE']) {
      const page = await list(`q=${encodeURIComponent(q)}&limit=100`);
      expect(page.items.map((c: { id: number }) => c.id)).toContain(pets.id);
      for (const c of page.items) expect(c.category === 'animal_welfare' || /animal|welfare/i.test(c.title)).toBe(true);
    }
    const arts = await makeCampaign(t.db, { category: 'arts_culture' });
    expect(await ids(`q=${encodeURIComponent('arts & c')}&limit=100`)).toContain(arts.id);
  });

  it('treats % and _ as plain characters', async () => {
    const word = uniqueWord();
    const percent = await makeCampaign(t.db, { title: `100% of ${word}` });
    await makeCampaign(t.db, { title: `1000 of ${word}` });
    expect(await ids(`q=${encodeURIComponent(`0% of ${word}`)}`)).toEqual([percent.id]);
    expect(await ids(`q=${encodeURIComponent(`_ of ${word}`)}`)).toEqual([]);
  });

  it('filters by status and pages', async () => {
    const word = uniqueWord();
    const now = new Date();
    const drafts = [];
    for (let i = 0; i < 5; i++) {
      drafts.push(
        await makeCampaign(t.db, {
          title: `Paging ${word} ${i}`,
          status: 'draft',
          createdAt: subDays(now, i),
        }),
      );
    }
    await makeCampaign(t.db, { title: `Paging ${word} active` });
    expect((await list(`q=${word}`)).total).toBe(6);
    const third = await list(`q=${word}&status=draft&limit=2&page=3`);
    expect(third).toMatchObject({ total: 5, page: 3, pageSize: 2 });
    expect(third.items.map((c: { id: number }) => c.id)).toEqual([drafts[4]!.id]);
    expect(await ids(`q=${word}&status=draft&limit=2&page=1`)).toEqual([drafts[0]!.id, drafts[1]!.id]);
    const past = await list(`q=${word}&status=draft&limit=2&page=9`);
    expect(past).toMatchObject({ items: [], total: 5 });
  });

  it.each([
    ['status=deleted', 'status must be one of'],
    ['page=0', 'page must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await admin('GET', `/api/admin/campaigns?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('GET /api/admin/campaigns/{id}', () => {
  it('answers a campaign of any status with its rewards and embed settings', async () => {
    const c = await makeCampaign(t.db, { status: 'draft', embedButtonText: 'JOIN TODAY', embedPresetAmounts: '10,20' });
    await t.db.insert(rewards).values({ campaignId: c.id, title: 'Card', minimumAmount: 1_000 });
    const res = await admin('GET', `/api/admin/campaigns/${c.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: c.id,
      status: 'draft',
      embedButtonText: 'JOIN TODAY',
      embedPresetAmounts: '10,20',
      embedPrimaryColor: null,
      rewards: [{ title: 'Card', minimumAmount: 1_000 }],
    });
  });

  it("answers 404 'Campaign not found'", async () => {
    const res = await admin('GET', '/api/admin/campaigns/987654');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Campaign not found');
  });
});

describe('POST /api/campaigns/{id}/duplicate', () => {
  it('makes a draft copy with the texts, goal, organization, image, embed settings and rewards, nothing raised', async () => {
    const original = await makeCampaign(t.db, {
      title: 'Wells for Kisoro',
      category: 'humanitarian',
      goal: 600_000,
      featuredImageUrl: '/uploads/0123456789abcdef0123456789abcdef.webp',
      startDate: new Date('2024-01-01T00:00:00Z'),
      endDate: new Date('2024-12-31T00:00:00Z'),
      embedPrimaryColor: '#112233',
      embedImpactText: 'Every {amount} helps {people} people',
    });
    await t.db.insert(rewards).values([
      { campaignId: original.id, title: 'Card', minimumAmount: 1_000, sortOrder: 0 },
      { campaignId: original.id, title: 'Brick', description: 'Named', minimumAmount: 10_000, sortOrder: 1 },
    ]);
    await makeDonation(t.db, { campaignId: original.id, amount: 5_000 });
    const res = await admin('POST', `/api/campaigns/${original.id}/duplicate`);
    expect(res.statusCode).toBe(201);
    const { id, campaign } = res.json();
    expect(id).not.toBe(original.id);
    const today = new Date().toISOString().slice(0, 10);
    expect(campaign).toMatchObject({
      title: 'Wells for Kisoro (Copy)',
      status: 'draft',
      shortDescription: original.shortDescription,
      description: original.description,
      category: 'humanitarian',
      goal: 600_000,
      organizationId: original.organizationId,
      featuredImageUrl: original.featuredImageUrl,
      embedPrimaryColor: '#112233',
      embedImpactText: 'Every {amount} helps {people} people',
      amountRaised: 0,
      totalDonors: 0,
      startDate: `${today}T00:00:00.000Z`,
      endDate: null,
      rewards: [
        { title: 'Card', minimumAmount: 1_000 },
        { title: 'Brick', description: 'Named', minimumAmount: 10_000 },
      ],
    });
    const originalRewards = await t.db.select().from(rewards).where(eq(rewards.campaignId, original.id));
    expect(campaign.rewards.map((r: { id: number }) => r.id)).not.toContain(originalRewards[0]!.id);
  });

  it('keeps a copy of a 200-character title within 200 characters', async () => {
    const original = await makeCampaign(t.db, { title: 'T'.repeat(200) });
    const { campaign } = (await admin('POST', `/api/campaigns/${original.id}/duplicate`)).json();
    expect(campaign.title).toHaveLength(200);
    expect(campaign.title.endsWith(' (Copy)')).toBe(true);
  });

  it('answers 404 for an unknown campaign', async () => {
    expect((await admin('POST', '/api/campaigns/987654/duplicate')).statusCode).toBe(404);
  });
});

describe('DELETE /api/campaigns/{id}', () => {
  it('archives a campaign that has donations, of any status, and keeps it', async () => {
    const c = await makeCampaign(t.db);
    await makeDonation(t.db, { campaignId: c.id, status: 'failed' });
    const res = await admin('DELETE', `/api/campaigns/${c.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'archived', message: m.archived });
    const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, c.id));
    expect(row!.status).toBe('archived');
  });

  it('deletes a campaign without donations, with its rewards and updates', async () => {
    const c = await makeCampaign(t.db);
    await t.db.insert(rewards).values({ campaignId: c.id, title: 'Card', minimumAmount: 1_000 });
    await t.db.insert(campaignUpdates).values({ campaignId: c.id, title: 'News', content: 'x'.repeat(30) });
    const res = await admin('DELETE', `/api/campaigns/${c.id}`);
    expect(res.json()).toEqual({ outcome: 'deleted', message: m.deleted });
    expect(await t.db.select().from(campaigns).where(eq(campaigns.id, c.id))).toEqual([]);
    expect(await t.db.select().from(rewards).where(eq(rewards.campaignId, c.id))).toEqual([]);
    expect(await t.db.select().from(campaignUpdates).where(eq(campaignUpdates.campaignId, c.id))).toEqual([]);
    expect((await admin('DELETE', `/api/campaigns/${c.id}`)).statusCode).toBe(404);
  });

  it('takes the campaign off the public list at once', async () => {
    const word = uniqueWord();
    const c = await makeCampaign(t.db, { title: `Soon gone ${word}` });
    readCache.invalidate();
    expect((await t.app.inject({ method: 'GET', url: `/api/campaigns?q=${word}` })).json()).toHaveLength(1);
    await admin('DELETE', `/api/campaigns/${c.id}`);
    expect((await t.app.inject({ method: 'GET', url: `/api/campaigns?q=${word}` })).json()).toEqual([]);
  });
});
