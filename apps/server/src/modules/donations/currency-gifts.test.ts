import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverFeeCents, currencyBounds, donationMessages as m, formatCurrency } from '@causeway/contracts';
import {
  campaigns,
  donations,
  mailOutbox,
  paymentMethods,
  recurringDonations,
  sandboxCards,
  sandboxIntents,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createIntent, donate, guest } from '../../test/donate';
import { makeCampaign, makeOrganization, signIn } from '../../test/factories';
import { applyPaymentEvent } from '../payments/payment-events';
import { chargeDueRenewals, type RenewalDeps } from '../recurring/renewals.service';

// Issue 26: a gift is charged, stored and counted in its campaign's currency, never converted.
let t: TestApp;
let renewalDeps: RenewalDeps;
let organizationId: number;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
  const eventDeps = {
    db: t.db,
    links: { receiptUrl: (id: number) => `http://causeway.test/api/donations/${id}/receipt` },
  };
  renewalDeps = { db: t.db, applyEvent: (event) => applyPaymentEvent(eventDeps, 'sandbox', event) };
  organizationId = (await makeOrganization(t.db)).id;
});
afterAll(() => t.close());

const campaignIn = (currency: string, goal = 10_000_000) => makeCampaign(t.db, { organizationId, currency, goal });
const campaignRow = async (id: number) => (await t.db.select().from(campaigns).where(eq(campaigns.id, id)))[0]!;
const donationRow = async (id: number) => (await t.db.select().from(donations).where(eq(donations.id, id)))[0]!;
const intentOf = async (donationId: number) => {
  const { paymentIntentId } = await donationRow(donationId);
  return (await t.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, paymentIntentId!)))[0]!;
};

describe('a gift in the campaign’s currency', () => {
  it('a guest gives €25.50 to a campaign in euros: stored, charged and counted in euros', async () => {
    const campaign = await campaignIn('eur');
    const { donationId, confirmation } = await donate(t.app, { campaignId: campaign.id, amount: 2_550, ...guest });
    expect(confirmation.status).toBe('succeeded');
    expect(await donationRow(donationId)).toMatchObject({ currency: 'eur', amount: 2_550, status: 'succeeded' });
    expect(await intentOf(donationId)).toMatchObject({ currency: 'eur', amount: 2_550 });
    expect((await campaignRow(campaign.id)).amountRaised).toBe(2_550);
  });

  it('yen have no minor unit: ¥500 is stored as 500, ¥50 is refused in yen', async () => {
    const campaign = await campaignIn('jpy', 1_000_000);
    const { donationId } = await donate(t.app, { campaignId: campaign.id, amount: 500, ...guest });
    expect(await donationRow(donationId)).toMatchObject({ currency: 'jpy', amount: 500, status: 'succeeded' });
    expect(await intentOf(donationId)).toMatchObject({ currency: 'jpy', amount: 500 });
    expect((await campaignRow(campaign.id)).amountRaised).toBe(500);

    const before = await t.db.$count(donations, eq(donations.campaignId, campaign.id));
    const tooLittle = await createIntent(t.app, { campaignId: campaign.id, amount: 50, ...guest });
    expect(tooLittle.statusCode).toBe(400);
    expect(tooLittle.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Minimum donation amount is ¥100',
      fieldErrors: { amount: ['Minimum donation amount is ¥100'] },
    });
    const tooMuch = await createIntent(t.app, {
      campaignId: campaign.id,
      amount: currencyBounds('jpy').maxDonation + 1,
      ...guest,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fieldErrors.amount).toEqual([m.amountMaxOf('jpy')]);
    expect(await t.db.$count(donations, eq(donations.campaignId, campaign.id))).toBe(before);
  });

  it('a US-dollar amount that is fine in yen is no reason to refuse it, nor the reverse', async () => {
    // 150 is under $1 but over ¥100; a euro campaign refuses €0.99 with the euro's message.
    const yen = await campaignIn('jpy', 1_000_000);
    expect((await createIntent(t.app, { campaignId: yen.id, amount: 150, ...guest })).statusCode).toBe(201);
    const euro = await campaignIn('eur');
    const res = await createIntent(t.app, { campaignId: euro.id, amount: 99, ...guest });
    expect(res.json().message).toBe('Minimum donation amount is €1');
  });

  it('US dollars answer as before', async () => {
    const campaign = await campaignIn('usd');
    const res = await createIntent(t.app, { campaignId: campaign.id, amount: 99, ...guest });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Minimum donation amount is $1',
      fieldErrors: { amount: [m.amountMin] },
    });
    const { donationId } = await donate(t.app, { campaignId: campaign.id, amount: 1_000, ...guest });
    expect((await donationRow(donationId)).currency).toBe('usd');
  });

  it('covering the fee in yen uses the yen rate (3.6%, no fixed part)', async () => {
    const campaign = await campaignIn('jpy', 1_000_000);
    const res = await createIntent(t.app, { campaignId: campaign.id, amount: 1_000, coverFees: true, ...guest });
    expect(res.statusCode).toBe(201);
    const fee = coverFeeCents(1_000, 'jpy');
    expect(fee).toBe(37);
    expect(fee).not.toBe(coverFeeCents(1_000));
    expect(res.json().totalAmount).toBe(1_037);
    const row = await donationRow(res.json().donationId);
    expect(row).toMatchObject({ currency: 'jpy', amount: 1_000, feeAmount: 37 });
    expect(await intentOf(row.id)).toMatchObject({ currency: 'jpy', amount: 1_037 });
  });

  it('a saved card gives in the campaign’s currency, one-time and recurring', async () => {
    const { user, cookie } = await signIn(t.app, t.db);
    const first = await campaignIn('usd');
    await donate(t.app, { campaignId: first.id, amount: 500, savePaymentMethod: true }, { cookie });
    const cards = await t.app.inject({ method: 'GET', url: '/api/payment-methods/user', headers: { cookie } });
    const paymentMethodId = (cards.json() as { id: number }[])[0]!.id;
    const gbp = await campaignIn('gbp');
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
    const once = await post('/api/donations', { campaignId: gbp.id, amount: 3_000, paymentMethodId });
    expect(once.statusCode, once.body).toBe(201);
    expect(await donationRow(once.json().donationId)).toMatchObject({ currency: 'gbp', status: 'succeeded' });
    const monthly = await post('/api/recurring-donations', {
      campaignId: gbp.id,
      amount: 1_500,
      interval: 'monthly',
      paymentMethodId,
    });
    expect(monthly.statusCode, monthly.body).toBe(201);
    const [gift] = await t.db.select().from(recurringDonations).where(eq(recurringDonations.userId, user.id));
    expect(gift).toMatchObject({ currency: 'gbp', amount: 1_500 });
    const tooLittle = await post('/api/donations', { campaignId: gbp.id, amount: 20, paymentMethodId });
    expect(tooLittle.json().message).toBe(m.amountMinOf('gbp'));
  });
});

describe('a recurring gift in euros', () => {
  it('keeps euros on a sandbox renewal, and a new amount is bounded and charged in euros', async () => {
    const { user, cookie } = await signIn(t.app, t.db);
    const campaign = await campaignIn('eur');
    await donate(t.app, { campaignId: campaign.id, amount: 2_000, interval: 'monthly' }, { cookie, recurring: true });
    const [gift] = await t.db.select().from(recurringDonations).where(eq(recurringDonations.userId, user.id));
    expect(gift!.currency).toBe('eur');
    await t.db
      .update(recurringDonations)
      .set({ nextPaymentDate: new Date(Date.now() - 60_000) })
      .where(eq(recurringDonations.id, gift!.id));
    await chargeDueRenewals(renewalDeps);
    const charges = await t.db.select().from(donations).where(eq(donations.recurringDonationId, gift!.id));
    expect(charges.map((c) => [c.currency, c.status, c.amount])).toEqual([
      ['eur', 'succeeded', 2_000],
      ['eur', 'succeeded', 2_000],
    ]);
    expect((await campaignRow(campaign.id)).amountRaised).toBe(4_000);

    const change = (amount: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/recurring-donations/${gift!.id}/amount`,
        payload: { amount },
        headers: { cookie },
      });
    const refused = await change(49);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'Minimum donation amount is €1',
      fieldErrors: { amount: ['Minimum donation amount is €1'] },
    });
    expect((await change(3_000)).statusCode).toBe(200);
    const after = (await t.db.select().from(recurringDonations).where(eq(recurringDonations.id, gift!.id)))[0]!;
    expect(after).toMatchObject({ currency: 'eur', amount: 3_000 });
  });

  it("a gift cancelled after failed renewals is named in euros in the donor's e-mail", async () => {
    const { user, cookie } = await signIn(t.app, t.db);
    const campaign = await campaignIn('eur');
    await donate(t.app, { campaignId: campaign.id, amount: 2_000, interval: 'monthly' }, { cookie, recurring: true });
    const [gift] = await t.db.select().from(recurringDonations).where(eq(recurringDonations.userId, user.id));
    const [card] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, gift!.paymentMethodId!));
    await t.db
      .update(sandboxCards)
      .set({ behaviour: 'decline' })
      .where(eq(sandboxCards.id, card!.providerPaymentMethodId));
    // The last allowed attempt: this failure cancels the gift.
    await t.db
      .update(recurringDonations)
      .set({ nextPaymentDate: new Date(Date.now() - 60_000), failedAttempts: 3 })
      .where(eq(recurringDonations.id, gift!.id));
    await chargeDueRenewals(renewalDeps);
    const failed = await t.db.select().from(donations).where(eq(donations.recurringDonationId, gift!.id));
    expect(failed.map((d) => [d.status, d.currency])).toEqual([
      ['succeeded', 'eur'],
      ['failed', 'eur'],
    ]);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    const mail = mails.find((x) => x.subject.includes('has been cancelled'));
    expect(formatCurrency(2_000, { currency: 'eur' })).toBe('€20.00');
    expect(mail!.textBody).toContain('monthly gift of €20.00 to');
  });
});
