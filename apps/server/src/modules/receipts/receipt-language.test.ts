import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, mailOutbox } from '../../db/schema';
import { receiptLineMessages as l, receiptMailMessages as m, statementPdfMessages } from '../../i18n/mail-words';
import type { PaymentsTestApp } from '../../test/build-test-app';
import { giftsTestApp } from '../../test/gifts-test-app';
import { donate, guest } from '../../test/donate';
import { makeCampaign, signIn, unique } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { es, esBefore } from '../../test/spanish';

// Issue 26: a gift's e-mails are written in the language the donor gave in; a PDF in the language of whoever
// downloads it. The expected words are the catalogues', so a change of wording is not a failure; English is.
let t: PaymentsTestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await giftsTestApp()));
afterAll(() => t.close());

const before = esBefore;

const mailsTo = (address: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

async function giftIn(language: string | undefined, body: Record<string, unknown> = {}, recurring = false) {
  const campaign = await makeCampaign(t.db, { currency: 'eur', goal: 100_000_000, title: unique('Pozos') });
  const email = `${unique('language-receipt')}@example.com`;
  const { donationId, confirmation } = await donate(
    t.app,
    { campaignId: campaign.id, amount: 2_500, ...guest, guestEmail: email, ...body },
    { language, recurring },
  );
  expect(confirmation.status).toBe('succeeded');
  const [receipt] = await mailsTo(email);
  return { campaign, donationId, email, receipt: receipt! };
}

describe('a receipt in the donor’s language', () => {
  it('a gift made in Spanish records its language and gets its receipt e-mail in Spanish', async () => {
    const { campaign, donationId, receipt } = await giftIn('es-ES,es;q=0.9');
    const [row] = await t.db.select({ locale: donations.locale }).from(donations).where(eq(donations.id, donationId));
    expect(row!.locale).toBe('es');
    // '25,00 €': the amount as Spanish writes it.
    expect(receipt.subject).toBe(
      es(m.subject)
        .replace('{organization}', receipt.subject.slice(before(m.subject).length).split(':')[0]!)
        .replace('{amount}', '25,00\u00a0€')
        .replace('{campaign}', campaign.title),
    );
    const body = receipt.textBody;
    expect(body).toContain(es(m.greeting).replace('{name}', 'Ada Lovelace'));
    expect(body).toContain(es(m.thanks).replace('{campaign}', campaign.title));
    expect(body).toMatch(new RegExp(`^${es(l.donation)}\\s+25,00\\s€$`, 'm'));
    expect(body).toContain(es(l.noGoods));
    expect(body).toContain(before(m.download));
    for (const english of ['Dear', 'Thank you', 'Receipt number', 'No goods', 'With gratitude', 'Download'])
      expect(body).not.toContain(english);
  });

  it('a recurring gift’s receipt says how often in Spanish', async () => {
    const { receipt } = await giftIn('es', { interval: 'monthly' }, true);
    const body = receipt.textBody;
    expect(body).toContain(es(m.processed).replace('{interval}', es('monthly')));
    expect(body).toMatch(
      new RegExp(`^${es(l.schedule)}\\s+${es(l.scheduleValue).replace('{interval}', es('Monthly'))}$`, 'm'),
    );
    expect(body).not.toContain('recurring gift');
    expect(body).not.toContain('processed monthly');
  });

  it('a gift made with no language preference keeps the English receipt', async () => {
    const { receipt } = await giftIn(undefined);
    expect(receipt.subject).toMatch(/^Your receipt from .+: €25\.00 to /);
    expect(receipt.textBody).toContain('Dear Ada Lovelace,');
  });

  it('the PDF is in the reader’s language: Spanish for a Spanish request, English for an English one', async () => {
    const { donationId } = await giftIn('es');
    const download = (language: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/donations/${donationId}/receipt`,
        headers: { cookie: admin, 'accept-language': language },
      });
    const spanish = await download('es');
    expect(spanish.statusCode).toBe(200);
    expect(spanish.headers.vary).toContain('Accept-Language');
    const text = await pdfText(spanish.rawPayload);
    expect(text).toContain(es('Donation receipt'));
    expect(text).toContain(es(l.receiptNumber));
    expect(text).toContain('25,00\u00a0€');
    expect(text).not.toContain('Receipt number');
    const english = await pdfText((await download('en')).rawPayload);
    expect(english).toContain('Receipt number');
    expect(english).toContain('€25.00');
  });

  it('the annual statement is in the reader’s language', async () => {
    const donor = await signIn(t.app, t.db, 'donor');
    const campaign = await makeCampaign(t.db, { currency: 'eur', goal: 100_000_000 });
    await donate(t.app, { campaignId: campaign.id, amount: 2_500 }, { cookie: donor.cookie });
    const year = new Date().getUTCFullYear();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users/me/statements/${year}`,
      headers: { cookie: donor.cookie, 'accept-language': 'es' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(es(statementPdfMessages.title).replace('{year}', String(year)));
    expect(text).toContain(es(statementPdfMessages.periodValue).replace('{year}', String(year)));
    expect(text).toContain(es(statementPdfMessages.columnCampaign));
    expect(text).not.toContain('Annual giving statement');
    expect(text).not.toContain('Number of gifts');
  });
});
