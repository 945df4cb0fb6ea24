import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateMessages as m } from '@causeway/contracts';
import { eq } from 'drizzle-orm';
import { campaignUpdates } from '../../db/schema';
import { ReadCache } from '../../lib/read-cache';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeCampaign, signIn } from '../../test/factories';

const readCache = new ReadCache(60_000);
let t: TestApp;
let cookie: string;
let adminId: number;
beforeAll(async () => {
  t = await buildTestApp({ readCache });
  const admin = await signIn(t.app, t.db, 'admin');
  cookie = admin.cookie;
  adminId = admin.user.id;
});
afterAll(() => t.close());

const update = (overrides: Record<string, unknown> = {}) => ({
  title: 'First well dug',
  content: 'The first of twelve wells now gives water to 300 families.',
  ...overrides,
});
const admin = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });
const titles = (res: { json(): unknown }) => (res.json() as { title: string }[]).map((u) => u.title);

describe('POST /api/campaigns/{id}/updates', () => {
  it('posts a public update by default, written by the administrator', async () => {
    const c = await makeCampaign(t.db);
    const res = await admin('POST', `/api/campaigns/${c.id}/updates`, update({ imageUrl: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      campaignId: c.id,
      title: 'First well dug',
      content: 'The first of twelve wells now gives water to 300 families.',
      imageUrl: null,
      isPublic: true,
      createdAt: expect.any(String),
      emailedAt: null,
      emailRecipientCount: 0,
    });
    const [row] = await t.db.select().from(campaignUpdates).where(eq(campaignUpdates.id, res.json().id));
    expect(row!.authorId).toBe(adminId);
  });

  it('shows a private update to administrators only, and new updates at once, newest first', async () => {
    const c = await makeCampaign(t.db);
    const publicList = () => t.app.inject({ method: 'GET', url: `/api/campaigns/${c.id}/updates` });
    expect((await publicList()).json()).toEqual([]);
    await admin('POST', `/api/campaigns/${c.id}/updates`, update({ title: 'Older public news' }));
    await admin('POST', `/api/campaigns/${c.id}/updates`, update({ title: 'Staff only notes', isPublic: false }));
    await admin('POST', `/api/campaigns/${c.id}/updates`, update({ title: 'Newer public news' }));
    expect(titles(await publicList())).toEqual(['Newer public news', 'Older public news']);
    const adminList = await admin('GET', `/api/campaigns/${c.id}/updates`);
    expect(titles(adminList)).toEqual(['Newer public news', 'Staff only notes', 'Older public news']);
    expect(adminList.headers['cache-control']).toContain('private');
  });

  it("answers 404 'Campaign not found' for an unknown campaign", async () => {
    const res = await admin('POST', '/api/campaigns/987654/updates', update());
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Campaign not found');
  });

  it.each([
    ['title', m.titleMin, { title: 'News' }],
    ['title', m.titleMin, { title: undefined }],
    ['title', m.titleMax, { title: 'x'.repeat(101) }],
    ['content', m.contentMin, { content: 'Too short' }],
    ['content', m.contentMax, { content: 'x'.repeat(2001) }],
    ['imageUrl', m.imageUrl, { imageUrl: 'not a url' }],
  ] as [string, string, Record<string, unknown>][])('answers 400 on %s: %s', async (field, message, overrides) => {
    const c = await makeCampaign(t.db);
    const res = await admin('POST', `/api/campaigns/${c.id}/updates`, update(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toContain(message);
  });
});

describe('PUT and DELETE /api/campaigns/{id}/updates/{updateId}', () => {
  it('edits an update, keeping its date', async () => {
    const c = await makeCampaign(t.db);
    const posted = (await admin('POST', `/api/campaigns/${c.id}/updates`, update())).json();
    const res = await admin(
      'PUT',
      `/api/campaigns/${c.id}/updates/${posted.id}`,
      update({ title: 'Second well dug', isPublic: false, imageUrl: 'https://example.org/well.jpg' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: posted.id,
      title: 'Second well dug',
      isPublic: false,
      imageUrl: 'https://example.org/well.jpg',
      createdAt: posted.createdAt,
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/campaigns/${c.id}/updates` })).json()).toEqual([]);
  });

  it('deletes an update', async () => {
    const c = await makeCampaign(t.db);
    const posted = (await admin('POST', `/api/campaigns/${c.id}/updates`, update())).json();
    const res = await admin('DELETE', `/api/campaigns/${c.id}/updates/${posted.id}`);
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/campaigns/${c.id}/updates` })).json()).toEqual([]);
    expect((await admin('DELETE', `/api/campaigns/${c.id}/updates/${posted.id}`)).statusCode).toBe(404);
  });

  it("answers 404 'Update not found' for an update of another campaign, and leaves it alone", async () => {
    const mine = await makeCampaign(t.db);
    const other = await makeCampaign(t.db);
    const theirs = (await admin('POST', `/api/campaigns/${other.id}/updates`, update())).json();
    for (const res of [
      await admin('PUT', `/api/campaigns/${mine.id}/updates/${theirs.id}`, update({ title: 'Hijacked title' })),
      await admin('DELETE', `/api/campaigns/${mine.id}/updates/${theirs.id}`),
      await admin('DELETE', `/api/campaigns/${mine.id}/updates/987654`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(m.notFound);
    }
    expect(titles(await t.app.inject({ method: 'GET', url: `/api/campaigns/${other.id}/updates` }))).toEqual([
      'First well dug',
    ]);
  });

  it('answers 400 for an update id that is not a database id', async () => {
    const c = await makeCampaign(t.db);
    for (const id of ['abc', '0', '9999999999']) {
      const res = await admin('DELETE', `/api/campaigns/${c.id}/updates/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(m.notFound);
    }
  });

  it("answers 404 'Campaign not found' for an unknown campaign", async () => {
    const res = await admin('PUT', '/api/campaigns/987654/updates/1', update());
    expect(res.json()).toMatchObject({ message: 'Campaign not found' });
    expect((await admin('DELETE', '/api/campaigns/987654/updates/1')).json().message).toBe('Campaign not found');
  });
});
