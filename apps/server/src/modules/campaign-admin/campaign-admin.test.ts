import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignFormMessages as m, uploadMessages } from '@causeway/contracts';
import { campaigns, rewards, uploads } from '../../db/schema';
import { ReadCache } from '../../lib/read-cache';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeCampaign, makeOrganization, signIn, uniqueWord } from '../../test/factories';
import { makeImage, multipartBody } from '../../test/multipart';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-campaign-admin-'));
const uploadsDir = path.join(dataDir, 'uploads');
// A cache that never expires on its own: only the writes' invalidation can refresh the public list.
const readCache = new ReadCache(60_000);
let t: TestApp;
let cookie: string;
let adminId: number;
let organizationId: number;
beforeAll(async () => {
  t = await buildTestApp({ env: { DATA_DIR: dataDir }, readCache });
  const admin = await signIn(t.app, t.db, 'admin');
  cookie = admin.cookie;
  adminId = admin.user.id;
  organizationId = (await makeOrganization(t.db)).id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const description =
  'Twelve villages in Kisoro district walk two hours a day for water. We will drill wells, train local ' +
  'caretakers and fund repairs for five years.';
const input = (overrides: Record<string, unknown> = {}) => ({
  title: `Wells for Kisoro ${uniqueWord()}`,
  shortDescription: 'Clean water for twelve villages in Kisoro.',
  description,
  category: 'humanitarian',
  goal: 500_000,
  startDate: '2025-03-01',
  endDate: '',
  status: 'active',
  organizationId,
  ...overrides,
});
const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { cookie } });
const sendForm = async (method: 'POST' | 'PUT', url: string, fields: Parameters<typeof multipartBody>[0]) => {
  const { payload, headers } = await multipartBody(fields);
  return t.app.inject({ method, url, payload, headers: { ...headers, cookie } });
};
const asFields = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ) as Record<string, string>;
const campaignCount = async () => (await t.db.select({ n: count() }).from(campaigns))[0]!.n;
const storedFiles = () => (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : []);
const rewardsOf = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/campaigns/${id}`, headers: { cookie } })).json().rewards;

describe('POST /api/campaigns', () => {
  it('creates the campaign for the signed-in administrator, dates at UTC midnight', async () => {
    const res = await send('POST', '/api/campaigns', input({ endDate: '2025-09-30', embedPresetAmounts: '10, 25,50' }));
    expect(res.statusCode).toBe(201);
    const { id, campaign } = res.json();
    expect(campaign).toMatchObject({
      id,
      status: 'active',
      goal: 500_000,
      amountRaised: 0,
      startDate: '2025-03-01T00:00:00.000Z',
      endDate: '2025-09-30T00:00:00.000Z',
      organization: { id: organizationId },
      embedPresetAmounts: '10,25,50',
      embedPrimaryColor: null,
      rewards: [],
    });
    const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row!.createdById).toBe(adminId);
  });

  it('shows a new active campaign in the public list at once', async () => {
    const word = uniqueWord();
    expect((await t.app.inject({ method: 'GET', url: `/api/campaigns?q=${word}` })).json()).toEqual([]);
    const { id } = (await send('POST', '/api/campaigns', input({ title: `Library books ${word}` }))).json();
    const list = await t.app.inject({ method: 'GET', url: `/api/campaigns?q=${word}` });
    expect(list.json().map((c: { id: number }) => c.id)).toEqual([id]);
  });

  it('applies the form defaults: draft, category other', async () => {
    const { status: _s, category: _c, ...rest } = input();
    const res = await send('POST', '/api/campaigns', rest);
    expect(res.json().campaign).toMatchObject({ status: 'draft', category: 'other' });
  });

  it('saves the rewards in the order given', async () => {
    const res = await send(
      'POST',
      '/api/campaigns',
      input({
        rewards: [
          { title: 'Named brick', minimumAmount: 10_000 },
          { title: 'Thank-you card', description: 'Hand-written', minimumAmount: 2_500, imageUrl: '/uploads/x.webp' },
        ],
      }),
    );
    expect(res.json().campaign.rewards).toMatchObject([
      { title: 'Named brick', description: '', minimumAmount: 10_000, imageUrl: null },
      { title: 'Thank-you card', description: 'Hand-written', minimumAmount: 2_500, imageUrl: '/uploads/x.webp' },
    ]);
  });

  const long = (n: number) => 'x'.repeat(n);
  const reward = (overrides: Record<string, unknown>) => ({ title: 'Named brick', minimumAmount: 1_000, ...overrides });
  it.each([
    ['title', m.titleMin, { title: 'Tiny' }],
    ['title', m.titleMin, { title: undefined }],
    ['title', m.titleMax, { title: long(201) }],
    ['shortDescription', m.shortDescriptionMin, { shortDescription: 'Too short' }],
    ['shortDescription', m.shortDescriptionMax, { shortDescription: long(151) }],
    ['description', m.descriptionMin, { description: 'Too short' }],
    ['description', m.descriptionMax, { description: long(20_001) }],
    ['category', m.category, { category: 'sports' }],
    ['goal', m.goalMin, { goal: 9_900 }],
    ['goal', m.goalMin, { goal: undefined }],
    ['goal', m.goalMin, { goal: '5000' }],
    ['goal', m.goalWhole, { goal: 10_000.5 }],
    ['goal', m.goalMax, { goal: 10_000_000_100 }],
    ['startDate', m.startDate, { startDate: '' }],
    ['startDate', m.startDate, { startDate: undefined }],
    ['startDate', m.dateInvalid, { startDate: 'soon' }],
    ['endDate', m.dateInvalid, { endDate: 'whenever' }],
    ['endDate', m.endBeforeStart, { endDate: '2025-02-28' }],
    ['status', m.status, { status: 'deleted' }],
    ['organizationId', m.organization, { organizationId: 0 }],
    ['organizationId', m.organization, { organizationId: undefined }],
    ['organizationId', m.organization, { organizationId: 987_654 }],
    ['featuredImageUrl', m.imageUrl, { featuredImageUrl: 'javascript:alert(1)' }],
    ['embedPrimaryColor', m.color, { embedPrimaryColor: 'red' }],
    ['embedBackgroundColor', m.color, { embedBackgroundColor: '#12345' }],
    ['embedButtonText', m.buttonText, { embedButtonText: long(31) }],
    ['embedPresetAmounts', m.presetAmounts, { embedPresetAmounts: '10,abc' }],
    ['embedPresetAmounts', m.presetAmounts, { embedPresetAmounts: '1,2,3,4,5,6,7' }],
    ['embedImpactText', m.impactText, { embedImpactText: long(301) }],
    ['rewards.0.title', m.rewardTitleMin, { rewards: [reward({ title: 'ab' })] }],
    ['rewards.0.title', m.rewardTitleMax, { rewards: [reward({ title: long(101) })] }],
    ['rewards.0.description', m.rewardDescriptionMax, { rewards: [reward({ description: long(501) })] }],
    ['rewards.1.minimumAmount', m.rewardMinimum, { rewards: [reward({}), reward({ minimumAmount: 50 })] }],
    ['rewards.0.minimumAmount', m.rewardMinimum, { rewards: [reward({ minimumAmount: undefined })] }],
    ['rewards.0.imageUrl', m.imageUrl, { rewards: [reward({ imageUrl: 'ftp://example.org/a.png' })] }],
    ['rewards', m.rewardsMax, { rewards: Array.from({ length: 21 }, () => reward({})) }],
  ] as [string, string, Record<string, unknown>][])('answers 400 on %s: %s', async (field, message, overrides) => {
    const before = await campaignCount();
    const res = await send('POST', '/api/campaigns', input(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().fieldErrors[field]).toContain(message);
    expect(await campaignCount()).toBe(before);
  });
});

describe('PUT /api/campaigns/{id}', () => {
  it('replaces the fields of the form; an optional field left out is cleared', async () => {
    const { id } = (
      await send(
        'POST',
        '/api/campaigns',
        input({ endDate: '2025-12-31', embedButtonText: 'Give', featuredImageUrl: 'https://example.org/a.jpg' }),
      )
    ).json();
    const res = await send(
      'PUT',
      `/api/campaigns/${id}`,
      input({ title: 'Wells for all of Kisoro', status: 'paused', goal: 750_000 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      campaign: {
        title: 'Wells for all of Kisoro',
        status: 'paused',
        goal: 750_000,
        endDate: null,
        embedButtonText: null,
        featuredImageUrl: null,
      },
    });
  });

  it("answers 404 'Campaign not found' for an unknown campaign", async () => {
    const res = await send('PUT', '/api/campaigns/987654', input());
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Campaign not found');
  });

  it('replaces the reward set: listed ids updated, new ones added, the rest deleted, in the order given', async () => {
    const created = await send(
      'POST',
      '/api/campaigns',
      input({ rewards: ['Card', 'Brick', 'Plaque'].map((title) => ({ title, minimumAmount: 1_000 })) }),
    );
    const { id, campaign } = created.json();
    const [card, brick] = campaign.rewards;
    const res = await send(
      'PUT',
      `/api/campaigns/${id}`,
      input({
        rewards: [
          { title: 'Visit day', minimumAmount: 50_000 },
          { id: brick.id, title: 'Engraved brick', minimumAmount: 12_000 },
        ],
      }),
    );
    expect(res.json().campaign.rewards).toMatchObject([
      { title: 'Visit day', minimumAmount: 50_000 },
      { id: brick.id, title: 'Engraved brick', minimumAmount: 12_000 },
    ]);
    const rows = await t.db.select().from(rewards).where(eq(rewards.campaignId, id));
    expect(rows.map((r) => r.id)).not.toContain(card.id);
    expect(rows.find((r) => r.id === brick.id)!.sortOrder).toBe(1);
  });

  it('leaves the rewards alone when the form sends none', async () => {
    const { id } = (
      await send('POST', '/api/campaigns', input({ rewards: [{ title: 'Card', minimumAmount: 1_000 }] }))
    ).json();
    await send('PUT', `/api/campaigns/${id}`, input({ title: 'A new title for it' }));
    expect((await rewardsOf(id)).map((r: { title: string }) => r.title)).toEqual(['Card']);
  });

  it("refuses another campaign's reward id and changes nothing", async () => {
    const other = (
      await send('POST', '/api/campaigns', input({ rewards: [{ title: 'Theirs', minimumAmount: 1_000 }] }))
    ).json();
    const { id } = (await send('POST', '/api/campaigns', input({ title: 'Mine before the edit' }))).json();
    const theirId = other.campaign.rewards[0].id;
    const res = await send(
      'PUT',
      `/api/campaigns/${id}`,
      input({ title: 'Mine after the edit', rewards: [{ id: theirId, title: 'Stolen', minimumAmount: 1_000 }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors['rewards.0.id']).toBeDefined();
    const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row!.title).toBe('Mine before the edit');
    expect((await rewardsOf(other.id))[0].title).toBe('Theirs');
  });

  it('refuses a reward id on a new campaign', async () => {
    const existing = await makeCampaign(t.db);
    const [r] = await t.db
      .insert(rewards)
      .values({ campaignId: existing.id, title: 'Old', minimumAmount: 500 })
      .returning();
    const res = await send(
      'POST',
      '/api/campaigns',
      input({ rewards: [{ id: r!.id, title: 'Copy', minimumAmount: 500 }] }),
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('the multipart campaign form', () => {
  it('creates a campaign from text fields with its uploaded image', async () => {
    const fields = asFields(input({ rewards: [{ title: 'Card', minimumAmount: 2_500 }] }));
    const res = await sendForm('POST', '/api/campaigns/upload', {
      ...fields,
      goal: '250000',
      featuredImage: { data: await makeImage(2400, 1200, 'jpeg'), filename: 'header.jpg', type: 'image/jpeg' },
    });
    expect(res.statusCode).toBe(201);
    const { campaign } = res.json();
    expect(campaign).toMatchObject({
      goal: 250_000,
      organizationId,
      endDate: null,
      rewards: [{ title: 'Card', minimumAmount: 2_500 }],
    });
    expect(campaign.featuredImageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const image = await t.app.inject({ method: 'GET', url: campaign.featuredImageUrl });
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('answers the same field messages as JSON, and stores neither image nor campaign', async () => {
    const files = storedFiles();
    const before = await campaignCount();
    const res = await sendForm('POST', '/api/campaigns/upload', {
      ...asFields(input()),
      title: 'Tiny',
      goal: '',
      organizationId: 'none',
      featuredImage: { data: await makeImage(20, 20, 'png', '#010203'), filename: 'a.png', type: 'image/png' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: m.titleMin,
      fieldErrors: { title: [m.titleMin], goal: [m.goalMin], organizationId: [m.organization] },
    });
    expect(storedFiles()).toEqual(files);
    expect(await campaignCount()).toBe(before);
  });

  it('stores nothing when the organization does not exist', async () => {
    const files = storedFiles();
    const rows = (await t.db.select({ n: count() }).from(uploads))[0]!.n;
    const res = await sendForm('POST', '/api/campaigns/upload', {
      ...asFields(input({ organizationId: 987_654 })),
      featuredImage: { data: await makeImage(21, 21, 'png', '#040506'), filename: 'a.png', type: 'image/png' },
    });
    expect(res.json().fieldErrors).toEqual({ organizationId: [m.organization] });
    expect(storedFiles()).toEqual(files);
    expect((await t.db.select({ n: count() }).from(uploads))[0]!.n).toBe(rows);
  });

  it('refuses rewards that are not JSON, a file that is not an image and one over 5 MB', async () => {
    const badJson = await sendForm('POST', '/api/campaigns/upload', { ...asFields(input()), rewards: '[{oops' });
    expect(badJson.json().fieldErrors.rewards).toBeDefined();
    const text = await sendForm('POST', '/api/campaigns/upload', {
      ...asFields(input()),
      featuredImage: { data: Buffer.from('hello'), filename: 'a.png', type: 'image/png' },
    });
    expect(text.json().message).toBe(uploadMessages.notAnImage);
    const big = await sendForm('POST', '/api/campaigns/upload', {
      ...asFields(input()),
      featuredImage: { data: Buffer.alloc(5 * 1024 * 1024 + 1, 1), filename: 'a.png', type: 'image/png' },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(uploadMessages.tooLarge);
  });

  it('edits without an image (keeping the URL sent) and with a new one (replacing it)', async () => {
    const { id } = (
      await send('POST', '/api/campaigns', input({ featuredImageUrl: '/demo-images/kisoro-water.jpg' }))
    ).json();
    const keep = await sendForm('PUT', `/api/campaigns/${id}/upload`, {
      ...asFields(input({ title: 'Edited without image', featuredImageUrl: '/demo-images/kisoro-water.jpg' })),
      featuredImage: { data: Buffer.alloc(0), filename: '', type: 'application/octet-stream' },
    });
    expect(keep.statusCode).toBe(200);
    expect(keep.json().campaign).toMatchObject({
      title: 'Edited without image',
      featuredImageUrl: '/demo-images/kisoro-water.jpg',
    });
    const replace = await sendForm('PUT', `/api/campaigns/${id}/upload`, {
      ...asFields(input({ featuredImageUrl: '/demo-images/kisoro-water.jpg' })),
      featuredImage: { data: await makeImage(30, 30, 'webp'), filename: 'b.webp', type: 'image/webp' },
    });
    expect(replace.json().campaign.featuredImageUrl).toMatch(/^\/uploads\//);
  });
});
