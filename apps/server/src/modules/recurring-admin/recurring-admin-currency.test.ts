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
});
