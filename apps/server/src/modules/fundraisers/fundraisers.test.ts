import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountMessages,
  FUNDRAISER_GOAL_MAX,
  FUNDRAISER_STORY_MAX,
  FUNDRAISER_TEAM_NAME_MAX,
  FUNDRAISER_TITLE_MAX,
  fundraiserMessages as m,
  uploadMessages,
} from '@causeway/contracts';
import { campaigns, fundraisers, fundraiserTeams } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeCampaign, makeDonation, signIn } from '../../test/factories';
import { makeImage, multipartBody } from '../../test/multipart';
import { fundraiserTestHelpers } from './fundraiser-test-helpers';
import { FUNDRAISER_PHOTO_RATE } from './fundraisers.routes';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { call, openCampaign, supporter, pageInput, createPage, raise, teamRow } = fundraiserTestHelpers(() => t);

describe('making a page', () => {
  it.each([
    ['title', m.titleRequired, { title: '   ' }],
    ['title', m.titleRequired, { title: undefined }],
    ['title', m.titleMax, { title: 'x'.repeat(FUNDRAISER_TITLE_MAX + 1) }],
    ['story', m.storyRequired, { story: '' }],
    ['story', m.storyMax, { story: 'x'.repeat(FUNDRAISER_STORY_MAX + 1) }],
    ['goal', m.goalMin, { goal: 9_999 }],
    ['goal', m.goalMax, { goal: FUNDRAISER_GOAL_MAX + 1 }],
    ['goal', m.goalWhole, { goal: 10_000.5 }],
    ['imageUrl', m.photoInvalid, { imageUrl: 'https://evil.example/x.webp' }],
    ['team.newTeam.name', m.teamNameRequired, { team: { newTeam: { name: ' ', goal: 10_000 } } }],
    [
      'team.newTeam.name',
      m.teamNameMax,
      { team: { newTeam: { name: 'x'.repeat(FUNDRAISER_TEAM_NAME_MAX + 1), goal: 10_000 } } },
    ],
    ['team.newTeam.goal', m.teamGoalMin, { team: { newTeam: { name: 'Runners', goal: 500 } } }],
  ])('%s: %s', async (_field, message, overrides) => {
    const campaign = await openCampaign();
    const ada = await supporter();
    const res = await call('POST', `/api/campaigns/${campaign.id}/fundraisers`, ada.cookie, pageInput(overrides));
    expect(res.statusCode).toBe(400);
    expect(Object.values(res.json().fieldErrors as Record<string, string[]>).flat()).toContain(message);
    expect(await t.db.select().from(fundraisers).where(eq(fundraisers.campaignId, campaign.id))).toEqual([]);
  });

  it('needs an account, a campaign that allows pages and takes gifts', async () => {
    const ada = await supporter();
    const allowed = await openCampaign();
    expect((await call('POST', `/api/campaigns/${allowed.id}/fundraisers`, undefined, pageInput())).statusCode).toBe(
      401,
    );
    const refusals: [number, number, string][] = [
      [(await makeCampaign(t.db)).id, 409, m.notEnabled],
      [(await openCampaign({ status: 'paused' })).id, 409, m.campaignClosed],
      [
        (await openCampaign({ startDate: new Date(Date.now() - 3_600_000), endDate: new Date(Date.now() - 60_000) }))
          .id,
        409,
        m.campaignClosed,
      ],
      [(await openCampaign({ status: 'draft' })).id, 404, 'Campaign not found'],
      [999_999, 404, 'Campaign not found'],
    ];
    for (const [campaignId, status, message] of refusals) {
      const res = await call('POST', `/api/campaigns/${campaignId}/fundraisers`, ada.cookie, pageInput());
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    const team = await call('POST', `/api/campaigns/${refusals[0]![0]}/fundraiser-teams`, ada.cookie, {
      name: 'Runners',
      goal: 10_000,
    });
    expect([team.statusCode, team.json().message]).toEqual([409, m.notEnabled]);
  });

  it('makes a live page with a readable slug, one per supporter and campaign', async () => {
    const campaign = await openCampaign();
    const ada = await supporter('Ada', 'Lovelace');
    const res = await call(
      'POST',
      `/api/campaigns/${campaign.id}/fundraisers`,
      ada.cookie,
      pageInput({ title: 'Ada’s 10k for Water!' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      slug: 'adas-10k-for-water',
      title: 'Ada’s 10k for Water!',
      fundraiserName: 'Ada L.',
      status: 'active',
      acceptingDonations: true,
      hidden: false,
      raisedAmount: 0,
      campaignId: campaign.id,
      team: null,
      teamId: null,
      isCaptain: false,
      campaign: { id: campaign.id, title: campaign.title, acceptingDonations: true },
    });

    const again = await call('POST', `/api/campaigns/${campaign.id}/fundraisers`, ada.cookie, pageInput());
    expect([again.statusCode, again.json().message]).toEqual([409, m.alreadyHasPage]);
    // Another campaign is another page.
    await createPage((await openCampaign()).id, ada.cookie);
  });

  it('gives the same title different readable slugs: -2, -3', async () => {
    const campaign = await openCampaign();
    const slugs = [];
    for (let i = 0; i < 3; i += 1) {
      slugs.push((await createPage(campaign.id, (await supporter()).cookie, { title: 'Miles for Meals' })).slug);
    }
    expect(slugs).toEqual(['miles-for-meals', 'miles-for-meals-2', 'miles-for-meals-3']);
    // Another campaign's pages do not take a slug.
    expect(
      (await createPage((await openCampaign()).id, (await supporter()).cookie, { title: 'Miles for Meals' })).slug,
    ).toBe('miles-for-meals');
  });

  it('makes a team on the way (its maker the captain), joins one by id, refuses a taken name', async () => {
    const campaign = await openCampaign();
    const ada = await supporter('Ada', 'Lovelace');
    const made = await createPage(campaign.id, ada.cookie, { team: { newTeam: { name: 'Fast Feet', goal: 200_000 } } });
    const team = await teamRow(made.teamId!);
    expect(team).toMatchObject({ name: 'Fast Feet', slug: 'fast-feet', captainId: ada.id, goal: 200_000 });

    const grace = await supporter('Grace', 'Hopper');
    const joined = await call(
      'POST',
      `/api/campaigns/${campaign.id}/fundraisers`,
      grace.cookie,
      pageInput({ team: { teamId: team.id } }),
    );
    expect(joined.json()).toMatchObject({ teamId: team.id, team: { slug: 'fast-feet', name: 'Fast Feet' } });
    expect(joined.json().isCaptain).toBe(false);
    expect((await call('GET', '/api/users/me/fundraisers', ada.cookie)).json()[0].isCaptain).toBe(true);

    // Names are unique per campaign whatever their case, on the way and on their own.
    const clash = await call(
      'POST',
      `/api/campaigns/${campaign.id}/fundraisers`,
      (await supporter()).cookie,
      pageInput({ team: { newTeam: { name: 'fast  FEET', goal: 10_000 } } }),
    );
    expect([clash.statusCode, clash.json().message]).toEqual([409, m.teamNameTaken]);
    const alone = await call('POST', `/api/campaigns/${campaign.id}/fundraiser-teams`, grace.cookie, {
      name: 'FAST FEET',
      goal: 10_000,
    });
    expect([alone.statusCode, alone.json().message]).toEqual([409, m.teamNameTaken]);
    const other = await call('POST', `/api/campaigns/${campaign.id}/fundraiser-teams`, grace.cookie, {
      name: 'Fast Feet 2',
      goal: 10_000,
    });
    expect(other.statusCode).toBe(201);
    expect(other.json()).toMatchObject({ rank: 2, slug: 'fast-feet-2', captainName: 'Grace H.', memberCount: 0 });
    // The same name in another campaign is free.
    const elsewhere = await openCampaign();
    expect(
      (
        await call('POST', `/api/campaigns/${elsewhere.id}/fundraiser-teams`, grace.cookie, {
          name: 'Fast Feet',
          goal: 10_000,
        })
      ).statusCode,
    ).toBe(201);

    // A team of another campaign, or none, cannot be joined.
    for (const teamId of [team.id, 999_999]) {
      const res = await call(
        'POST',
        `/api/campaigns/${elsewhere.id}/fundraisers`,
        (await supporter()).cookie,
        pageInput({ team: { teamId } }),
      );
      expect([res.statusCode, res.json().message]).toEqual([404, m.teamNotFound]);
    }
  });

  it('holds its rules when the same supporter and the same title arrive at once', async () => {
    const campaign = await openCampaign();
    const ada = await supporter();
    const same = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('POST', `/api/campaigns/${campaign.id}/fundraisers`, ada.cookie, pageInput()),
      ),
    );
    expect(same.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const others = await Promise.all(
      Array.from({ length: 3 }, async () =>
        call('POST', `/api/campaigns/${campaign.id}/fundraisers`, (await supporter()).cookie, pageInput()),
      ),
    );
    const slugs = [...same, ...others].filter((res) => res.statusCode === 201).map((res) => res.json().slug);
    expect(slugs.sort()).toEqual([
      'running-for-water',
      'running-for-water-2',
      'running-for-water-3',
      'running-for-water-4',
    ]);
  });
});

describe("the owner's page", () => {
  it('is edited by its owner only (another’s is a 404); the slug stays', async () => {
    const campaign = await openCampaign();
    const ada = await supporter();
    const page = await createPage(campaign.id, ada.cookie);
    const mallory = await supporter('Mallory', 'M');
    await createPage(campaign.id, mallory.cookie, { title: 'Mallory’s' });

    const stolen = await call('PUT', `/api/fundraisers/${page.id}`, mallory.cookie, pageInput({ title: 'Mine now' }));
    expect([stolen.statusCode, stolen.json().message]).toEqual([404, m.notFound]);
    const status = await call('POST', `/api/fundraisers/${page.id}/status`, mallory.cookie, { status: 'closed' });
    expect([status.statusCode, status.json().message]).toEqual([404, m.notFound]);
    expect((await call('PUT', '/api/fundraisers/999999', ada.cookie, pageInput())).statusCode).toBe(404);
    expect((await call('PUT', `/api/fundraisers/${page.id}`, undefined, pageInput())).statusCode).toBe(401);

    const edited = await call(
      'PUT',
      `/api/fundraisers/${page.id}`,
      ada.cookie,
      pageInput({ title: 'A new title', goal: 80_000, imageUrl: '/uploads/abc123.webp' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      slug: page.slug,
      title: 'A new title',
      goal: 80_000,
      imageUrl: '/uploads/abc123.webp',
    });
    const invalid = await call('PUT', `/api/fundraisers/${page.id}`, ada.cookie, pageInput({ goal: 50 }));
    expect(invalid.json().fieldErrors.goal).toEqual([m.goalMin]);
  });

  it('pauses, resumes and closes; closed is final', async () => {
    const campaign = await openCampaign();
    const ada = await supporter();
    const page = await createPage(campaign.id, ada.cookie);
    const setStatus = (status: string) => call('POST', `/api/fundraisers/${page.id}/status`, ada.cookie, { status });

    const bad = await setStatus('deleted');
    expect([bad.statusCode, bad.json().fieldErrors.status]).toEqual([400, [m.statusInvalid]]);
    expect((await setStatus('paused')).json()).toMatchObject({ status: 'paused', acceptingDonations: false });
    expect((await setStatus('active')).json()).toMatchObject({ status: 'active', acceptingDonations: true });
    expect((await setStatus('closed')).json()).toMatchObject({ status: 'closed', acceptingDonations: false });
    for (const next of ['active', 'paused', 'closed']) {
      const res = await setStatus(next);
      expect([res.statusCode, res.json().message]).toEqual([409, m.closedIsFinal]);
    }
    const edit = await call('PUT', `/api/fundraisers/${page.id}`, ada.cookie, pageInput());
    expect([edit.statusCode, edit.json().message]).toEqual([409, m.closedIsFinal]);
    // Still public, with its total.
    expect((await call('GET', `/api/campaigns/${campaign.id}/fundraisers/${page.slug}`)).json().status).toBe('closed');
  });

  it('moves its totals with it when it changes team', async () => {
    const campaign = await openCampaign();
    const ada = await supporter();
    const page = await createPage(campaign.id, ada.cookie, { team: { newTeam: { name: 'Red', goal: 10_000 } } });
    const blue = await call('POST', `/api/campaigns/${campaign.id}/fundraiser-teams`, ada.cookie, {
      name: 'Blue',
      goal: 10_000,
    });
    expect(blue.json()).toMatchObject({ slug: 'blue', rank: 2, memberCount: 0 });
    const [blueRow] = await t.db
      .select({ id: fundraiserTeams.id })
      .from(fundraiserTeams)
      .where(and(eq(fundraiserTeams.campaignId, campaign.id), eq(fundraiserTeams.slug, 'blue')));
    const blueId = blueRow!.id;
    await raise(page.id, 7_000, 2);
    expect(await teamRow(page.teamId!)).toMatchObject({ raisedAmount: 7_000, giftCount: 2 });

    const moved = await call('PUT', `/api/fundraisers/${page.id}`, ada.cookie, pageInput({ team: { teamId: blueId } }));
    expect(moved.json()).toMatchObject({ teamId: blueId, team: { name: 'Blue' } });
    expect(await teamRow(page.teamId!)).toMatchObject({ raisedAmount: 0, giftCount: 0 });
    expect(await teamRow(blueId)).toMatchObject({ raisedAmount: 7_000, giftCount: 2 });
    // No team given: the team stays; null: the page leaves it.
    expect((await call('PUT', `/api/fundraisers/${page.id}`, ada.cookie, pageInput())).json().teamId).toBe(blueId);
    expect(
      (await call('PUT', `/api/fundraisers/${page.id}`, ada.cookie, pageInput({ team: null }))).json().teamId,
    ).toBe(null);
    expect(await teamRow(blueId)).toMatchObject({ raisedAmount: 0, giftCount: 0 });
  });

  it('lists the supporter’s own pages, newest first, hidden ones marked', async () => {
    const ada = await supporter();
    const first = await createPage((await openCampaign()).id, ada.cookie, { title: 'First' });
    const second = await createPage((await openCampaign()).id, ada.cookie, { title: 'Second' });
    await t.db.update(fundraisers).set({ hiddenAt: new Date() }).where(eq(fundraisers.id, first.id));
    await createPage((await openCampaign()).id, (await supporter()).cookie);
    const mine = await call('GET', '/api/users/me/fundraisers', ada.cookie);
    expect(mine.json().map((p: { id: number; hidden: boolean }) => [p.id, p.hidden])).toEqual([
      [second.id, false],
      [first.id, true],
    ]);
  });

  it('uploads a photo as the campaign images are (re-encoded WebP), images only', async () => {
    const ada = await supporter();
    const upload = async (data: Buffer, type: string, cookie: string | undefined = ada.cookie) => {
      const form = await multipartBody({ file: { data, filename: 'photo', type } });
      return t.app.inject({
        method: 'POST',
        url: '/api/fundraisers/photo',
        payload: form.payload,
        headers: { ...form.headers, ...(cookie ? { cookie } : {}) },
      });
    };
    const res = await upload(await makeImage(60, 40), 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().url).toMatch(/^\/uploads\/[a-f0-9]+\.webp$/);
    const page = await createPage((await openCampaign()).id, ada.cookie, { imageUrl: res.json().url });
    expect((await call('GET', '/api/users/me/fundraisers', ada.cookie)).json()[0].imageUrl).toBe(res.json().url);
    expect(page.id).toBeGreaterThan(0);

    const text = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'image/svg+xml');
    expect(text.statusCode).toBe(400);
    expect([uploadMessages.notAnImage, uploadMessages.svgRefused]).toContain(text.json().message);
    expect((await upload(await makeImage(10, 10), 'image/png', '')).statusCode).toBe(401);
  });

  it('limits the photos one supporter uploads in an hour', async () => {
    const grace = await supporter();
    const form = await multipartBody({ file: { data: await makeImage(8, 8), filename: 'p.png', type: 'image/png' } });
    const upload = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/fundraisers/photo',
        payload: form.payload,
        headers: { ...form.headers, cookie },
      });
    for (let i = 0; i < FUNDRAISER_PHOTO_RATE.limit; i += 1) expect((await upload(grace.cookie)).statusCode).toBe(201);
    const refused = await upload(grace.cookie);
    expect([refused.statusCode, refused.json().message]).toEqual([429, accountMessages.tooManyRequests]);
    // Another supporter counts on their own.
    expect((await upload((await supporter()).cookie)).statusCode).toBe(201);
  });
});

describe('public pages', () => {
  it('shows a page with its recent supporters: named "Ada L.", anonymous ones "Anonymous", succeeded only', async () => {
    const campaign = await openCampaign();
    const page = await createPage(campaign.id, (await supporter('Grace', 'Hopper')).cookie);
    const gift = (overrides: Parameters<typeof makeDonation>[1]) => makeDonation(t.db, { ...overrides });
    await gift({
      campaignId: campaign.id,
      fundraiserId: page.id,
      amount: 1_000,
      guestFirstName: 'Ada',
      guestLastName: 'lovelace',
    });
    await gift({
      campaignId: campaign.id,
      fundraiserId: page.id,
      amount: 2_000,
      guestFirstName: 'Alan',
      anonymous: true,
    });
    await gift({
      campaignId: campaign.id,
      fundraiserId: page.id,
      amount: 3_000,
      status: 'pending',
      guestFirstName: 'Pat',
    });
    await gift({ campaignId: campaign.id, amount: 4_000, guestFirstName: 'Direct' });
    for (let i = 0; i < 5; i += 1) {
      await gift({
        campaignId: campaign.id,
        fundraiserId: page.id,
        amount: 100 + i,
        guestFirstName: `G${i}`,
        guestLastName: 'X',
      });
    }

    const res = await call('GET', `/api/campaigns/${campaign.id}/fundraisers/${page.slug}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: page.id, fundraiserName: 'Grace H.', acceptingDonations: true });
    expect(res.json().recentSupporters.map((s: { name: string }) => s.name)).toEqual([
      'G4 X.',
      'G3 X.',
      'G2 X.',
      'G1 X.',
      'G0 X.',
    ]);

    const supporters = async (p: number) =>
      (await call('GET', `/api/campaigns/${campaign.id}/fundraisers/${page.slug}/supporters?page=${p}`)).json();
    const first = await supporters(1);
    expect(first).toMatchObject({ total: 7, page: 1, pageSize: 10 });
    expect(first.items.slice(5)).toEqual([
      { name: 'Anonymous', amount: 2_000, createdAt: expect.any(String), currency: 'usd' },
      { name: 'Ada L.', amount: 1_000, createdAt: expect.any(String), currency: 'usd' },
    ]);
    expect((await supporters(2)).items).toEqual([]);
    expect((await call('GET', `/api/campaigns/${campaign.id}/fundraisers/no-such-page`)).json().message).toBe(
      m.notFound,
    );
    expect((await call('GET', `/api/campaigns/${campaign.id}/fundraisers/Bad%20Slug`)).statusCode).toBe(400);
  });

  it('keeps title, story and team name as the plain text they were written (stored XSS)', async () => {
    const campaign = await openCampaign();
    const title = '<img src=x onerror="alert(1)"> & <b>me</b>';
    const story = '<script>alert("story")</script>\nLine two & "quotes" \'too\'';
    const teamName = '<svg onload=alert(2)> Team';
    const ada = await supporter('<i>Ada</i>', 'Lovelace');
    const page = await createPage(campaign.id, ada.cookie, {
      title,
      story,
      team: { newTeam: { name: teamName, goal: 10_000 } },
    });
    expect(page.slug).toBe('img-src-x-onerror-alert-1-b-me-b');
    const row = (await t.db.select().from(fundraisers).where(eq(fundraisers.id, page.id)))[0]!;
    expect([row.title, row.story]).toEqual([title, story]);

    const shown = await call('GET', `/api/campaigns/${campaign.id}/fundraisers/${page.slug}`);
    expect(shown.headers['content-type']).toMatch(/^application\/json/);
    expect(shown.json()).toMatchObject({ title, story, fundraiserName: '<i>Ada</i> L.', team: { name: teamName } });
    const board = (await call('GET', `/api/campaigns/${campaign.id}/fundraisers`)).json();
    expect(board.items[0]).toMatchObject({ title, team: { name: teamName } });
    const teamSlug = shown.json().team.slug;
    const team = (await call('GET', `/api/campaigns/${campaign.id}/fundraiser-teams/${teamSlug}`)).json();
    expect(team).toMatchObject({ name: teamName, members: [{ title }] });
  });

  it('orders the leaderboard by raised then age, pages it, and searches titles and names', async () => {
    const campaign = await openCampaign();
    const made = [];
    for (let i = 0; i < 12; i += 1) {
      const person = await supporter(i === 3 ? 'Zelda' : 'Sam', `Runner${i}`);
      made.push(await createPage(campaign.id, person.cookie, { title: i === 7 ? 'Bake sale for books' : `Page ${i}` }));
    }
    const raised = [500, 0, 900, 900, 0, 100, 0, 2_000, 0, 0, 300, 900];
    for (const [i, amount] of raised.entries()) if (amount) await raise(made[i]!.id, amount);
    const order = made
      .map((page, i) => ({ id: page.id, amount: raised[i]! }))
      .sort((a, b) => b.amount - a.amount || a.id - b.id)
      .map((p) => p.id);

    const board = async (query: string) =>
      (await call('GET', `/api/campaigns/${campaign.id}/fundraisers${query}`)).json();
    const first = await board('');
    const second = await board('?page=2');
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    const slugOf = new Map(made.map((p) => [p.slug, p.id]));
    const ids = [...first.items, ...second.items].map((item: { slug: string }) => slugOf.get(item.slug));
    expect(ids).toEqual(order);
    expect([...first.items, ...second.items].map((item: { rank: number }) => item.rank)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect(first.items[0]).toMatchObject({
      title: 'Bake sale for books',
      raisedAmount: 2_000,
      fundraiserName: 'Sam R.',
    });

    // A search keeps each row's place on the whole board.
    const byTitle = await board('?q=BAKE');
    expect(byTitle).toMatchObject({ total: 1, items: [{ title: 'Bake sale for books', rank: 1 }] });
    const byName = await board('?q=zelda');
    expect(byName.items).toEqual([expect.objectContaining({ title: 'Page 3', rank: order.indexOf(made[3]!.id) + 1 })]);
    // A search's second page: the rows past the offset, in board order, each with its own place.
    const searchedSecond = await board('?q=runner&page=2');
    expect(searchedSecond).toMatchObject({ total: 12, page: 2 });
    expect(
      searchedSecond.items.map((item: { slug: string; rank: number }) => [slugOf.get(item.slug), item.rank]),
    ).toEqual([
      [order[10], 11],
      [order[11], 12],
    ]);
    expect((await board('?q=%25')).total).toBe(0);
    expect((await board('?page=0')).fieldErrors?.page).toBeDefined();
    expect((await call('GET', '/api/campaigns/999999/fundraisers')).statusCode).toBe(404);
  });

  it('orders teams by raised, counts their visible members, and lists members most raised first', async () => {
    const campaign = await openCampaign();
    const captain = await supporter('Cap', 'Tain');
    const lead = await createPage(campaign.id, captain.cookie, { team: { newTeam: { name: 'Alpha', goal: 10_000 } } });
    const member = await createPage(campaign.id, (await supporter('Mem', 'Ber')).cookie, {
      team: { teamId: lead.teamId },
    });
    const beta = await createPage(campaign.id, (await supporter()).cookie, {
      team: { newTeam: { name: 'Beta', goal: 10_000 } },
    });
    await raise(lead.id, 1_000);
    await raise(member.id, 3_000);
    await raise(beta.id, 2_000);

    const teams = (await call('GET', `/api/campaigns/${campaign.id}/fundraiser-teams`)).json();
    expect(teams).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(teams.items).toEqual([
      {
        // The id a supporter joins the team by, from the create form's team picker.
        id: lead.teamId,
        rank: 1,
        slug: 'alpha',
        name: 'Alpha',
        captainName: 'Cap T.',
        goal: 10_000,
        raisedAmount: 4_000,
        giftCount: 2,
        memberCount: 2,
        currency: 'usd',
      },
      expect.objectContaining({ rank: 2, name: 'Beta', raisedAmount: 2_000, memberCount: 1 }),
    ]);
    expect((await call('GET', `/api/campaigns/${campaign.id}/fundraiser-teams?q=bet`)).json().items).toEqual([
      expect.objectContaining({ name: 'Beta', rank: 2 }),
    ]);

    const alpha = (await call('GET', `/api/campaigns/${campaign.id}/fundraiser-teams/alpha`)).json();
    expect(alpha).toMatchObject({
      name: 'Alpha',
      captainName: 'Cap T.',
      raisedAmount: 4_000,
      campaign: { id: campaign.id },
    });
    expect(
      alpha.members.map((p: { fundraiserName: string; isCaptain: boolean }) => [p.fundraiserName, p.isCaptain]),
    ).toEqual([
      ['Mem B.', false],
      ['Cap T.', true],
    ]);
    const missing = await call('GET', `/api/campaigns/${campaign.id}/fundraiser-teams/gamma`);
    expect([missing.statusCode, missing.json().message]).toEqual([404, m.teamNotFound]);
  });

  it('answers 404 for a hidden page everywhere the public looks, at once', async () => {
    const campaign = await openCampaign();
    const shown = await createPage(campaign.id, (await supporter()).cookie, {
      title: 'Shown',
      team: { newTeam: { name: 'Team', goal: 10_000 } },
    });
    const hidden = await createPage(campaign.id, (await supporter()).cookie, {
      title: 'Hidden',
      team: { teamId: shown.teamId },
    });
    const base = `/api/campaigns/${campaign.id}`;
    // Read once so the cache holds the answers with the page in them.
    expect((await call('GET', `${base}/fundraisers`)).json().total).toBe(2);
    expect((await call('GET', `${base}/fundraisers/${hidden.slug}`)).statusCode).toBe(200);

    const adminCookie = (await signIn(t.app, t.db, 'admin')).cookie;
    expect((await call('POST', `/api/admin/fundraisers/${hidden.id}/hide`, adminCookie)).statusCode).toBe(200);

    for (const url of [`${base}/fundraisers/${hidden.slug}`, `${base}/fundraisers/${hidden.slug}/supporters`]) {
      const res = await call('GET', url);
      expect([res.statusCode, res.json().message]).toEqual([404, m.notFound]);
    }
    const board = (await call('GET', `${base}/fundraisers`)).json();
    expect([board.total, board.items.map((p: { title: string }) => p.title)]).toEqual([1, ['Shown']]);
    expect((await call('GET', `${base}/fundraisers?q=hidden`)).json().total).toBe(0);
    const team = (await call('GET', `${base}/fundraiser-teams/team`)).json();
    expect(team.members.map((p: { title: string }) => p.title)).toEqual(['Shown']);
    expect((await call('GET', `${base}/fundraiser-teams`)).json().items[0].memberCount).toBe(1);

    // A campaign the public cannot see hides its pages too.
    const draft = await openCampaign();
    const draftPage = await createPage(draft.id, (await supporter()).cookie);
    await t.db.update(campaigns).set({ status: 'draft' }).where(eq(campaigns.id, draft.id));
    expect((await call('GET', `/api/campaigns/${draft.id}/fundraisers/${draftPage.slug}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/campaigns/${draft.id}/fundraisers`)).statusCode).toBe(404);
  });
});
