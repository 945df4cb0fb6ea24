import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { donate, guest } from '../../test/donate';
import { makeCampaign, makeOrganization, signIn } from '../../test/factories';
import { makePage } from './fundraiser-gift-fixtures';
import { SUPPORTERS_CSV_HEADER } from './fundraiser-gifts.service';

// Issue 26: the owner's supporters file is in the page's campaign's currency, named in the header; yen whole.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
});
afterAll(() => t.close());

async function supportersCsv(currency: string, amounts: number[]) {
  const owner = await signIn(t.app, t.db);
  const { id: organizationId } = await makeOrganization(t.db);
  const campaign = await makeCampaign(t.db, { organizationId, currency, goal: 10_000_000, fundraisingEnabled: true });
  const page = await makePage(t.db, campaign.id, { userId: owner.user.id });
  for (const amount of amounts)
    await donate(t.app, { campaignId: campaign.id, amount, fundraiserId: page.id, ...guest });
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/users/me/fundraisers/${page.id}/supporters.csv`,
    headers: { cookie: owner.cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}

describe('the supporters CSV in the campaign’s currency', () => {
  it('a yen page: Amount (JPY), ¥2,500 written 2500', async () => {
    const [header, ...rows] = await supportersCsv('jpy', [2_500]);
    expect(header).toBe('Date,Supporter,Amount (JPY),Thanked');
    expect(rows.map((row) => row.split(',').slice(1))).toEqual([['Ada Lovelace', '2500', 'No']]);
  });

  it('a euro page: Amount (EUR) with cents; US dollars keep their header', async () => {
    const [header, ...rows] = await supportersCsv('eur', [2_550]);
    expect(header).toBe('Date,Supporter,Amount (EUR),Thanked');
    expect(rows.map((row) => row.split(',')[2])).toEqual(['25.50']);
    expect(SUPPORTERS_CSV_HEADER.join(',')).toBe('Date,Supporter,Amount (USD),Thanked');
  });
});
