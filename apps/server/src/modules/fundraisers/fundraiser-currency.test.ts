import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundraiserGoalBounds, fundraiserMessages as m } from '@causeway/contracts';
import { fundraisers, fundraiserTeams } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeDonation, signIn } from '../../test/factories';
import { fundraiserTestHelpers } from './fundraiser-test-helpers';

// Issue 26: a campaign's fundraising pages and teams are in the campaign's currency: their answers say which, and
// their goals are bounded in it (the floor of a campaign's goal, a hundred thousand times that at most).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { call, openCampaign, supporter, pageInput, createPage, raise } = fundraiserTestHelpers(() => t);

const fieldErrorsOf = (res: { statusCode: number; json: () => { fieldErrors?: Record<string, string[]> } }) => [
  res.statusCode,
  res.json().fieldErrors,
];

describe('goal bounds in the campaign’s currency', () => {
  it('are the US-dollar ones scaled: messages in US dollars exactly as before', () => {
    expect(fundraiserGoalBounds('usd')).toEqual({ min: 10_000, max: 1_000_000_000 });
    expect(fundraiserGoalBounds('jpy')).toEqual({ min: 10_000, max: 1_000_000_000 });
    expect(fundraiserGoalBounds('krw')).toEqual({ min: 100_000, max: 10_000_000_000 });
    expect(m.goalMinOf('usd')).toBe(m.goalMin);
    expect(m.goalMaxOf('usd')).toBe(m.goalMax);
    expect(m.teamGoalMinOf('usd')).toBe(m.teamGoalMin);
    expect(m.goalMinOf('eur')).toBe('Your goal must be at least €100');
    expect(m.goalMaxOf('jpy')).toBe('Your goal must be at most ¥1,000,000,000');
    expect(m.teamGoalMinOf('krw')).toBe('The team goal must be at least ₩100,000');
  });

  it('refuse a page below the floor of its campaign’s currency, in that currency, and write nothing', async () => {
    const euros = await openCampaign({ currency: 'eur' });
    const ada = await supporter();
    const low = await call('POST', `/api/campaigns/${euros.id}/fundraisers`, ada.cookie, pageInput({ goal: 9_999 }));
    expect(fieldErrorsOf(low)).toEqual([400, { goal: [m.goalMinOf('eur')] }]);
    expect(low.json().message).toBe('Your goal must be at least €100');

    const won = await openCampaign({ currency: 'krw', goal: 10_000_000 });
    // ₩50,000 is above the US floor's number (10,000) but below ₩100,000.
    const belowWon = await call(
      'POST',
      `/api/campaigns/${won.id}/fundraisers`,
      ada.cookie,
      pageInput({ goal: 50_000 }),
    );
    expect(fieldErrorsOf(belowWon)).toEqual([400, { goal: ['Your goal must be at least ₩100,000'] }]);
    const newTeam = pageInput({ goal: 200_000, team: { newTeam: { name: 'Runners', goal: 50_000 } } });
    const lowTeam = await call('POST', `/api/campaigns/${won.id}/fundraisers`, ada.cookie, newTeam);
    expect(fieldErrorsOf(lowTeam)).toEqual([400, { 'team.newTeam.goal': [m.teamGoalMinOf('krw')] }]);
    const tooHigh = await call(
      'POST',
      `/api/campaigns/${won.id}/fundraisers`,
      ada.cookie,
      pageInput({ goal: 10_000_000_001 }),
    );
    expect(fieldErrorsOf(tooHigh)).toEqual([400, { goal: ['Your goal must be at most ₩10,000,000,000'] }]);
    for (const campaignId of [euros.id, won.id]) {
      expect(await t.db.select().from(fundraisers).where(eq(fundraisers.campaignId, campaignId))).toEqual([]);
      expect(await t.db.select().from(fundraiserTeams).where(eq(fundraiserTeams.campaignId, campaignId))).toEqual([]);
    }

    // ₩5,000,000,000 is above the US-dollar ceiling's number, within the won's.
    const page = await createPage(won.id, ada.cookie, { goal: 5_000_000_000 });
    expect((await t.db.select().from(fundraisers).where(eq(fundraisers.id, page.id)))[0]?.goal).toBe(5_000_000_000);
    const edit = await call('PUT', `/api/fundraisers/${page.id}`, ada.cookie, pageInput({ goal: 99_999 }));
    expect(fieldErrorsOf(edit)).toEqual([400, { goal: [m.goalMinOf('krw')] }]);
    expect((await t.db.select().from(fundraisers).where(eq(fundraisers.id, page.id)))[0]?.goal).toBe(5_000_000_000);
  });

  it('bound a team made on its own, and the administrator’s suggested goal', async () => {
    const yen = await openCampaign({ currency: 'jpy' });
    const grace = await supporter('Grace', 'Hopper');
    const team = (goal: number) =>
      call('POST', `/api/campaigns/${yen.id}/fundraiser-teams`, grace.cookie, { name: `Team ${goal}`, goal });
    expect(fieldErrorsOf(await team(9_999))).toEqual([400, { goal: ['The team goal must be at least ¥10,000'] }]);
    const made = await team(10_000);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ goal: 10_000, currency: 'jpy' });

    const won = await openCampaign({ currency: 'krw', goal: 10_000_000 });
    const admin = (await signIn(t.app, t.db, 'admin')).cookie;
    const url = `/api/admin/campaigns/${won.id}/fundraising`;
    const low = await call('PUT', url, admin, { enabled: true, suggestedGoal: 50_000, guide: '' });
    expect(fieldErrorsOf(low)).toEqual([400, { suggestedGoal: [m.goalMinOf('krw')] }]);
    const saved = await call('PUT', url, admin, { enabled: true, suggestedGoal: 500_000, guide: '' });
    expect([saved.statusCode, saved.json().suggestedGoal]).toEqual([200, 500_000]);
  });
});

describe('public answers', () => {
  it('carry the campaign’s currency: leaderboards, the page, its supporters and the team', async () => {
    const euros = await openCampaign({ currency: 'eur' });
    const ada = await supporter();
    const page = await createPage(euros.id, ada.cookie, {
      goal: 50_000,
      team: { newTeam: { name: 'Eurostars', goal: 100_000 } },
    });
    await raise(page.id, 2_550);
    await makeDonation(t.db, {
      campaignId: euros.id,
      fundraiserId: page.id,
      currency: 'eur',
      amount: 2_550,
      guestFirstName: 'Ada',
      guestLastName: 'Byron',
    });
    const base = `/api/campaigns/${euros.id}`;
    const get = async (url: string) => (await call('GET', url)).json();

    expect((await get(`${base}/fundraisers`)).items).toEqual([
      expect.objectContaining({ slug: page.slug, goal: 50_000, raisedAmount: 2_550, currency: 'eur' }),
    ]);
    expect((await get(`${base}/fundraiser-teams`)).items).toEqual([
      expect.objectContaining({ name: 'Eurostars', goal: 100_000, raisedAmount: 2_550, currency: 'eur' }),
    ]);
    const shown = await get(`${base}/fundraisers/${page.slug}`);
    expect(shown).toMatchObject({ goal: 50_000, raisedAmount: 2_550, currency: 'eur' });
    expect(shown.recentSupporters).toEqual([
      { name: 'Ada B.', amount: 2_550, createdAt: expect.any(String), currency: 'eur' },
    ]);
    expect((await get(`${base}/fundraisers/${page.slug}/supporters`)).items).toEqual(shown.recentSupporters);
    expect(await get(`${base}/fundraiser-teams/eurostars`)).toMatchObject({
      name: 'Eurostars',
      raisedAmount: 2_550,
      currency: 'eur',
    });
  });
});
