import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundraiserMessages } from '@causeway/contracts';
import { donations, paymentMethods, recurringDonations } from '../../db/schema';
import { buildPaymentsTestApp, type PaymentsTestApp } from '../../test/build-test-app';
import { createIntent, donate, guest } from '../../test/donate';
import { makeCampaign, signIn, unique } from '../../test/factories';
import { campaignTotals } from '../../test/totals';
import { chargeDueRenewals } from '../recurring/renewals.service';
import { makePage, makeTeam, pageTotals, teamTotals } from './fundraiser-gift-fixtures';

/**
 * Gifts through a supporter's page (issue 25): the page, its team and the campaign move together, on success
 * (one-time, saved card, recurring and its renewals) and on refund (full or partial), and a page that takes no
 * gifts refuses them before anything is written.
 */
let t: PaymentsTestApp;
beforeAll(async () => {
  t = await buildPaymentsTestApp({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
});
afterAll(() => t.close());

async function campaignWithTeamPage() {
  const campaign = await makeCampaign(t.db, { fundraisingEnabled: true });
  const team = await makeTeam(t.db, campaign.id);
  const page = await makePage(t.db, campaign.id, { teamId: team.id });
  return { campaign, team, page };
}

const refund = (paymentIntentId: string, amountRefunded?: number) =>
  t.payments.applyEvent({
    type: 'payment.refunded',
    id: unique('evt_refund_'),
    occurredAt: new Date(),
    paymentIntentId,
    amountRefunded,
  });

const donationRow = async (id: number) => (await t.db.select().from(donations).where(eq(donations.id, id)))[0]!;

describe('a gift through a fundraising page', () => {
  it('counts for the page, its team and the campaign; a direct gift for the campaign alone', async () => {
    const { campaign, team, page } = await campaignWithTeamPage();
    const through = await donate(t.app, { campaignId: campaign.id, amount: 2_500, fundraiserId: page.id, ...guest });
    expect(through.confirmation.status).toBe('succeeded');
    await donate(t.app, { campaignId: campaign.id, amount: 1_000, ...guest, guestEmail: 'other@example.com' });
    expect((await donationRow(through.donationId)).fundraiserId).toBe(page.id);
    expect(await pageTotals(t.db, page.id)).toEqual({ raised: 2_500, gifts: 1 });
    expect(await teamTotals(t.db, team.id)).toEqual({ raised: 2_500, gifts: 1 });
    expect((await campaignTotals(t.db, campaign.id)).raised).toBe(3_500);
  });

  it('with a saved card, counts for the page too', async () => {
    const { campaign, team, page } = await campaignWithTeamPage();
    const { user, cookie } = await signIn(t.app, t.db);
    const other = await makeCampaign(t.db);
    await donate(t.app, { campaignId: other.id, amount: 500, savePaymentMethod: true }, { cookie });
    const [card] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/donations',
      headers: { cookie },
      payload: { campaignId: campaign.id, amount: 4_000, paymentMethodId: card!.id, fundraiserId: page.id },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'succeeded' });
    expect(await pageTotals(t.db, page.id)).toEqual({ raised: 4_000, gifts: 1 });
    expect(await teamTotals(t.db, team.id)).toEqual({ raised: 4_000, gifts: 1 });
  });

  it.each([
    ['hidden', { hiddenAt: new Date() }],
    ['paused', { status: 'paused' as const }],
    ['closed', { status: 'closed' as const }],
  ])('through a %s page is refused with notTakingGifts, and nothing is written', async (_state, overrides) => {
    const campaign = await makeCampaign(t.db, { fundraisingEnabled: true });
    const page = await makePage(t.db, campaign.id, overrides);
    const res = await createIntent(t.app, { campaignId: campaign.id, amount: 2_500, fundraiserId: page.id, ...guest });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: fundraiserMessages.notTakingGifts });
    expect(await t.db.select().from(donations).where(eq(donations.campaignId, campaign.id))).toHaveLength(0);
    expect(await pageTotals(t.db, page.id)).toEqual({ raised: 0, gifts: 0 });
  });

  it("through another campaign's page, or one that does not exist, is refused too (saved card as well)", async () => {
    const campaign = await makeCampaign(t.db, { fundraisingEnabled: true });
    const elsewhere = await makeCampaign(t.db, { fundraisingEnabled: true });
    const page = await makePage(t.db, elsewhere.id);
    for (const fundraiserId of [page.id, 2_000_000_000]) {
      const res = await createIntent(t.app, { campaignId: campaign.id, amount: 2_500, fundraiserId, ...guest });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: fundraiserMessages.notTakingGifts });
    }
    const { cookie } = await signIn(t.app, t.db);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/donations',
      headers: { cookie },
      payload: { campaignId: campaign.id, amount: 2_500, paymentMethodId: 1, fundraiserId: page.id },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toMatchObject({ message: fundraiserMessages.notTakingGifts });
    expect(await t.db.select().from(donations).where(eq(donations.campaignId, campaign.id))).toHaveLength(0);
    expect(await pageTotals(t.db, page.id)).toEqual({ raised: 0, gifts: 0 });
  });

  it('a full refund takes it out of the page, team and campaign; a partial one takes its part', async () => {
    const { campaign, team, page } = await campaignWithTeamPage();
    const a = await donate(t.app, { campaignId: campaign.id, amount: 3_000, fundraiserId: page.id, ...guest });
    const b = await donate(t.app, {
      campaignId: campaign.id,
      amount: 2_000,
      fundraiserId: page.id,
      ...guest,
      guestEmail: 'b@example.com',
    });
    expect(await pageTotals(t.db, page.id)).toEqual({ raised: 5_000, gifts: 2 });

    expect(await refund(a.confirmation.paymentIntentId, 1_000)).toBe('applied');
    expect(await pageTotals(t.db, page.id)).toEqual({ raised: 4_000, gifts: 2 });
    expect(await teamTotals(t.db, team.id)).toEqual({ raised: 4_000, gifts: 2 });
    expect((await campaignTotals(t.db, campaign.id)).raised).toBe(4_000);

    // The rest of the first gift, then all of the second.
    expect(await refund(a.confirmation.paymentIntentId)).toBe('applied');
    expect(await refund(b.confirmation.paymentIntentId)).toBe('applied');
    expect(await pageTotals(t.db, page.id)).toEqual({ raised: 0, gifts: 0 });
    expect(await teamTotals(t.db, team.id)).toEqual({ raised: 0, gifts: 0 });
    expect((await campaignTotals(t.db, campaign.id)).raised).toBe(0);
    // A replayed refund moves nothing twice.
    expect(await refund(b.confirmation.paymentIntentId)).toBe('ignored');
    expect(await pageTotals(t.db, page.id)).toEqual({ raised: 0, gifts: 0 });
  });

  it('a recurring gift through a page remembers it, and each renewal counts for the page', async () => {
    const { campaign, team, page } = await campaignWithTeamPage();
    const { user, cookie } = await signIn(t.app, t.db);
    await donate(
      t.app,
      { campaignId: campaign.id, amount: 2_000, interval: 'monthly', fundraiserId: page.id },
      { cookie, recurring: true },
    );
    const [gift] = await t.db.select().from(recurringDonations).where(eq(recurringDonations.userId, user.id));
    expect(gift!.fundraiserId).toBe(page.id);
    expect(await pageTotals(t.db, page.id)).toEqual({ raised: 2_000, gifts: 1 });

    await t.db
      .update(recurringDonations)
      .set({ nextPaymentDate: new Date(Date.now() - 60_000) })
      .where(eq(recurringDonations.id, gift!.id));
    await chargeDueRenewals({ db: t.db, applyEvent: t.payments.applyEvent });
    const charges = await t.db.select().from(donations).where(eq(donations.recurringDonationId, gift!.id));
    expect(charges.map((c) => [c.status, c.fundraiserId])).toEqual([
      ['succeeded', page.id],
      ['succeeded', page.id],
    ]);
    expect(await pageTotals(t.db, page.id)).toEqual({ raised: 4_000, gifts: 2 });
    expect(await teamTotals(t.db, team.id)).toEqual({ raised: 4_000, gifts: 2 });
    expect((await campaignTotals(t.db, campaign.id)).raised).toBe(4_000);
  });
});
