import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { donate, guest } from '../../test/donate';
import { makeCampaign, signIn } from '../../test/factories';
import { DONATION_EXPORT_HEADER } from '../donation-ledger/donation-ledger-export';
import { makePage } from './fundraiser-gift-fixtures';

/** The admin ledger, its detail and its CSV show the page each gift was given through (issue 25, item 7). */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
  admin = (await signIn(t.app, t.db, 'admin')).cookie;
});
afterAll(() => t.close());

const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('the ledger and a gift through a fundraising page', () => {
  it('names the page in the list, the detail and the CSV; a direct gift has none; a donor gets a 403', async () => {
    const campaign = await makeCampaign(t.db, { fundraisingEnabled: true });
    const page = await makePage(t.db, campaign.id, { title: '=Maya runs, for "water"' });
    const through = await donate(t.app, { campaignId: campaign.id, amount: 2_500, fundraiserId: page.id, ...guest });
    const direct = await donate(t.app, { campaignId: campaign.id, amount: 1_000, ...guest });

    const list = await get(`/api/admin/donations?campaignId=${campaign.id}`);
    expect(list.statusCode).toBe(200);
    const byId = new Map(list.json().items.map((item: { id: number }) => [item.id, item]));
    expect(byId.get(through.donationId)).toMatchObject({
      fundraiser: { id: page.id, slug: page.slug, title: page.title },
    });
    expect(byId.get(direct.donationId)).toMatchObject({ fundraiser: null });

    const detail = await get(`/api/admin/donations/${through.donationId}`);
    expect(detail.json()).toMatchObject({ fundraiser: { id: page.id, slug: page.slug, title: page.title } });
    expect((await get(`/api/admin/donations/${direct.donationId}`)).json()).toMatchObject({ fundraiser: null });

    const csv = await get(`/api/admin/donations/export?campaignId=${campaign.id}`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(DONATION_EXPORT_HEADER.join(','));
    expect(DONATION_EXPORT_HEADER.slice(-2)).toEqual(['Fundraiser id', 'Fundraiser']);
    const row = lines.find((line) => line.startsWith(`${through.donationId},`))!;
    // The title is made text for spreadsheets and quoted for its comma and quotes.
    expect(row.endsWith(`,${page.id},"'=Maya runs, for ""water"""`)).toBe(true);
    const directRow = lines.find((line) => line.startsWith(`${direct.donationId},`))!;
    expect(directRow.endsWith(',,')).toBe(true);

    const donor = (await signIn(t.app, t.db)).cookie;
    expect((await get(`/api/admin/donations?campaignId=${campaign.id}`, donor)).statusCode).toBe(403);
  });
});
