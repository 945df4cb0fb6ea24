import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, mailOutbox, recurringDonations, users } from '../db/schema';
import type { PaymentsTestApp } from '../test/build-test-app';
import { giftsTestApp } from '../test/gifts-test-app';
import { donate, guest } from '../test/donate';
import { makeCampaign, makeUser, unique } from '../test/factories';
import { es, esBefore } from '../test/spanish';
import { applyPaymentEvent } from '../modules/payments/payment-events';
import {
  accountMailMessages as a,
  receiptMailMessages as r,
  recurringMailMessages as rec,
  securityNoticeMessages as n,
  tributeCardMessages as tc,
  updateMailMessages as u,
} from './mail-words';

// Issue 26: every e-mail the server writes to a person is in their language: the account's saved choice, else the
// language they gave (or asked) in. The expected words come from the catalogue; English left in is a failure.
let t: PaymentsTestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await giftsTestApp()));
afterAll(() => t.close());

const spanishHeaders = { 'accept-language': 'es-ES,es;q=0.9' };

/** The newest e-mail to `to` whose subject starts with `subject`. */
async function mailTo(to: string, subject = '') {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), like(mailOutbox.subject, `${subject}%`)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  expect(mail, `no e-mail to ${to} '${subject}…'`).toBeDefined();
  return mail!;
}

/** Words of the English e-mails that must not be left in a Spanish one. */
function expectNoEnglish(text: string, words: string[]) {
  for (const english of words) expect(text).not.toContain(english);
}

describe('account e-mails in the account’s language', () => {
  it('registering on a Spanish page sends the verification e-mail in Spanish', async () => {
    const username = unique('hablante');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: spanishHeaders,
      payload: { email: `${username}@example.com`, username, password: 'una clave larga', firstName: 'Lucía' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await mailTo(`${username}@example.com`);
    expect(mail.subject).toBe(es(a.verifySubject, { organization: 'Causeway' }));
    expect(mail.textBody).toContain(es(a.hello, { name: 'Lucía' }));
    expect(mail.textBody).toContain(es(a.verifyAsk));
    expectNoEnglish(mail.textBody, ['Hello', 'Please confirm', 'The link expires']);
  });

  it('a password reset and the notice of the change follow the saved language, dates included', async () => {
    const user = await makeUser(t.db);
    await t.db.update(users).set({ locale: 'es', firstName: 'Lucía' }).where(eq(users.id, user.id));
    // Asked for from an English page: the saved choice still decides.
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      headers: { 'accept-language': 'en' },
    });
    expect(asked.statusCode).toBe(202);
    const reset = await mailTo(user.email);
    expect(reset.subject).toBe(es(a.resetSubject, { organization: 'Causeway' }));
    expect(reset.textBody).toContain(es(a.hello, { name: 'Lucía' }));
    expect(reset.textBody).toContain(es(a.resetAsked));
    expect(reset.textBody).toContain(es(a.resetIgnore));
    const token = /reset-password\?token=([\w-]+)/.exec(reset.textBody)![1];

    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'otra clave larga' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const notice = await mailTo(user.email, es(n.passwordResetSubject));
    expect(notice.subject).toBe(es(n.subjectOf, { subject: es(n.passwordResetSubject), organization: 'Causeway' }));
    expect(notice.textBody).toContain(es(n.passwordReset));
    // '29 de noviembre de 2026, 10:15 UTC': the moment as Spanish writes it.
    const when = notice.textBody.split('\n').find((line) => line.startsWith(esBefore(n.when)))!;
    expect(when).toMatch(/ de \p{L}+ de \d{4}/u);
    expect(notice.textBody).toContain(esBefore(n.resetNow));
    // Sent without a User-Agent: the device is unknown, in Spanish too.
    expect(notice.textBody).toContain(es(n.device, { device: es('Unknown device') }));
    expectNoEnglish(notice.textBody, ['When:', 'If this was you', 'reset it at once', 'Hello']);
  });

  it('an account without a saved language gets its e-mails in English, as the spec words them', async () => {
    const user = await makeUser(t.db);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const reset = await mailTo(user.email);
    expect(reset.subject).toBe('Reset your Causeway password');
    expect(reset.textBody).toContain(a.resetAsked);
  });
});

/** A guest's gift to a new euro campaign from a page in `language`. */
async function giftIn(language: string, body: Record<string, unknown> = {}, recurring = false) {
  const campaign = await makeCampaign(t.db, { currency: 'eur', goal: 100_000_000, title: unique('Pozos ') });
  const email = `${unique('idioma')}@example.com`;
  const gift = await donate(
    t.app,
    { campaignId: campaign.id, amount: 2_000, ...guest, guestFirstName: 'Lucía', guestEmail: email, ...body },
    { language, recurring },
  );
  expect(gift.confirmation.status).toBe('succeeded');
  return { campaign, email, donationId: gift.donationId };
}

describe('e-mails about a gift in the language it was given in', () => {
  it('a dedication’s card goes out in the giver’s language', async () => {
    const to = `${unique('tarjeta')}@example.com`;
    const { campaign } = await giftIn('es', {
      tribute: { kind: 'memory', honoreeName: 'Abuela Rosa', recipientEmail: to, showAmount: true },
    });
    const card = await mailTo(to);
    expect(card.subject).toBe(es(tc.subjectMemory, { donor: 'Lucía Lovelace', honoree: 'Abuela Rosa' }));
    expect(card.textBody).toContain(
      es(tc.lead, {
        donor: 'Lucía Lovelace',
        gift: es(tc.aGiftOf, { amount: '20,00\u00a0€' }),
        campaign: campaign.title,
        wording: es('In memory of').toLowerCase(),
        honoree: 'Abuela Rosa',
      }),
    );
    expect(card.htmlBody).toContain('<html lang="es">');
    expectNoEnglish(card.textBody, ['has made', 'Sent by', 'Hello']);
  });

  it('a campaign update reaches a Spanish-speaking guest in Spanish and an English one in English', async () => {
    const { campaign, email: spanish } = await giftIn('es', { emailUpdates: true });
    const english = `${unique('english')}@example.com`;
    await donate(t.app, { campaignId: campaign.id, amount: 2_000, ...guest, guestEmail: english, emailUpdates: true });
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaign.id}/updates`,
      payload: {
        title: 'El primer pozo',
        content: 'El primer pozo ya da agua a trescientas familias.',
        emailSubscribers: true,
      },
      headers: { cookie: admin },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const inSpanish = await mailTo(spanish);
    expect(inSpanish.textBody).toContain(es(u.why, { campaign: campaign.title }));
    expect(inSpanish.textBody).toContain(esBefore(u.unsubscribeAt));
    expect(inSpanish.htmlBody).toContain(`>${es(u.unsubscribe)}</a>`);
    expectNoEnglish(inSpanish.htmlBody!, ['Read it', 'Unsubscribe', 'An update on', 'You are receiving']);
    const inEnglish = await mailTo(english);
    expect(inEnglish.textBody).toContain(
      `You are receiving this because you asked for updates about "${campaign.title}"`,
    );
  });

  it('a guest’s monthly gift given in Spanish: renewal receipts, the manage link and the charity’s cancellation', async () => {
    const { campaign, email } = await giftIn('es', { interval: 'monthly' }, true);
    const [gift] = await t.db.select().from(recurringDonations).where(eq(recurringDonations.campaignId, campaign.id));
    const links = { receiptUrl: (id: number) => `http://causeway.test/api/donations/${id}/receipt` };
    const renewed = await applyPaymentEvent({ db: t.db, links }, 'sandbox', {
      type: 'subscription.renewed',
      id: `evt_${unique('renewal')}`,
      occurredAt: new Date(),
      subscriptionId: gift!.providerSubscriptionId!,
      paymentIntentId: `pi_${unique('renewal')}`,
      amount: 2_000,
      nextPaymentDate: null,
    });
    expect(renewed).toBe('applied');
    const rows = await t.db
      .select({ locale: donations.locale })
      .from(donations)
      .where(eq(donations.recurringDonationId, gift!.id));
    expect(rows.map((row) => row.locale)).toEqual(['es', 'es']);
    const receipt = await mailTo(email);
    expect(receipt.textBody).toContain(es(r.greeting, { name: 'Lucía Lovelace' }));

    // Asked for from a Spanish page: the link's e-mail is in Spanish.
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/manage-recurring/request',
      payload: { email },
      headers: spanishHeaders,
    });
    expect(asked.statusCode).toBe(202);
    const link = await mailTo(email);
    expect(link.textBody).toContain(es(rec.manageAsked));
    expectNoEnglish(link.textBody, ['Someone', 'The link works', 'With gratitude']);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/recurring/${gift!.id}/cancel`,
      payload: { reason: 'Lo pidió la donante.' },
      headers: { cookie: admin },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const notice = await mailTo(email);
    expect(notice.subject).toBe(es(rec.cancelledSubject, { campaign: campaign.title }));
    expect(notice.textBody).toContain(
      es(rec.cancelled, {
        organization: 'Causeway',
        interval: es('monthly'),
        amount: '20,00\u00a0€',
        campaign: campaign.title,
      }),
    );
    expectNoEnglish(notice.textBody, ['Dear', 'No further charges', 'Thank you']);
  });
});
