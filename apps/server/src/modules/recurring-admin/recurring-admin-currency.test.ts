import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecurringAdminPage } from '@causeway/contracts';
import { recurringDonations } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeCampaign, makeUser, signIn } from '../../test/factories';

// Issue 26: a recurring gift keeps its campaign's currency, and the admin list answers it with the row.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, t.db, 'admin')).cookie;
});
afterAll(() => t.close());

describe('GET /api/admin/recurring in other currencies', () => {
  it('answers a yen gift in yen: ¥5,000 is 5000, not divided by 100', async () => {
    const campaign = await makeCampaign(t.db, { currency: 'jpy' });
    const donor = await makeUser(t.db);
    const [gift] = await t.db
      .insert(recurringDonations)
      .values({
        userId: donor.id,
        campaignId: campaign.id,
        currency: 'jpy',
        amount: 5_000,
        feeAmount: 180,
        interval: 'monthly',
        provider: 'sandbox',
      })
      .returning();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/recurring?campaignId=${campaign.id}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    const page = res.json() as RecurringAdminPage;
    expect(page.items).toEqual([
      expect.objectContaining({ id: gift!.id, amount: 5_000, feeAmount: 180, currency: 'jpy' }),
    ]);
  });

  it('orders gifts in several currencies by amount weighed at the currency table’s scale', async () => {
    const donor = await makeUser(t.db);
    const gift = async (currency: string, amount: number) => {
      const campaign = await makeCampaign(t.db, { currency });
      const [row] = await t.db
        .insert(recurringDonations)
        .values({
          userId: donor.id,
          campaignId: campaign.id,
          currency,
          amount,
          interval: 'monthly',
          provider: 'sandbox',
        })
        .returning();
      return row!.id;
    };
    // ¥3,000 weighs as $30, kr 500 as $50; $40 falls between them, €60 above all.
    const yen = await gift('jpy', 3_000);
    const dollars = await gift('usd', 4_000);
    const kronor = await gift('sek', 50_000);
    const euros = await gift('eur', 6_000);
    const ids = async (sort: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/recurring?q=${encodeURIComponent(donor.email)}&sort=${sort}`,
        headers: { cookie: admin },
      });
      return (res.json() as RecurringAdminPage).items.map((item) => item.id);
    };
    expect(await ids('amount_desc')).toEqual([euros, kronor, dollars, yen]);
    expect(await ids('amount_asc')).toEqual([yen, dollars, kronor, euros]);
  });
});
