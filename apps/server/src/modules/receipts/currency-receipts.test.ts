import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationRefunds, mailOutbox, users } from '../../db/schema';
import type { PaymentsTestApp } from '../../test/build-test-app';
import { giftsTestApp } from '../../test/gifts-test-app';
import { donate, guest } from '../../test/donate';
import { makeCampaign, makeDonation, signIn, unique } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { saveOrganizationSettings } from '../settings/settings.service';
import { buildAnnualStatement } from './statements.service';

// Issue 26: receipts, refund e-mails and annual statements show every amount in the gift's own currency.
let t: PaymentsTestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await giftsTestApp()));
afterAll(() => t.close());

const mailsTo = (address: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
const receiptPdf = async (donationId: number) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/donations/${donationId}/receipt`,
    headers: { cookie: admin },
  });
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
};

/** A guest's sandbox gift of `amount` minor units to a new campaign in `currency`; its receipt e-mail. */
async function giftIn(currency: string, amount: number) {
  const campaign = await makeCampaign(t.db, { currency, goal: 100_000_000, title: unique('Wells') });
  const email = `${unique('currency-receipt')}@example.com`;
  const { donationId, confirmation } = await donate(t.app, {
    campaignId: campaign.id,
    amount,
    ...guest,
    guestEmail: email,
  });
  expect(confirmation.status).toBe('succeeded');
  const [receipt] = await mailsTo(email);
  return { campaign, donationId, email, receipt: receipt! };
}

describe('the receipt in the gift’s currency', () => {
  it('a gift of €25 reads €25.00 in the e-mail’s subject and lines and on the PDF', async () => {
    const { campaign, donationId, receipt } = await giftIn('eur', 2_500);
    expect(receipt.subject).toMatch(new RegExp(`^Your receipt from .+: €25\\.00 to ${campaign.title}$`));
    expect(receipt.textBody).toMatch(/^Donation\s+€25\.00$/m);
    expect(receipt.textBody).not.toContain('$');
    const pdf = await receiptPdf(donationId);
    expect(pdf.split('\n')).toContain('€25.00');
    expect(pdf).not.toContain('$');
  });

  it('yen have no minor unit: a gift of 2,500 is ¥2,500 everywhere, never ¥25', async () => {
    const { donationId, receipt } = await giftIn('jpy', 2_500);
    expect(receipt.subject).toContain(': ¥2,500 to ');
    expect(receipt.textBody).toMatch(/^Donation\s+¥2,500$/m);
    expect(receipt.textBody).not.toMatch(/¥25\b|¥25\./);
    const pdf = (await receiptPdf(donationId)).split('\n');
    expect(pdf).toContain('¥2,500');
    expect(pdf).not.toContain('¥25');
  });

  it('a receipt sent again by an administrator is the same receipt, in yen', async () => {
    const { donationId } = await giftIn('jpy', 2_500);
    const to = `${unique('again')}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/donations/${donationId}/receipt`,
      payload: { email: to },
      headers: { cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(202);
    const [again] = await mailsTo(to);
    expect(again!.subject).toContain(': ¥2,500 to ');
    expect(again!.textBody).toMatch(/^Donation\s+¥2,500$/m);
  });

  it('a fee the donor covered is in the gift’s currency too', async () => {
    const campaign = await makeCampaign(t.db, { currency: 'gbp', goal: 100_000_000 });
    const email = `${unique('covered')}@example.com`;
    await donate(t.app, { campaignId: campaign.id, amount: 1_000, coverFees: true, ...guest, guestEmail: email });
    const [receipt] = await mailsTo(email);
    // What covers 1.5% + 20p (the pound's fee in issue 26's table) of the £10.36 charged.
    expect(receipt!.textBody).toMatch(/^Processing fee you covered\s+£0\.36$/m);
    expect(receipt!.textBody).toMatch(/^Total charged\s+£10\.36$/m);
  });

  it('the PDF writes the signs its fonts lack as their codes: ₩25,000 reads KRW 25,000, the e-mail keeps ₩', async () => {
    const { donationId, receipt } = await giftIn('krw', 25_000);
    expect(receipt.textBody).toMatch(/^Donation\s+₩25,000$/m);
    const pdf = await receiptPdf(donationId);
    expect(pdf.split('\n')).toContain('KRW\u00a025,000');
    expect(pdf).not.toMatch(/[^\n\x20-\xff€–—’]/);
  });

  it('a refund of a euro gift is told in euros', async () => {
    const { donationId, email } = await giftIn('eur', 2_550);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/donations/${donationId}/refunds`,
      payload: { amount: 1_000, reason: 'Asked for part back' },
      headers: { cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(202);
    const mail = (await mailsTo(email)).find((m) => m.subject.startsWith('Your refund'))!;
    expect(mail.subject).toContain(': €10.00 of your gift to ');
    expect(mail.textBody).toContain('We have refunded €10.00 of your gift');
    expect(mail.textBody).toMatch(/^Donation\s+€25\.50$/m);
    expect(mail.textBody).toMatch(/^Your donation now\s+€15\.50$/m);
    expect(mail.textBody).toContain('Your donation now counts as €15.50.');
    expect(mail.textBody).not.toContain('$');
  });

  it('a refund the provider refuses is refused in the charge’s currency, as Stripe words it', async () => {
    const { donationId } = await giftIn('jpy', 2_500);
    // The sandbox's own record says ¥2,000 of the charge was refunded elsewhere already (as Stripe would know).
    await t.db.insert(donationRefunds).values({
      donationId,
      amount: 2_000,
      provider: 'sandbox',
      status: 'succeeded',
      providerRefundId: unique('re_sandbox_elsewhere'),
      idempotencyKey: unique('elsewhere-'),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/donations/${donationId}/refunds`,
      payload: { amount: 1_000, reason: 'Asked' },
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The payment provider refused the refund: Refund amount (¥1,000) is greater than unrefunded amount on charge (¥500).',
    );
  });
});

describe('the annual statement: one section per currency', () => {
  const year = 2025;
  const paid = (iso: string) => ({ createdAt: new Date(iso), succeededAt: new Date(iso) });

  /** A donor who gave $40 + $10 (fee $1.50) and €25 + ¥2,500 in 2025. */
  async function donorInThreeCurrencies() {
    const donor = await signIn(t.app, t.db);
    const inCurrency = (currency: string) => makeCampaign(t.db, { currency, goal: 100_000_000 });
    const [dollars, euros, yen] = await Promise.all([inCurrency('usd'), inCurrency('eur'), inCurrency('jpy')]);
    const gift = (campaignId: number, currency: string, amount: number, iso: string, extra = {}) =>
      makeDonation(t.db, { campaignId, currency, amount, userId: donor.user.id, ...paid(iso), ...extra });
    await gift(dollars.id, 'usd', 4_000, '2025-02-01T12:00:00Z');
    await gift(euros.id, 'eur', 2_500, '2025-03-01T12:00:00Z');
    await gift(dollars.id, 'usd', 1_000, '2025-04-01T12:00:00Z', { feeAmount: 150 });
    await gift(yen.id, 'jpy', 2_500, '2025-05-01T12:00:00Z');
    const [user] = await t.db.select().from(users).where(eq(users.id, donor.user.id));
    return { ...donor, user: user! };
  }

  it('totals each currency apart, never across them, the organization’s default currency first', async () => {
    const { user } = await donorInThreeCurrencies();
    const s = await buildAnnualStatement(t.db, user, year);
    expect(s.gifts).toHaveLength(4);
    expect(s.sections.map((x) => [x.currency, x.gifts.length, x.totalGifts, x.totalFees, x.total])).toEqual([
      ['usd', 2, 5_000, 150, 5_150],
      ['eur', 1, 2_500, 0, 2_500],
      ['jpy', 1, 2_500, 0, 2_500],
    ]);
    const euroFirst = await buildAnnualStatement(t.db, user, year, 'eur');
    expect(euroFirst.sections.map((x) => x.currency)).toEqual(['eur', 'usd', 'jpy']);
  });

  it('prints a total per currency and a section per currency, each with its own total row', async () => {
    const { cookie } = await donorInThreeCurrencies();
    const res = await t.app.inject({ method: 'GET', url: `/api/users/me/statements/${year}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const lines = pdfText(res.rawPayload).split('\n');
    const after = (label: string) => lines[lines.indexOf(label) + 1];
    expect(after('Number of gifts')).toBe('4');
    expect(after('Total contributed (USD)')).toBe('$51.50');
    expect(after('Total contributed (EUR)')).toBe('€25.00');
    expect(after('Total contributed (JPY)')).toBe('¥2,500');
    expect(lines).not.toContain('Total contributed');

    // Each heading, then the table's header (its last column is 'Total'), its gifts and its own Total row.
    const totalRow = (code: string) => {
      const rows = lines.slice(lines.indexOf(`Gifts in ${code}`));
      const start = rows.indexOf('Total', rows.indexOf('Total') + 1);
      return rows.slice(start, start + 5);
    };
    expect(lines.filter((l) => l.startsWith('Gifts in '))).toEqual(['Gifts in USD', 'Gifts in EUR', 'Gifts in JPY']);
    expect(totalRow('USD')).toEqual(['Total', '$50.00', '$1.50', '$0.00', '$51.50']);
    expect(totalRow('EUR')).toEqual(['Total', '€25.00', '€0.00', '€0.00', '€25.00']);
    expect(totalRow('JPY')).toEqual(['Total', '¥2,500', '¥0', '¥0', '¥2,500']);
    expect(lines).not.toContain('¥25');
  });

  it('puts the organization’s default currency first', async () => {
    const { cookie } = await donorInThreeCurrencies();
    await saveOrganizationSettings(t.db, { defaultCurrency: 'eur' });
    try {
      const res = await t.app.inject({ method: 'GET', url: `/api/users/me/statements/${year}`, headers: { cookie } });
      const lines = pdfText(res.rawPayload).split('\n');
      expect(lines.filter((l) => l.startsWith('Gifts in '))).toEqual(['Gifts in EUR', 'Gifts in USD', 'Gifts in JPY']);
      expect(lines.filter((l) => l.startsWith('Total contributed'))).toEqual([
        'Total contributed (EUR)',
        'Total contributed (USD)',
        'Total contributed (JPY)',
      ]);
    } finally {
      await saveOrganizationSettings(t.db, { defaultCurrency: 'usd' });
    }
  });

  it('a donor who gave in one currency gets one table as before, with no heading, in that currency', async () => {
    const donor = await signIn(t.app, t.db);
    const euros = await makeCampaign(t.db, { currency: 'eur', goal: 100_000_000 });
    await makeDonation(t.db, {
      campaignId: euros.id,
      currency: 'eur',
      amount: 2_500,
      userId: donor.user.id,
      ...paid('2025-03-01T12:00:00Z'),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users/me/statements/${year}`,
      headers: { cookie: donor.cookie },
    });
    const lines = pdfText(res.rawPayload).split('\n');
    expect(lines[lines.indexOf('Total contributed') + 1]).toBe('€25.00');
    expect(lines.some((l) => l.startsWith('Gifts in '))).toBe(false);
    expect(lines.some((l) => l.includes('$'))).toBe(false);
  });
});
