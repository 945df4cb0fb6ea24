import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECURRING_MANAGE_COOKIE } from '@causeway/contracts';
import { mailOutbox, recurringDonations, sandboxCards } from '../../db/schema';
import type { PaymentsTestApp } from '../../test/build-test-app';
import { giftsTestApp } from '../../test/gifts-test-app';
import { donate, guest } from '../../test/donate';
import { makeCampaign, unique } from '../../test/factories';
import { applyPaymentEvent } from '../payments/payment-events';
import { chargeDueRenewals, RENEWAL_RETRY_DAYS } from './renewals.service';

// Issue 26: a recurring gift keeps its campaign's currency, and so does every e-mail about it.
let t: PaymentsTestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await giftsTestApp()));
afterAll(() => t.close());

/** A guest's monthly gift of `amount` minor units, with or without the fee covered, to a new campaign in `currency`. */
async function guestMonthlyIn(currency: string, amount: number, coverFees = false) {
  const email = `${unique('recurring-mail')}@example.com`;
  const campaign = await makeCampaign(t.db, { currency, goal: 100_000_000, title: unique('Shelter ') });
  await donate(
    t.app,
    { campaignId: campaign.id, amount, coverFees, interval: 'monthly', ...guest, guestEmail: email },
    { recurring: true },
  );
  const [gift] = await t.db.select().from(recurringDonations).where(eq(recurringDonations.campaignId, campaign.id));
  expect(gift).toMatchObject({ currency, amount });
  return { email, campaign, gift: gift! };
}

const mailTo = async (address: string, subject: string) =>
  (
    await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, address), like(mailOutbox.subject, `${subject}%`)))
      .orderBy(desc(mailOutbox.id))
  )[0]!;

describe('e-mails about a recurring gift, in its currency', () => {
  it('the charity’s cancellation names the gift and the fee-covered charge in euros', async () => {
    const { email, campaign, gift } = await guestMonthlyIn('eur', 2_000, true);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/recurring/${gift.id}/cancel`,
      payload: { reason: 'The donor asked us.' },
      headers: { cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo(email, 'Your recurring gift');
    // €0.56 covers the euro's 1.5% + €0.25 (issue 26's fee table) of the €20.56 charged.
    expect(gift.feeAmount).toBe(56);
    expect(mail.textBody).toContain(
      `has cancelled your monthly gift of €20.00 (€20.56 with the fee you covered) to "${campaign.title}"`,
    );
    expect(mail.textBody).not.toContain('$');
  });

  it('the notice that renewals failed and the gift is cancelled says ¥3,000, never ¥30', async () => {
    const { email, campaign, gift } = await guestMonthlyIn('jpy', 3_000);
    await t.db.update(sandboxCards).set({ behaviour: 'decline' }).where(eq(sandboxCards.id, gift.guestCardId!));
    // The last retry is due now: its failure cancels the gift.
    await t.db
      .update(recurringDonations)
      .set({ failedAttempts: RENEWAL_RETRY_DAYS.length, retryAt: new Date(Date.now() - 60_000) })
      .where(eq(recurringDonations.id, gift.id));
    const links = { receiptUrl: (id: number) => `http://causeway.test/api/donations/${id}/receipt` };
    await chargeDueRenewals({
      db: t.db,
      applyEvent: (event) => applyPaymentEvent({ db: t.db, links }, 'sandbox', event),
    });
    const mail = await mailTo(email, 'Your recurring gift');
    expect(mail.textBody).toContain(
      `We tried ${RENEWAL_RETRY_DAYS.length + 1} times to charge your monthly gift of ¥3,000 to "${campaign.title}"`,
    );
  });

  it('the card-change notice of a guest’s gift names the gift in euros', async () => {
    const { email, campaign, gift } = await guestMonthlyIn('eur', 3_050);
    // The guest's way in: the e-mailed link, redeemed for a manage session.
    const asked = await t.app.inject({ method: 'POST', url: '/api/manage-recurring/request', payload: { email } });
    expect(asked.statusCode).toBe(202);
    const link = await mailTo(email, '');
    const token = /\/manage-recurring\/([A-Za-z0-9_-]{20,})/.exec(link.textBody)![1];
    const redeemed = await t.app.inject({ method: 'POST', url: '/api/manage-recurring/redeem', payload: { token } });
    const session = redeemed.cookies.find((c) => c.name === RECURRING_MANAGE_COOKIE)!.value;
    const headers = { cookie: `${RECURRING_MANAGE_COOKIE}=${session}` };
    const setup = await t.app.inject({
      method: 'POST',
      url: `/api/manage-recurring/gifts/${gift.id}/card-setup`,
      headers,
    });
    expect(setup.statusCode, setup.body).toBe(201);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm-setup',
      payload: {
        clientSecret: setup.json().clientSecret,
        card: { number: '5555555555554444', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' },
      },
    });
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/manage-recurring/gifts/${gift.id}/card`,
      payload: { stripePaymentMethodId: confirmed.json().paymentMethodId },
      headers,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const mail = await mailTo(email, 'The card for your recurring gift has changed');
    expect(mail.textBody).toContain(
      `Your monthly gift of €30.50 to "${campaign.title}" will now be paid with your mastercard card ending in 4444`,
    );
  });
});
