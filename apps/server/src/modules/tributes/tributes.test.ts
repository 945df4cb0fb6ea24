import { tributeMessages, TRIBUTE_MESSAGE_MAX, TRIBUTE_NAME_MAX } from '@causeway/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, donationTributes, mailOutbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { confirmCard, createIntent, donate, guest } from '../../test/donate';
import { makeCampaign, signIn, unique } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { applyPaymentEvent, type PaymentEventDeps } from '../payments/payment-events';
import { applySucceededBatch } from '../payments/succeeded-batch';
import { recordTribute } from './tributes.service';

let t: TestApp;
let deps: PaymentEventDeps;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
  deps = { db: t.db, links: { receiptUrl: (id) => `http://causeway.test/api/donations/${id}/receipt` } };
});
afterAll(() => t.close());

const recipient = () => `${unique('card')}@example.com`;
const mailTo = (address: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
const tributeOf = async (donationId: number) =>
  (await t.db.select().from(donationTributes).where(eq(donationTributes.donationId, donationId)))[0];

describe('"Dedicate this gift": validation', () => {
  const intentWith = async (tribute: Record<string, unknown>) => {
    const c = await makeCampaign(t.db);
    return createIntent(t.app, { campaignId: c.id, amount: 2_500, ...guest, tribute });
  };

  it.each([
    ['a missing kind', { honoreeName: 'Jane Doe' }, 'tribute.kind', tributeMessages.kindRequired],
    ['an unknown kind', { kind: 'birthday', honoreeName: 'Jane Doe' }, 'tribute.kind', tributeMessages.kindRequired],
    ['no honoree', { kind: 'memory', honoreeName: '  ' }, 'tribute.honoreeName', tributeMessages.honoreeRequired],
    ['a missing honoree', { kind: 'memory' }, 'tribute.honoreeName', tributeMessages.honoreeRequired],
    [
      'a name too long',
      { kind: 'memory', honoreeName: 'J'.repeat(TRIBUTE_NAME_MAX + 1) },
      'tribute.honoreeName',
      tributeMessages.honoreeTooLong,
    ],
    [
      "a recipient's name too long",
      { kind: 'honour', honoreeName: 'Jane', recipientName: 'R'.repeat(TRIBUTE_NAME_MAX + 1) },
      'tribute.recipientName',
      tributeMessages.recipientNameTooLong,
    ],
    [
      'a bad recipient e-mail',
      { kind: 'honour', honoreeName: 'Jane', recipientEmail: 'not-an-address' },
      'tribute.recipientEmail',
      tributeMessages.recipientEmailInvalid,
    ],
    [
      'a message too long',
      { kind: 'honour', honoreeName: 'Jane', message: 'm'.repeat(TRIBUTE_MESSAGE_MAX + 1) },
      'tribute.message',
      tributeMessages.messageTooLong,
    ],
  ])('answers 400 with its message for %s, and records nothing', async (_case, tribute, field, message) => {
    const before = await t.db.$count(donationTributes);
    const res = await intentWith(tribute);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toContain(message);
    expect(await t.db.$count(donationTributes)).toBe(before);
  });

  it('cleans the text: control characters dropped, ends trimmed, blank optional fields kept as none', async () => {
    const res = await intentWith({
      kind: 'memory',
      honoreeName: '  Jane\u0001 Doe\u200b ',
      recipientName: '   ',
      recipientEmail: '',
      message: 'We\u0007 miss\u202e you.\n\n\n\nAlways.',
    });
    expect(res.statusCode).toBe(201);
    expect(await tributeOf(res.json().donationId)).toMatchObject({
      kind: 'memory',
      honoreeName: 'Jane Doe',
      recipientName: null,
      recipientEmail: null,
      message: 'We miss you.\n\nAlways.',
      showAmount: false,
      notifiedAt: null,
    });
  });
});

describe("the recipient's card", () => {
  it('is queued once when the gift succeeds, never while pending, with the dedication and no amount', async () => {
    const c = await makeCampaign(t.db, { title: 'Riverside Library' });
    const to = recipient();
    const tribute = { kind: 'memory', honoreeName: 'Jane Doe', recipientName: 'Sam Doe', recipientEmail: to };
    const intent = await createIntent(t.app, { campaignId: c.id, amount: 2_500, ...guest, tribute });
    expect(intent.statusCode).toBe(201);
    expect(await mailTo(to)).toHaveLength(0);
    const { donationId, clientSecret } = intent.json();
    expect((await confirmCard(t.app, clientSecret)).json().status).toBe('succeeded');

    const mails = await mailTo(to);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Ada Lovelace made a gift in memory of Jane Doe');
    expect(mail!.textBody).toContain('Dear Sam Doe,');
    expect(mail!.textBody).toContain('Ada Lovelace has made a gift to "Riverside Library" in memory of Jane Doe.');
    expect(mail!.textBody).not.toContain('$25');
    expect(mail!.htmlBody).not.toContain('$25');
    expect((await tributeOf(donationId))!.notifiedAt).toBeInstanceOf(Date);

    // The same success replayed (a provider's redelivery, a second confirmation) sends nothing more.
    const [row] = await t.db.select().from(donations).where(eq(donations.id, donationId));
    const replay = { type: 'payment.succeeded', id: unique('evt_'), occurredAt: new Date() } as const;
    await applyPaymentEvent(deps, row!.provider, { ...replay, paymentIntentId: row!.paymentIntentId! });
    expect(await mailTo(to)).toHaveLength(1);
  });

  it('shows the amount only when the donor allowed it, and says "Someone" for an anonymous gift', async () => {
    const c = await makeCampaign(t.db, { title: 'Harbour Clinic' });
    const to = recipient();
    await donate(t.app, {
      campaignId: c.id,
      amount: 2_500,
      ...guest,
      anonymousDonation: true,
      tribute: { kind: 'honour', honoreeName: 'Grandma Rose', recipientEmail: to, showAmount: true },
    });
    const [mail] = await mailTo(to);
    expect(mail!.subject).toBe('Someone made a gift in honour of Grandma Rose');
    expect(mail!.textBody).toContain('Hello,');
    expect(mail!.textBody).toContain(
      'Someone has made a gift of $25.00 to "Harbour Clinic" in honour of Grandma Rose.',
    );
    expect(mail!.textBody).not.toContain('Ada');
    expect(mail!.htmlBody).toContain('$25.00');
    expect(mail!.htmlBody).not.toContain('Lovelace');
  });

  it('shows the amount in the gift’s currency: £25.00 to a campaign in pounds, ¥2,500 (not ¥25) in yen', async () => {
    for (const [currency, amount, shown] of [
      ['gbp', 2_500, '£25.00'],
      ['jpy', 2_500, '¥2,500'],
    ] as const) {
      const c = await makeCampaign(t.db, { title: 'Harbour Clinic', currency, goal: 10_000_000 });
      const to = recipient();
      await donate(t.app, {
        campaignId: c.id,
        amount,
        ...guest,
        tribute: { kind: 'memory', honoreeName: 'Grandma Rose', recipientEmail: to, showAmount: true },
      });
      const [mail] = await mailTo(to);
      expect(mail!.textBody).toContain(
        `Ada Lovelace has made a gift of ${shown} to "Harbour Clinic" in memory of Grandma Rose.`,
      );
      expect(mail!.htmlBody).toContain(shown);
      expect(mail!.textBody).not.toContain('$');
    }
  });

  it('is never sent for a declined gift, nor without a recipient e-mail', async () => {
    const c = await makeCampaign(t.db);
    const to = recipient();
    const failed = await donate(
      t.app,
      { campaignId: c.id, amount: 2_500, ...guest, tribute: { kind: 'honour', honoreeName: 'Jo', recipientEmail: to } },
      { card: '4000000000000002' },
    );
    expect(failed.confirmation.status).not.toBe('succeeded');
    expect(await mailTo(to)).toHaveLength(0);
    expect((await tributeOf(failed.donationId))!.notifiedAt).toBeNull();

    const before = await t.db.$count(mailOutbox);
    const { donationId } = await donate(t.app, {
      campaignId: c.id,
      amount: 2_500,
      ...guest,
      guestEmail: recipient(),
      tribute: { kind: 'honour', honoreeName: 'Jo' },
    });
    // Only the donor's receipt.
    expect(await t.db.$count(mailOutbox)).toBe(before + 1);
    expect((await tributeOf(donationId))!.notifiedAt).toBeNull();
  });

  it("escapes the donor's text in the HTML part (stored XSS) and keeps it as typed in the text part", async () => {
    const c = await makeCampaign(t.db, { title: 'Parks' });
    const to = recipient();
    const attack = '<img src=x onerror=alert(1)>';
    await donate(t.app, {
      campaignId: c.id,
      amount: 1_000,
      ...guest,
      guestFirstName: '<b>Eve</b>',
      tribute: {
        kind: 'memory',
        honoreeName: `<script>alert(1)</script>`,
        recipientName: attack,
        recipientEmail: to,
        message: `Love ${attack}\n"quoted" & more`,
      },
    });
    const [mail] = await mailTo(to);
    expect(mail!.htmlBody).not.toMatch(/<script|<img|<b>Eve/);
    expect(mail!.htmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.htmlBody).toContain('Love &lt;img src=x onerror=alert(1)&gt;<br>&quot;quoted&quot; &amp; more');
    expect(mail!.textBody).toContain(`Dear ${attack},`);
  });

  it('is queued by the batch path once, only for the gifts with a recipient, never for a renewal', async () => {
    const c = await makeCampaign(t.db, { title: 'Batch Appeal' });
    const addresses = [recipient(), recipient()];
    const gifts = [];
    for (let i = 0; i < 3; i++) {
      const [row] = await t.db
        .insert(donations)
        .values({
          campaignId: c.id,
          amount: 1_000 + i,
          provider: 'stripe',
          paymentIntentId: unique('pi_tribute_'),
          guestEmail: `${unique('donor')}@example.com`,
          guestFirstName: 'Grace',
          guestLastName: 'Hopper',
        })
        .returning();
      await recordTribute(t.db, row!.id, {
        kind: 'honour',
        honoreeName: `Honoree ${i}`,
        recipientName: null,
        recipientEmail: addresses[i] ?? null,
        message: null,
        showAmount: i === 1,
      });
      gifts.push(row!);
    }
    const events = gifts.map((g) => ({
      type: 'payment.succeeded' as const,
      id: unique('evt_tribute_'),
      occurredAt: new Date(),
      paymentIntentId: g.paymentIntentId!,
    }));
    const results = await t.db.transaction((tx) => applySucceededBatch(tx, deps, 'stripe', events));
    expect(results).toEqual(['applied', 'applied', 'applied']);
    const [first, second] = [await mailTo(addresses[0]!), await mailTo(addresses[1]!)];
    expect(first).toHaveLength(1);
    expect(first[0]!.textBody).toContain('Grace Hopper has made a gift to "Batch Appeal" in honour of Honoree 0.');
    expect(second).toHaveLength(1);
    expect(second[0]!.textBody).toContain('a gift of $10.01');
    expect((await tributeOf(gifts[2]!.id))!.notifiedAt).toBeNull();

    // The same events again: duplicates, nothing more queued.
    const again = await t.db.transaction((tx) => applySucceededBatch(tx, deps, 'stripe', events));
    expect(again.every((r) => r !== 'applied')).toBe(true);
    expect(await mailTo(addresses[0]!)).toHaveLength(1);
  });

  it('is not sent again when a recurring gift renews', async () => {
    const { cookie } = await signIn(t.app, t.db);
    const c = await makeCampaign(t.db);
    const to = recipient();
    const { donationId } = await donate(
      t.app,
      {
        campaignId: c.id,
        amount: 1_500,
        interval: 'monthly',
        tribute: { kind: 'honour', honoreeName: 'Coach Lee', recipientEmail: to },
      },
      { cookie, recurring: true },
    );
    expect(await mailTo(to)).toHaveLength(1);
    const [first] = await t.db.select().from(donations).where(eq(donations.id, donationId));
    const [sub] = await t.db.query.recurringDonations.findMany({
      where: (r, { eq: is }) => is(r.id, first!.recurringDonationId!),
    });
    const renewed = await applyPaymentEvent(deps, sub!.provider, {
      type: 'subscription.renewed',
      id: unique('evt_renew_'),
      occurredAt: new Date(),
      subscriptionId: sub!.providerSubscriptionId!,
      paymentIntentId: unique('pi_renew_'),
      amount: 1_500,
      nextPaymentDate: null,
    });
    expect(renewed).toBe('applied');
    expect(await mailTo(to)).toHaveLength(1);
  });
});

describe('where the dedication shows', () => {
  it("on the donor's history, the receipt (e-mail and PDF), the admin donation view and the ledger CSV", async () => {
    const donor = await signIn(t.app, t.db);
    const admin = await signIn(t.app, t.db, 'admin');
    const c = await makeCampaign(t.db);
    const to = recipient();
    const { donationId } = await donate(
      t.app,
      {
        campaignId: c.id,
        amount: 2_500,
        tribute: { kind: 'memory', honoreeName: 'Jane Doe', recipientEmail: to, message: 'With love' },
      },
      { cookie: donor.cookie },
    );

    const history = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/donations',
      headers: { cookie: donor.cookie },
    });
    expect(history.statusCode).toBe(200);
    const item = history.json().items.find((d: { id: number }) => d.id === donationId);
    expect(item.tribute).toEqual({ kind: 'memory', honoreeName: 'Jane Doe' });

    const [row] = await t.db.select().from(donations).where(eq(donations.id, donationId));
    const receiptMail = (await mailTo(donor.user.email)).find((m) => m.subject.startsWith('Your receipt'));
    expect(receiptMail!.textBody).toMatch(/Dedication\s+In memory of Jane Doe/);
    expect(row!.status).toBe('succeeded');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/donations/${donationId}/receipt`,
      headers: { cookie: donor.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    const pdfLines = pdfText(pdf.rawPayload);
    expect(pdfLines).toContain('Dedication');
    expect(pdfLines).toContain('In memory of Jane Doe');

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/donations/${donationId}`,
      headers: { cookie: admin.cookie },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().tribute).toMatchObject({
      kind: 'memory',
      honoreeName: 'Jane Doe',
      recipientEmail: to,
      message: 'With love',
      showAmount: false,
    });
    expect(detail.json().tribute.notifiedAt).toEqual(expect.any(String));

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/donations/export?format=donations&campaignId=${c.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(csv.statusCode).toBe(200);
    const [header, line] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .map((row) => row.split(','));
    expect(line![header!.indexOf('Dedication')]).toBe('In memory of Jane Doe');
  });
});
