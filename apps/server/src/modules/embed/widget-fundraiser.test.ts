import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { widgetMessages } from '@causeway/contracts';
import { fundraisers, users } from '../../db/schema';
import { ReadCache } from '../../lib/read-cache';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeCampaign, makeUser, unique } from '../../test/factories';

let t: TestApp;
const readCache = new ReadCache();
beforeAll(async () => {
  t = await buildTestApp({ readCache });
});
afterAll(() => t.close());

/** A supporter's page (issue 25) owned by Ada Lovelace, with the given status or hidden. */
async function makePage(campaignId: number, overrides: Partial<typeof fundraisers.$inferInsert> = {}) {
  const owner = await makeUser(t.db);
  await t.db.update(users).set({ firstName: 'Ada', lastName: 'lovelace' }).where(eq(users.id, owner.id));
  const [page] = await t.db
    .insert(fundraisers)
    .values({
      campaignId,
      userId: owner.id,
      slug: unique('ada-run')
        .toLowerCase()
        .replace(/[^a-z0-9-]/g, '-'),
      title: 'Ada’s 10k <b>for</b> water',
      story: 'Running for wells.',
      goal: 50_000,
      ...overrides,
    })
    .returning();
  return page!;
}

const widgetData = (campaignId: number, slug?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/campaigns/${campaignId}/widget${slug === undefined ? '' : `?fundraiser=${encodeURIComponent(slug)}`}`,
  });

describe('widget data through a supporter’s page (?fundraiser=, issue 25)', () => {
  it("names a visible, active page of the campaign: its slug, title and the owner's public name", async () => {
    const c = await makeCampaign(t.db);
    const page = await makePage(c.id);
    const res = await widgetData(c.id, page.slug);
    expect(res.statusCode).toBe(200);
    expect(res.json().campaign).toMatchObject({ id: c.id });
    expect(res.json().fundraiser).toEqual({ slug: page.slug, name: 'Ada L.', title: 'Ada’s 10k <b>for</b> water' });
  });

  it('answers the campaign alone without the parameter, as before', async () => {
    const c = await makeCampaign(t.db);
    await makePage(c.id);
    const res = await widgetData(c.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('fundraiser');
  });

  it('names no page that is hidden, paused, closed, of another campaign, unknown or not a slug', async () => {
    const c = await makeCampaign(t.db);
    const other = await makeCampaign(t.db);
    const hidden = await makePage(c.id, { hiddenAt: new Date() });
    const paused = await makePage(c.id, { status: 'paused' });
    const closed = await makePage(c.id, { status: 'closed' });
    const elsewhere = await makePage(other.id);
    for (const slug of [hidden.slug, paused.slug, closed.slug, elsewhere.slug, 'no-such-page', 'Not A Slug!', '']) {
      const res = await widgetData(c.id, slug);
      expect(res.statusCode).toBe(200);
      expect(res.json().campaign.id).toBe(c.id);
      expect(res.json()).not.toHaveProperty('fundraiser');
    }
  });

  it('stays a 404 for a campaign the public may not see, whatever page is named', async () => {
    const draft = await makeCampaign(t.db, { status: 'draft' });
    const page = await makePage(draft.id);
    const res = await widgetData(draft.id, page.slug);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: widgetMessages.notFound, code: 'NOT_FOUND' });
  });

  it('answers the page as it is now: a page hidden after a read is no longer named', async () => {
    const c = await makeCampaign(t.db);
    const page = await makePage(c.id);
    expect((await widgetData(c.id, page.slug)).json().fundraiser.slug).toBe(page.slug);
    await t.db.update(fundraisers).set({ hiddenAt: new Date() }).where(eq(fundraisers.id, page.id));
    // What a write to the page does (modules/fundraisers); without it the answer keeps for the cache's 5 s.
    readCache.invalidate();
    expect((await widgetData(c.id, page.slug)).json()).not.toHaveProperty('fundraiser');
  });
});
