import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundraisers, fundraiserTeams } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { makeCampaign, makeUser, unique } from '../test/factories';
import { storyExcerpt } from './fundraiser-share-meta';

// The built app as web-app.test.ts makes it: an index.html with default tags, no server renderer.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><meta name="description" content="x" /><title>Causeway</title>' +
    '<script type="module" crossorigin src="/assets/index-abc123.js"></script>' +
    '</head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function makePage(overrides: Partial<typeof fundraisers.$inferInsert> & { campaignId: number }) {
  const owner = await makeUser(t.db);
  const [row] = await t.db
    .insert(fundraisers)
    .values({
      userId: owner.id,
      slug: unique('page-'),
      title: 'Ada runs 10k for water',
      story: 'I am running for wells.',
      goal: 50_000,
      ...overrides,
    })
    .returning();
  return row!;
}

async function makeTeam(overrides: Partial<typeof fundraiserTeams.$inferInsert> & { campaignId: number }) {
  const [row] = await t.db
    .insert(fundraiserTeams)
    .values({ slug: unique('team-'), name: 'Runners', goal: 100_000, ...overrides })
    .returning();
  return row!;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe("a fundraising page's share tags (issue 25)", () => {
  it('carries the page title, the start of the story and the page photo, escaped, in the HTML', async () => {
    const c = await makeCampaign(t.db, { featuredImageUrl: '/demo-images/kisoro-water.jpg' });
    const story = `Every mile I run is a well for Kisoro & its <villages>.\n\n${'More words about the run. '.repeat(20)}`;
    const page = await makePage({
      campaignId: c.id,
      title: 'Ada\'s 10k "for" <water>',
      story,
      imageUrl: '/uploads/ada-photo.webp',
    });
    const res = await get(`/campaigns/${c.id}/fundraisers/${page.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>Ada's 10k &quot;for&quot; &lt;water&gt; | Causeway</title>");
    expect(res.body).toContain(
      '<meta property="og:title" content="Ada\'s 10k &quot;for&quot; &lt;water&gt; | Causeway" />',
    );
    const excerpt = storyExcerpt(story);
    expect(excerpt.length).toBeLessThanOrEqual(160);
    expect(excerpt.startsWith('Every mile I run is a well for Kisoro & its <villages>. More words')).toBe(true);
    expect(excerpt.endsWith('...')).toBe(true);
    expect(res.body).toContain(
      `<meta property="og:description" content="${excerpt.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}" />`,
    );
    expect(res.body).not.toContain('<villages>');
    expect(res.body).toContain('<meta property="og:image" content="http://causeway.test/uploads/ada-photo.webp" />');
    expect(res.body).toContain('<meta property="og:type" content="article" />');
  });

  it("uses the campaign's picture when the page has no photo, and the default picture when neither has one", async () => {
    const withImage = await makeCampaign(t.db, { featuredImageUrl: '/demo-images/kisoro-water.jpg' });
    const page = await makePage({ campaignId: withImage.id });
    expect((await get(`/campaigns/${withImage.id}/fundraisers/${page.slug}`)).body).toContain(
      'content="http://causeway.test/demo-images/kisoro-water.jpg"',
    );
    const bare = await makeCampaign(t.db, { featuredImageUrl: null });
    const other = await makePage({ campaignId: bare.id });
    expect((await get(`/campaigns/${bare.id}/fundraisers/${other.slug}/`)).body).toContain(
      'content="http://causeway.test/demo-images/default-campaign.jpg"',
    );
  });

  it('answers 404 without the page title for a hidden page, another campaign’s slug, an unknown slug or a draft campaign', async () => {
    const c = await makeCampaign(t.db);
    const hidden = await makePage({ campaignId: c.id, title: 'Hidden secret page', hiddenAt: new Date() });
    const res = await get(`/campaigns/${c.id}/fundraisers/${hidden.slug}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Hidden secret page');
    expect(res.body).toContain('<div id="root"></div>');

    const elsewhere = await makePage({ campaignId: (await makeCampaign(t.db)).id, title: 'Another campaign page' });
    const wrongCampaign = await get(`/campaigns/${c.id}/fundraisers/${elsewhere.slug}`);
    expect(wrongCampaign.statusCode).toBe(404);
    expect(wrongCampaign.body).not.toContain('Another campaign page');

    expect((await get(`/campaigns/${c.id}/fundraisers/no-such-page`)).statusCode).toBe(404);
    expect((await get(`/campaigns/${c.id}/fundraisers/Not_A_Slug`)).statusCode).toBe(404);
    expect((await get(`/campaigns/0/fundraisers/${hidden.slug}`)).statusCode).toBe(404);

    const draft = await makeCampaign(t.db, { status: 'draft' });
    const onDraft = await makePage({ campaignId: draft.id, title: 'Page of a draft' });
    const draftRes = await get(`/campaigns/${draft.id}/fundraisers/${onDraft.slug}`);
    expect(draftRes.statusCode).toBe(404);
    expect(draftRes.body).not.toContain('Page of a draft');
  });

  it("names a team's page after the team and its campaign, and answers 404 for a hidden or unknown team", async () => {
    const c = await makeCampaign(t.db, {
      title: 'Wells for Kisoro',
      featuredImageUrl: '/demo-images/kisoro-water.jpg',
    });
    const team = await makeTeam({ campaignId: c.id, name: 'Runners <b>' });
    const res = await get(`/campaigns/${c.id}/teams/${team.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Runners &lt;b&gt; | Causeway</title>');
    expect(res.body).toContain('content="Team Runners &lt;b&gt; is raising money for Wells for Kisoro."');
    expect(res.body).toContain('content="http://causeway.test/demo-images/kisoro-water.jpg"');

    const hidden = await makeTeam({ campaignId: c.id, name: 'Secret team', hiddenAt: new Date() });
    const hiddenRes = await get(`/campaigns/${c.id}/teams/${hidden.slug}`);
    expect(hiddenRes.statusCode).toBe(404);
    expect(hiddenRes.body).not.toContain('Secret team');
    expect((await get(`/campaigns/${c.id}/teams/no-such-team`)).statusCode).toBe(404);
  });

  it('leaves the other campaign pages to their own tags: the fundraise form is not a fundraiser page', async () => {
    const c = await makeCampaign(t.db, { title: 'Trees on Mount Elgon' });
    const res = await get(`/campaigns/${c.id}/fundraise`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Causeway</title>');
  });
});

describe('storyExcerpt', () => {
  it('keeps a short story whole on one line, and cuts a long one at a word with three dots', () => {
    expect(storyExcerpt('Line one.\n\nLine   two.')).toBe('Line one. Line two.');
    const long = 'word '.repeat(60);
    const excerpt = storyExcerpt(long);
    expect(excerpt.length).toBeLessThanOrEqual(160);
    expect(excerpt).toMatch(/^(word )+word\.\.\.$/);
    expect(storyExcerpt('x'.repeat(300))).toBe(`${'x'.repeat(157)}...`);
  });
});
