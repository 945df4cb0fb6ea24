import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECURRING_MANAGE_COOKIE } from '@causeway/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { donate, guest } from '../../test/donate';
import { makeCampaign, makeOrganization, unique } from '../../test/factories';
import { insertToken } from './recurring-manage.repository';
import { hashManageToken } from './recurring-manage.service';

// Issue 26: a guest's recurring gift keeps its currency on the manage page, and a new amount is bounded in it.
let t: TestApp;
let organizationId: number;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
  organizationId = (await makeOrganization(t.db)).id;
});
afterAll(() => t.close());

const campaignIn = (currency: string) => makeCampaign(t.db, { organizationId, currency, goal: 100_000_000 });
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const put = (url: string, amount: number, cookie: string) =>
  t.app.inject({ method: 'PUT', url, payload: { amount }, headers: { cookie } });

describe('the manage link answers in the gift’s currency', () => {
  it('lists a guest’s euro gift in euros and refuses €0.99 with the euro message', async () => {
    const email = `${unique('manage')}@example.com`;
    const campaign = await campaignIn('eur');
    await donate(
      t.app,
      { campaignId: campaign.id, amount: 2_000, interval: 'monthly', ...guest, guestEmail: email },
      { recurring: true },
    );
    const session = randomBytes(32).toString('base64url');
    await insertToken(t.db, {
      keyHash: hashManageToken(session),
      kind: 'session',
      email,
      expiresAt: new Date(Date.now() + 600_000),
    });
    const cookie = `${RECURRING_MANAGE_COOKIE}=${session}`;

    const { gifts } = (await get('/api/manage-recurring/gifts', cookie)).json();
    expect(gifts).toEqual([expect.objectContaining({ amount: 2_000, currency: 'eur' })]);
    const url = `/api/manage-recurring/gifts/${gifts[0].id}/amount`;
    const refused = await put(url, 99, cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ amount: ['Minimum donation amount is €1'] });
    const changed = await put(url, 3_050, cookie);
    expect(changed.json()).toMatchObject({ amount: 3_050, currency: 'eur', cardChangeable: true });
  });
});
