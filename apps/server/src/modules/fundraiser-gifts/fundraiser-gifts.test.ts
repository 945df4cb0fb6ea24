import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNDRAISER_SUPPORTERS_PAGE_SIZE, fundraiserMessages } from '@causeway/contracts';
import { donations, fundraiserThanks, mailOutbox } from '../../db/schema';
import { buildPaymentsTestApp, type PaymentsTestApp } from '../../test/build-test-app';
import { donate, guest } from '../../test/donate';
import { makeCampaign, signIn, unique } from '../../test/factories';
import { makePage } from './fundraiser-gift-fixtures';
import { SUPPORTERS_CSV_HEADER } from './fundraiser-gifts.service';

/**
 * The owner's side of gifts through their page (issue 25): the supporters list and its CSV (names unless the gift
 * was anonymous, never an address), and a thank-you e-mailed once through the outbox. Everything is the owner's
 * alone: another's page answers 404.
 */
let t: PaymentsTestApp;
beforeAll(async () => {
  t = await buildPaymentsTestApp({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
});
afterAll(() => t.close());

/** A signed-in owner's page with three gifts: Ada's, an anonymous one, and Grace's (refunded in part). */
async function pageWithSupporters() {
  const owner = await signIn(t.app, t.db);
  const campaign = await makeCampaign(t.db, { fundraisingEnabled: true });
  const page = await makePage(t.db, campaign.id, { userId: owner.user.id });
  const ada = unique('ada') + '@example.com';
  const anon = unique('anon') + '@example.com';
  const grace = unique('grace') + '@example.com';
  const a = await donate(t.app, {
    campaignId: campaign.id,
    amount: 2_500,
    fundraiserId: page.id,
    ...guest,
    guestEmail: ada,
  });
  const b = await donate(t.app, {
    campaignId: campaign.id,
    amount: 1_000,
    fundraiserId: page.id,
    ...guest,
    guestEmail: anon,
    anonymousDonation: true,
  });
  const c = await donate(t.app, {
    campaignId: campaign.id,
    amount: 4_000,
    fundraiserId: page.id,
    guestEmail: grace,
    guestFirstName: '=Grace',
    guestLastName: 'Hopper',
  });
  await t.payments.applyEvent({
    type: 'payment.refunded',
    id: unique('evt_'),
    occurredAt: new Date(),
    paymentIntentId: c.confirmation.paymentIntentId,
    amountRefunded: 1_500,
  });
  // A gift to the campaign directly is no supporter of the page.
  await donate(t.app, { campaignId: campaign.id, amount: 700, ...guest });
  return { owner, campaign, page, gifts: { a, b, c }, emails: { ada, anon, grace } };
}

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const thank = (fundraiserId: number, donationId: number, cookie: string, message = 'Thank you so much!') =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/me/fundraisers/${fundraiserId}/supporters/${donationId}/thanks`,
    headers: { cookie },
    payload: { message },
  });

describe('the owner’s supporters', () => {
  it('lists the gifts through the page, newest first, with names unless anonymous and the amount that counts', async () => {
    const { owner, page, gifts } = await pageWithSupporters();
    const res = await get(`/api/users/me/fundraisers/${page.id}/supporters`, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        {
          donationId: gifts.c.donationId,
          name: '=Grace Hopper',
          amount: 2_500,
          createdAt: expect.any(String),
          thanked: false,
          canThank: true,
        },
        expect.objectContaining({ donationId: gifts.b.donationId, name: 'Anonymous', amount: 1_000 }),
        expect.objectContaining({ donationId: gifts.a.donationId, name: 'Ada Lovelace', amount: 2_500 }),
      ],
      total: 3,
      page: 1,
      pageSize: FUNDRAISER_SUPPORTERS_PAGE_SIZE,
    });
    expect(res.body).not.toContain('@example.com');
  });

  it('pages by FUNDRAISER_SUPPORTERS_PAGE_SIZE', async () => {
    const owner = await signIn(t.app, t.db);
    const campaign = await makeCampaign(t.db, { fundraisingEnabled: true });
    const page = await makePage(t.db, campaign.id, { userId: owner.user.id });
    for (let i = 0; i < FUNDRAISER_SUPPORTERS_PAGE_SIZE + 1; i += 1) {
      await donate(t.app, { campaignId: campaign.id, amount: 100 + i, fundraiserId: page.id, ...guest });
    }
    const second = (await get(`/api/users/me/fundraisers/${page.id}/supporters?page=2`, owner.cookie)).json();
    expect(second.total).toBe(FUNDRAISER_SUPPORTERS_PAGE_SIZE + 1);
    expect(second.items).toHaveLength(1);
    expect(second.items[0].amount).toBe(100);
  });

  it('another’s page, or none, is a 404 for the list, the CSV and a thank-you; a visitor gets a 401', async () => {
    const { page, gifts } = await pageWithSupporters();
    const stranger = await signIn(t.app, t.db);
    for (const id of [page.id, 2_000_000_000]) {
      for (const res of [
        await get(`/api/users/me/fundraisers/${id}/supporters`, stranger.cookie),
        await get(`/api/users/me/fundraisers/${id}/supporters.csv`, stranger.cookie),
        await thank(id, gifts.a.donationId, stranger.cookie),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: fundraiserMessages.notFound });
      }
    }
    expect((await get(`/api/users/me/fundraisers/${page.id}/supporters`)).statusCode).toBe(401);
    expect(await t.db.select().from(fundraiserThanks).where(eq(fundraiserThanks.fundraiserId, page.id))).toEqual([]);
  });

  it('downloads the CSV: its columns, Anonymous rows, formula-looking names made text, no address', async () => {
    const { owner, page } = await pageWithSupporters();
    const res = await get(`/api/users/me/fundraisers/${page.id}/supporters.csv`, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="supporters-${page.slug}.csv"`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(SUPPORTERS_CSV_HEADER.join(','));
    const day = new Date().toISOString().slice(0, 10);
    expect(lines.slice(1)).toEqual([
      `${day},'=Grace Hopper,25.00,No`,
      `${day},Anonymous,10.00,No`,
      `${day},Ada Lovelace,25.00,No`,
    ]);
    expect(res.body).not.toContain('@');
  });
});

describe('a thank-you', () => {
  it('is e-mailed to the donor once through the outbox; the owner sees no address; a second is a 409', async () => {
    const { owner, page, gifts, emails } = await pageWithSupporters();
    const res = await thank(page.id, gifts.a.donationId, owner.cookie, 'Thank you, <b>Ada</b>!\nSee you at the race.');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: fundraiserMessages.thanked });
    expect(res.body).not.toContain(emails.ada);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, emails.ada));
    const thanks = mails.filter((mail) => mail.subject.includes('thanks you'));
    expect(thanks).toHaveLength(1);
    expect(thanks[0]!.textBody).toContain('Thank you, <b>Ada</b>!\nSee you at the race.');
    expect(thanks[0]!.textBody).toContain(`http://causeway.test/campaigns/${page.campaignId}/fundraisers/${page.slug}`);
    expect(thanks[0]!.htmlBody).toBeNull();
    expect(thanks[0]!.replyTo).toBeNull();
    const [row] = await t.db.select().from(fundraiserThanks).where(eq(fundraiserThanks.donationId, gifts.a.donationId));
    expect(row).toMatchObject({ fundraiserId: page.id, message: 'Thank you, <b>Ada</b>!\nSee you at the race.' });

    const again = await thank(page.id, gifts.a.donationId, owner.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: fundraiserMessages.alreadyThanked });
    const list = (await get(`/api/users/me/fundraisers/${page.id}/supporters`, owner.cookie)).json();
    expect(list.items.find((s: { donationId: number }) => s.donationId === gifts.a.donationId)).toMatchObject({
      thanked: true,
      canThank: false,
    });
  });

  it('to an anonymous donor goes too, without their name', async () => {
    const { owner, page, gifts, emails } = await pageWithSupporters();
    expect((await thank(page.id, gifts.b.donationId, owner.cookie)).statusCode).toBe(201);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, emails.anon));
    expect(mail).toBeDefined();
    const thanks = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, emails.anon));
    expect(thanks.find((x) => x.subject.includes('thanks you'))!.textBody).toMatch(/^Hello,/);
  });

  it('to an erased donor, or one who left no address, is a 409 cannotThank, and nothing is written', async () => {
    const { owner, page, gifts } = await pageWithSupporters();
    await t.db
      .update(donations)
      .set({ guestEmail: null, guestFirstName: null, guestLastName: null, anonymous: true, anonymizedAt: new Date() })
      .where(eq(donations.id, gifts.a.donationId));
    await t.db.update(donations).set({ guestEmail: null }).where(eq(donations.id, gifts.c.donationId));
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    for (const id of [gifts.a.donationId, gifts.c.donationId]) {
      const res = await thank(page.id, id, owner.cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: fundraiserMessages.cannotThank });
    }
    const list = (await get(`/api/users/me/fundraisers/${page.id}/supporters`, owner.cookie)).json();
    expect(list.items.map((s: { canThank: boolean }) => s.canThank)).toEqual([false, true, false]);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox)).toEqual(before);
    expect(await t.db.select().from(fundraiserThanks).where(eq(fundraiserThanks.fundraiserId, page.id))).toEqual([]);
  });

  it('of a gift not given through the page, or not succeeded, is a 404; an empty message a 400', async () => {
    const { owner, page, campaign } = await pageWithSupporters();
    const direct = await donate(t.app, { campaignId: campaign.id, amount: 900, ...guest });
    const res = await thank(page.id, direct.donationId, owner.cookie);
    expect(res.statusCode).toBe(404);
    const empty = await thank(page.id, direct.donationId, owner.cookie, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: fundraiserMessages.thanksRequired });
  });
});
