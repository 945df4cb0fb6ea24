import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationMessages, settingsMessages as m, type AdminSettings } from '@causeway/contracts';
import { mailOutbox } from '../../db/schema';
import { deliverDueMail } from '../../test/deliver-mail';
import type { MailMessage, MailSender } from '../../mail/mail-sender';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildStripeTestApp, stripeTestKeys } from '../../test/stripe-test-app';
import { createIntent, donate, guest } from '../../test/donate';
import { makeCampaign, signIn, unique } from '../../test/factories';
import { getSenderMailbox } from './settings.service';

const DEFAULT_MAIL_FROM = 'Causeway <no-reply@causeway.local>';

let t: TestApp;
let admin: string;
let donor: string;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
  admin = (await signIn(t.app, t.db, 'admin')).cookie;
  donor = (await signIn(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const organization = {
  name: 'Helping Hands Trust',
  supportEmail: 'help@helping-hands.example',
  taxId: '98-7654321',
  stripeAccountId: 'acct_1HelpingHands',
};
const email = { senderName: 'Helping Hands', senderEmail: 'giving@helping-hands.example', receiptTemplate: '' };
const payment = { offerFeeCoverage: true, feeCoverageDefault: false };

const getSettings = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: cookie ? { cookie } : {} });
const putSettings = (payload: object, cookie: string | null = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', payload, headers: cookie ? { cookie } : {} });
const paymentsConfig = async () => (await t.app.inject({ method: 'GET', url: '/api/payments/config' })).json();

describe('who may read and change the settings', () => {
  it('answers 401 to a visitor, 403 to a donor and 200 to an administrator, for reading and saving', async () => {
    expect((await getSettings()).statusCode).toBe(401);
    expect((await getSettings(donor)).statusCode).toBe(403);
    expect((await getSettings(admin)).statusCode).toBe(200);
    expect((await putSettings({ payment }, null)).statusCode).toBe(401);
    expect((await putSettings({ payment }, donor)).statusCode).toBe(403);
    expect((await putSettings({ payment }, admin)).statusCode).toBe(200);
  });

  it('refuses a visitor before looking at the body', async () => {
    const res = await putSettings({ organization: { name: '' } }, null);
    expect(res.statusCode).toBe(401);
    expect(res.json().fieldErrors).toBeUndefined();
  });
});

describe('GET /api/admin/settings', () => {
  it('starts from defaults: the organization name as sender name, MAIL_FROM’s address, the sandbox', async () => {
    const { organization: org, email: mail, payment: pay } = (await getSettings(admin)).json() as AdminSettings;
    expect(org).toEqual({
      name: 'Causeway',
      supportEmail: 'support@causeway.local',
      taxId: '',
      stripeAccountId: '',
      defaultCurrency: 'usd',
    });
    expect(mail).toEqual({ senderName: 'Causeway', senderEmail: 'no-reply@causeway.local', receiptTemplate: '' });
    expect(pay).toEqual({
      provider: 'sandbox',
      secretKeySet: false,
      publishableKeySet: false,
      webhookSecretSet: false,
      offerFeeCoverage: true,
      feeCoverageDefault: false,
    });
  });

  it('shows that Stripe’s keys are configured, and never the keys themselves', async () => {
    const stripeApp = await buildStripeTestApp();
    try {
      const { cookie } = await signIn(stripeApp.app, stripeApp.db, 'admin');
      const res = await stripeApp.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie } });
      expect(res.json().payment).toMatchObject({
        provider: 'stripe',
        secretKeySet: true,
        publishableKeySet: true,
        webhookSecretSet: true,
      });
      const saved = await stripeApp.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        payload: { payment },
        headers: { cookie },
      });
      for (const body of [res.body, saved.body]) {
        for (const value of Object.values(stripeTestKeys)) expect(body).not.toContain(value.slice(3));
      }
    } finally {
      await stripeApp.close();
    }
  });
});

describe('PUT /api/admin/settings', () => {
  it('stores each tab whole and answers, and later reads give back, what was saved', async () => {
    const res = await putSettings({ organization, email: { ...email, receiptTemplate: 'Thank you!' }, payment });
    expect(res.statusCode).toBe(200);
    const expected = {
      organization,
      email: { ...email, receiptTemplate: 'Thank you!' },
      payment: { ...payment, provider: 'sandbox' },
    };
    expect(res.json()).toMatchObject(expected);
    expect((await getSettings(admin)).json()).toMatchObject(expected);

    // One tab alone leaves the others as they were; optional fields may be left out.
    await putSettings({ organization: { name: '  Riverside Giving  ', supportEmail: 'team@riverside.example' } });
    const after = (await getSettings(admin)).json() as AdminSettings;
    expect(after.organization).toEqual({
      name: 'Riverside Giving',
      supportEmail: 'team@riverside.example',
      taxId: '',
      stripeAccountId: '',
      defaultCurrency: 'usd',
    });
    expect(after.email.receiptTemplate).toBe('Thank you!');

    // The default currency (issue 26): any listed code, kept until changed.
    await putSettings({ organization: { ...organization, defaultCurrency: 'eur' } });
    expect(((await getSettings(admin)).json() as AdminSettings).organization.defaultCurrency).toBe('eur');
    await putSettings({ organization: { ...organization, defaultCurrency: 'usd' } });
  });

  it.each([
    ['organization.name', { organization: { ...organization, name: 'A' } }, m.organizationName],
    ['organization.name', { organization: { ...organization, name: undefined } }, m.organizationName],
    ['organization.name', { organization: { ...organization, name: 'x'.repeat(121) } }, m.organizationName],
    ['organization.supportEmail', { organization: { ...organization, supportEmail: 'help' } }, m.email],
    ['organization.taxId', { organization: { ...organization, taxId: '1'.repeat(51) } }, m.taxIdMax],
    ['organization.defaultCurrency', { organization: { ...organization, defaultCurrency: 'xau' } }, m.defaultCurrency],
    [
      'organization.stripeAccountId',
      { organization: { ...organization, stripeAccountId: 'cus_1' } },
      m.stripeAccountId,
    ],
    ['email.senderName', { email: { ...email, senderName: ' B ' } }, m.senderName],
    ['email.senderName', { email: { ...email, senderName: undefined } }, m.senderName],
    ['email.senderEmail', { email: { ...email, senderEmail: 'giving@' } }, m.email],
    ['email.receiptTemplate', { email: { ...email, receiptTemplate: 'x'.repeat(2001) } }, m.receiptTemplateMax],
  ])('refuses a bad %s with its message and saves nothing', async (field, payload, message) => {
    const before = (await getSettings(admin)).body;
    const res = await putSettings(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message, fieldErrors: { [field]: [message] } });
    expect((await getSettings(admin)).body).toBe(before);
  });

  it('refuses a payment tab without both choices, and a body with no tab', async () => {
    const res = await putSettings({ payment: { offerFeeCoverage: true } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual(['payment.feeCoverageDefault']);
    const empty = await putSettings({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Nothing to save');
  });
});

describe('GET /api/settings/public', () => {
  it('gives anyone the organization’s name, support address and default currency, and nothing else', async () => {
    await putSettings({ organization: { ...organization, defaultCurrency: 'jpy' } });
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(res.json()).toEqual({
      organizationName: organization.name,
      supportEmail: organization.supportEmail,
      defaultCurrency: 'jpy',
    });
    await putSettings({ organization });
  });
});

/** The text drawn on a pdfkit PDF: its content streams inflated, the hex strings of each TJ joined. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      const hex = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}

function recordingSender(): MailSender & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, send: async (message) => void sent.push(message), describe: () => 'memory' };
}

describe('what the settings change', () => {
  it('puts the organization’s new name and tax ID on the next receipt, its PDF and its e-mail', async () => {
    await putSettings({ organization: { ...organization, name: 'Northwind Relief', taxId: '11-2233445' } });
    const c = await makeCampaign(t.db);
    const guestEmail = `${unique('receipt')}@example.com`;
    const { donationId } = await donate(t.app, { campaignId: c.id, amount: 2_000, ...guest, guestEmail });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, guestEmail));
    expect(mail!.subject).toContain('Your receipt from Northwind Relief');
    expect(mail!.textBody).toContain('Northwind Relief (Tax ID 11-2233445)');

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/donations/${donationId}/receipt`,
      headers: { cookie: admin },
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Northwind Relief');
    expect(text).toContain('Tax ID 11-2233445');
  });

  it('sends e-mail from the saved sender, and adds the receipt text to receipt e-mails', async () => {
    await putSettings({
      email: {
        senderName: 'Northwind Giving Team',
        senderEmail: 'thanks@northwind.example',
        receiptTemplate: 'Your gift feeds 12 families this winter.\r\nWe are grateful.',
      },
    });
    const c = await makeCampaign(t.db);
    const guestEmail = `${unique('note')}@example.com`;
    await donate(t.app, { campaignId: c.id, amount: 2_500, ...guest, guestEmail });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, guestEmail));
    expect(mail!.textBody).toContain(
      'This is your receipt.\n\nYour gift feeds 12 families this winter.\nWe are grateful.',
    );

    const sender = recordingSender();
    await deliverDueMail(t.db, sender, () => getSenderMailbox(t.db, DEFAULT_MAIL_FROM));
    const sent = sender.sent.find((message) => message.to === guestEmail);
    expect(sent?.from).toBe('Northwind Giving Team <thanks@northwind.example>');

    // A receipt with no receipt text has no empty paragraph for it.
    await putSettings({ email: { ...email, senderName: 'Ops, Northwind "HQ"' } });
    const plainEmail = `${unique('plain')}@example.com`;
    await donate(t.app, { campaignId: c.id, amount: 2_500, ...guest, guestEmail: plainEmail });
    const [plain] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, plainEmail));
    expect(plain!.textBody).toContain('This is your receipt.\n\nReceipt number');
    expect(await getSenderMailbox(t.db, DEFAULT_MAIL_FROM)).toBe(`"Ops, Northwind \\"HQ\\"" <${email.senderEmail}>`);
  });

  it('tells the donation form whether to offer covering the fee and whether to tick it', async () => {
    await putSettings({ payment: { offerFeeCoverage: true, feeCoverageDefault: false } });
    expect(await paymentsConfig()).toMatchObject({ offerFeeCoverage: true, feeCoverageDefault: false });
    await putSettings({ payment: { offerFeeCoverage: true, feeCoverageDefault: true } });
    expect(await paymentsConfig()).toMatchObject({ offerFeeCoverage: true, feeCoverageDefault: true });
    // Not offered: never ticked, though the administrator's choice is kept for when it is offered again.
    await putSettings({ payment: { offerFeeCoverage: false, feeCoverageDefault: true } });
    expect(await paymentsConfig()).toMatchObject({ offerFeeCoverage: false, feeCoverageDefault: false });
    expect((await getSettings(admin)).json().payment).toMatchObject({
      offerFeeCoverage: false,
      feeCoverageDefault: true,
    });
  });

  it('refuses a gift that covers the fee while the option is off, and takes it again once it is back', async () => {
    const c = await makeCampaign(t.db);
    await putSettings({ payment: { offerFeeCoverage: false, feeCoverageDefault: false } });
    for (const recurring of [false, true]) {
      const body = { campaignId: c.id, amount: 1_000, coverFees: true, interval: 'monthly', ...guest };
      const res = await createIntent(t.app, body, { recurring });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: donationMessages.feeCoverageUnavailable,
        fieldErrors: { coverFees: [donationMessages.feeCoverageUnavailable] },
      });
    }
    const withoutFee = await createIntent(t.app, { campaignId: c.id, amount: 1_000, ...guest });
    expect(withoutFee.statusCode).toBe(201);
    expect(withoutFee.json().totalAmount).toBe(1_000);

    await putSettings({ payment: { offerFeeCoverage: true, feeCoverageDefault: false } });
    const withFee = await createIntent(t.app, { campaignId: c.id, amount: 1_000, coverFees: true, ...guest });
    expect(withFee.statusCode).toBe(201);
    expect(withFee.json().totalAmount).toBeGreaterThan(1_000);
  });
});
