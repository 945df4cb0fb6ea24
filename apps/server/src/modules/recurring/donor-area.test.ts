import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverFeeCents } from '@causeway/contracts';
import { donations, recurringDonations } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { donate } from '../../test/donate';
import { makeCampaign, signIn } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const patch = (id: number, action: string, cookie?: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/recurring-donations/${id}`,
    payload: { action },
    headers: cookie ? { cookie } : {},
  });

/** A donor with two one-time gifts (one declined) and a monthly gift, across two campaigns. */
async function activeDonor() {
  const donor = await signIn(t.app, t.db);
  const a = await makeCampaign(t.db);
  const b = await makeCampaign(t.db);
  await donate(t.app, { campaignId: a.id, amount: 2_500 }, { cookie: donor.cookie });
  await donate(t.app, { campaignId: a.id, amount: 9_900 }, { cookie: donor.cookie, card: '4000000000000002' });
  await donate(
    t.app,
    { campaignId: b.id, amount: 1_000, interval: 'monthly' },
    { cookie: donor.cookie, recurring: true },
  );
  const [gift] = await t.db.select().from(recurringDonations).where(eq(recurringDonations.userId, donor.user.id));
  return { ...donor, gift: gift! };
}

describe('donor stats and history', () => {
  it('GET /api/stats/donor equals what the donations table says', async () => {
    const { cookie } = await activeDonor();
    expect((await get('/api/stats/donor', cookie)).json()).toEqual({
      totalDonated: 3_500,
      currency: 'usd',
      totals: [{ currency: 'usd', total: 3_500, count: 2 }],
      activeDonations: 1,
      campaignsSupported: 2,
    });
    expect((await get('/api/stats/donor')).statusCode).toBe(401);
  });

  it('pages the donor’s own donations in { items, total, page, pageSize }, newest first', async () => {
    const { cookie, user } = await activeDonor();
    await activeDonor();
    const first = await get('/api/users/me/donations?page=1&limit=2', cookie);
    expect(first.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.json().items).toHaveLength(2);
    expect(first.json().items[0]).toMatchObject({
      donationType: 'recurring',
      status: 'succeeded',
      user: { firstName: '' },
    });
    const second = await get('/api/users/me/donations?page=2&limit=2', cookie);
    expect(second.json().items.map((d: { status: string }) => d.status)).toEqual(['succeeded']);
    expect((await get('/api/users/me/donations?page=9', cookie)).json()).toMatchObject({
      items: [],
      total: 3,
      page: 9,
      pageSize: 10,
    });
    // Only this donor's gifts, though the other donor gave as many.
    const all = (await get('/api/donations/user', cookie)).json() as { id: number }[];
    const own = await t.db.select({ id: donations.id }).from(donations).where(eq(donations.userId, user.id));
    expect(all.map((d) => d.id).sort()).toEqual(own.map((d) => d.id).sort());
    expect(all).toHaveLength(3);
  });

  it.each([
    ['page=0', 'page must be at least 1'],
    ['page=abc', 'page must be a number'],
    ['limit=51', 'limit must be at most 50'],
    ['limit=0', 'limit must be at least 1'],
  ])('refuses %s with a 400 naming it', async (query, message) => {
    const { cookie } = await signIn(t.app, t.db);
    const res = await get(`/api/users/me/donations?${query}`, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('recurring gifts', () => {
  it('lists the donor’s own gifts; the next payment date only while active', async () => {
    const { cookie, gift } = await activeDonor();
    const [listed] = (await get('/api/recurring-donations/user', cookie)).json();
    expect(listed).toMatchObject({ id: gift.id, amount: 1_000, interval: 'monthly', status: 'active' });
    expect(listed.nextPaymentDate).not.toBeNull();
    await patch(gift.id, 'pause', cookie);
    const [paused] = (await get('/api/users/me/recurring-donations', cookie)).json();
    expect(paused).toMatchObject({ status: 'paused', nextPaymentDate: null });
  });

  it('pauses, resumes and cancels; cancelled is final and repeats are refused', async () => {
    const { cookie, gift } = await activeDonor();
    expect((await patch(gift.id, 'pause', cookie)).json().status).toBe('paused');
    expect((await patch(gift.id, 'pause', cookie)).statusCode).toBe(409);
    expect((await patch(gift.id, 'resume', cookie)).json().status).toBe('active');
    expect((await patch(gift.id, 'resume', cookie)).json().message).toBe('This recurring donation is already active.');
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/recurring-donations/${gift.id}`,
      headers: { cookie },
    });
    expect(cancelled.json().status).toBe('cancelled');
    const revived = await patch(gift.id, 'resume', cookie);
    expect(revived.statusCode).toBe(409);
    expect(revived.json().message).toBe('This recurring donation has been cancelled and cannot be changed.');
    const [row] = await t.db.select().from(recurringDonations).where(eq(recurringDonations.id, gift.id));
    expect(row).toMatchObject({ status: 'cancelled' });
    expect(row!.cancelledAt).not.toBeNull();
  });

  it('answers 404 for another donor’s gift and changes nothing; 401 when signed out; 400 for a bad action', async () => {
    const owner = await activeDonor();
    const other = await signIn(t.app, t.db);
    expect((await patch(owner.gift.id, 'cancel', other.cookie)).statusCode).toBe(404);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/recurring-donations/${owner.gift.id}`,
      headers: { cookie: other.cookie },
    });
    expect(deleted.statusCode).toBe(404);
    expect((await get('/api/recurring-donations/user', other.cookie)).json()).toEqual([]);
    const [row] = await t.db.select().from(recurringDonations).where(eq(recurringDonations.id, owner.gift.id));
    expect(row!.status).toBe('active');
    expect((await patch(owner.gift.id, 'cancel')).statusCode).toBe(401);
    const bad = await patch(owner.gift.id, 'stop', owner.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('action must be pause, resume or cancel');
  });

  const putAmount = (id: number, amount: unknown, cookie?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/recurring-donations/${id}/amount`,
      payload: { amount },
      headers: cookie ? { cookie } : {},
    });

  it('changes the amount from the next charge on, recomputing a covered fee; paused gifts too', async () => {
    const { cookie, gift } = await activeDonor();
    const res = await putAmount(gift.id, 4_200, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: gift.id, amount: 4_200, feeAmount: 0, status: 'active' });
    await patch(gift.id, 'pause', cookie);
    expect((await putAmount(gift.id, 5_000, cookie)).json()).toMatchObject({ amount: 5_000, status: 'paused' });

    await t.db.update(recurringDonations).set({ feeAmount: 61 }).where(eq(recurringDonations.id, gift.id));
    const covered = await putAmount(gift.id, 10_000, cookie);
    expect(covered.json()).toMatchObject({ amount: 10_000, feeAmount: coverFeeCents(10_000) });
    const [row] = await t.db.select().from(recurringDonations).where(eq(recurringDonations.id, gift.id));
    expect(row).toMatchObject({ amount: 10_000, feeAmount: coverFeeCents(10_000) });
  });

  it.each([
    [50, 'Minimum donation amount is $1'],
    [10_000_001, 'Maximum donation amount is $100,000'],
    ['ten', 'Please enter a valid amount'],
    [12.5, 'Please enter a valid amount'],
  ])('refuses the amount %s with "%s"', async (amount, message) => {
    const { cookie, gift } = await activeDonor();
    const res = await putAmount(gift.id, amount, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a new amount for a cancelled gift, and for another donor’s gift (404), changing nothing', async () => {
    const owner = await activeDonor();
    const other = await signIn(t.app, t.db);
    expect((await putAmount(owner.gift.id, 2_000, other.cookie)).statusCode).toBe(404);
    expect((await putAmount(owner.gift.id, 2_000)).statusCode).toBe(401);
    await patch(owner.gift.id, 'cancel', owner.cookie);
    const res = await putAmount(owner.gift.id, 2_000, owner.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This recurring donation has been cancelled and cannot be changed.');
    const [row] = await t.db.select().from(recurringDonations).where(eq(recurringDonations.id, owner.gift.id));
    expect(row!.amount).toBe(1_000);
  });
});
