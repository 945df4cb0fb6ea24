import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignFormMessages as m } from '@causeway/contracts';
import { campaigns } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeCampaign, makeDonation, makeOrganization, signIn, uniqueWord } from '../../test/factories';
import { saveOrganizationSettings } from '../settings/settings.service';

// Issue 26: a campaign raises money in one currency, chosen at creation and fixed once a gift succeeded.
let t: TestApp;
let cookie: string;
let organizationId: number;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = (await signIn(t.app, t.db, 'admin')).cookie;
  organizationId = (await makeOrganization(t.db)).id;
});
afterAll(async () => {
  await t.close();
});

const input = (overrides: Record<string, unknown> = {}) => ({
  title: `Wells for Kisoro ${uniqueWord()}`,
  shortDescription: 'Clean water for twelve villages in Kisoro.',
  description:
    'Twelve villages in Kisoro district walk two hours a day for water. We will drill wells, train local ' +
    'caretakers and fund repairs for five years.',
  category: 'humanitarian',
  goal: 500_000,
  startDate: '2025-03-01',
  status: 'active',
  organizationId,
  ...overrides,
});
const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { cookie } });
const stored = async (id: number) => (await t.db.select().from(campaigns).where(eq(campaigns.id, id)))[0]!;

describe('a campaign’s currency', () => {
  it('is the one the form names', async () => {
    const res = await send('POST', '/api/campaigns', input({ currency: 'eur' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().campaign.currency).toBe('eur');
    expect((await stored(res.json().id)).currency).toBe('eur');
  });

  it("is the organization's default currency when the form names none", async () => {
    await saveOrganizationSettings(t.db, { defaultCurrency: 'jpy' });
    try {
      const res = await send('POST', '/api/campaigns', input({ goal: 1_000_000 }));
      expect(res.statusCode).toBe(201);
      expect((await stored(res.json().id)).currency).toBe('jpy');
      expect(res.json().campaign.goal).toBe(1_000_000);
    } finally {
      await saveOrganizationSettings(t.db, { defaultCurrency: 'usd' });
    }
  });

  it('bounds the goal in the currency: ¥5,000 is too little', async () => {
    const before = await t.db.$count(campaigns);
    const res = await send('POST', '/api/campaigns', input({ currency: 'jpy', goal: 5_000 }));
    expect(res.statusCode).toBe(400);
    expect(m.goalMinOf('jpy')).toBe('Goal amount must be at least ¥10,000');
    expect(res.json().fieldErrors.goal).toEqual(['Goal amount must be at least ¥10,000']);
    expect(await t.db.$count(campaigns)).toBe(before);
  });

  it("checks an edit's goal in the campaign's own currency when the form names none", async () => {
    const campaign = await makeCampaign(t.db, { organizationId, currency: 'krw', goal: 1_000_000 });
    // ₩50,000 passes the US-dollar bounds ($500) but is below ₩100,000.
    const res = await send('PUT', `/api/campaigns/${campaign.id}`, input({ goal: 50_000 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.goal).toEqual([m.goalMinOf('krw')]);
    expect((await stored(campaign.id)).goal).toBe(1_000_000);
    const ok = await send('PUT', `/api/campaigns/${campaign.id}`, input({ goal: 2_000_000 }));
    expect(ok.statusCode).toBe(200);
    expect(await stored(campaign.id)).toMatchObject({ currency: 'krw', goal: 2_000_000 });
  });

  it('changes while no gift succeeded', async () => {
    const campaign = await makeCampaign(t.db, { organizationId });
    await makeDonation(t.db, { campaignId: campaign.id, status: 'failed' });
    const res = await send('PUT', `/api/campaigns/${campaign.id}`, input({ currency: 'eur' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().campaign.currency).toBe('eur');
    expect((await stored(campaign.id)).currency).toBe('eur');
  });

  it('is fixed once a gift succeeded: 409 and nothing written', async () => {
    const campaign = await makeCampaign(t.db, { organizationId, title: 'Before the change' });
    await makeDonation(t.db, { campaignId: campaign.id });
    const res = await send(
      'PUT',
      `/api/campaigns/${campaign.id}`,
      input({ currency: 'eur', title: 'After the change' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(m.currencyLocked);
    expect(await stored(campaign.id)).toMatchObject({ currency: 'usd', title: 'Before the change' });
    // The same currency named again is no change.
    const same = await send('PUT', `/api/campaigns/${campaign.id}`, input({ currency: 'usd' }));
    expect(same.statusCode).toBe(200);
  });

  it('refuses a code that is not listed', async () => {
    const res = await send('POST', '/api/campaigns', input({ currency: 'xau' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.currency).toEqual([m.currency]);
  });

  it('is kept by a copy', async () => {
    const campaign = await makeCampaign(t.db, { organizationId, currency: 'gbp' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaign.id}/duplicate`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(201);
    expect((await stored(res.json().id)).currency).toBe('gbp');
  });
});
