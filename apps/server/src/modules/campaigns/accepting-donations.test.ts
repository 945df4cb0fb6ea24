import { addDays, subDays } from '@causeway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache } from '../../lib/read-cache';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createIntent, guest } from '../../test/donate';
import { makeCampaign } from '../../test/factories';

let t: TestApp;
const readCache = new ReadCache(60_000);
beforeAll(async () => {
  t = await buildTestApp({ readCache, rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
});
afterAll(() => t.close());

const get = async (url: string) => {
  readCache.invalidate();
  return t.app.inject({ method: 'GET', url });
};

/**
 * "Does this campaign accept donations?" is decided once, by the server: the campaign answer, the list, the
 * widget's data and the donation itself must agree for every kind of campaign the public can see.
 */
describe('acceptingDonations: one answer on every surface', () => {
  const cases = [
    { name: 'active without an end date', overrides: { status: 'active' as const, endDate: null }, accepts: true },
    {
      name: 'active, ending tomorrow',
      overrides: { status: 'active' as const, endDate: addDays(new Date(), 1) },
      accepts: true,
    },
    {
      name: 'active but past its end date',
      overrides: {
        status: 'active' as const,
        startDate: subDays(new Date(), 30),
        endDate: new Date(Date.now() - 60_000),
      },
      accepts: false,
    },
    { name: 'paused', overrides: { status: 'paused' as const, endDate: null }, accepts: false },
    { name: 'completed', overrides: { status: 'completed' as const, endDate: null }, accepts: false },
  ];

  for (const { name, overrides, accepts } of cases) {
    it(`${name}: ${accepts ? 'takes' : 'refuses'} gifts everywhere`, async () => {
      const c = await makeCampaign(t.db, { title: `Agreeing ${name}`, ...overrides });
      const detail = await get(`/api/campaigns/${c.id}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json().acceptingDonations).toBe(accepts);

      const widget = await get(`/api/campaigns/${c.id}/widget`);
      expect(widget.json().campaign.acceptingDonations).toBe(accepts);

      if (overrides.status === 'active') {
        const listed = (await get(`/api/campaigns?limit=50&q=${encodeURIComponent('Agreeing')}`)).json() as {
          id: number;
          acceptingDonations: boolean;
        }[];
        expect(listed.find((l) => l.id === c.id)?.acceptingDonations).toBe(accepts);
      }

      const intent = await createIntent(t.app, { campaignId: c.id, amount: 2_500, ...guest });
      expect(intent.statusCode).toBe(accepts ? 201 : 409);
    });
  }
});
