import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundraisers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeCampaign, makeUser, signIn } from '../../test/factories';

// Issue 26: the administrator's list of a campaign's fundraising pages names the campaign's currency.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, t.db, 'admin')).cookie;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: { cookie: admin } });

describe('admin fundraising pages in the campaign’s currency', () => {
  it('answer the list and a hidden page with the campaign’s currency, amounts as stored', async () => {
    const campaign = await makeCampaign(t.db, { currency: 'jpy', status: 'active', fundraisingEnabled: true });
    const owner = await makeUser(t.db);
    const [page] = await t.db
      .insert(fundraisers)
      .values({
        campaignId: campaign.id,
        userId: owner.id,
        slug: 'yen-run',
        title: 'Yen run',
        story: '',
        goal: 100_000,
      })
      .returning();
    const list = await call('GET', `/api/admin/campaigns/${campaign.id}/fundraisers`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: page!.id, goal: 100_000, raisedAmount: 0, currency: 'jpy' }),
    ]);
    const hidden = await call('POST', `/api/admin/fundraisers/${page!.id}/hide`);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ id: page!.id, hidden: true, currency: 'jpy' });
  });
});
