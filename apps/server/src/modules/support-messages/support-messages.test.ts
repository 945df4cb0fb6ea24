import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANONYMOUS_SUPPORTER,
  SUPPORT_MESSAGE_MAX,
  supportMessageErrors,
  supportMessageMessages,
  type AdminSupportMessage,
  type AdminSupportMessagePage,
  type SupportMessagePage,
} from '@causeway/contracts';
import type { Db } from '../../db/client';
import { auditLog, donations, supportMessages, users } from '../../db/schema';
import { createIntent, donate, guest } from '../../test/donate';
import { makeCampaign, signIn, unique } from '../../test/factories';
import { buildTestApp } from '../../test/build-test-app';

// A stand-in for the built web app, so the campaign page's HTML is served as in production.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-support-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>Causeway</title></head><body><div id="root"></div></body></html>',
);

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
let admin: string;
let donor: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp({
    webDistDir: dist,
    rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } },
  }));
  admin = (await signIn(app, db, 'admin')).cookie;
  donor = await signIn(app, db, 'donor');
});
afterAll(async () => {
  await close();
  fs.rmSync(dist, { recursive: true, force: true });
});

type Message = { body: string; showName?: boolean; showAmount?: boolean };

/** A guest's sandbox gift with words of support; `card` 4000000000000002 is declined. */
async function give(
  campaignId: number,
  supportMessage: Message,
  opts: { amount?: number; anonymous?: boolean; card?: string; asDonor?: boolean; firstName?: string } = {},
) {
  const body = {
    campaignId,
    amount: opts.amount ?? 2_500,
    anonymousDonation: opts.anonymous ?? false,
    supportMessage,
    ...(opts.asDonor
      ? {}
      : { ...guest, guestEmail: `${unique('sm')}@example.com`, guestFirstName: opts.firstName ?? 'Ada' }),
  };
  return donate(app, body, { card: opts.card, ...(opts.asDonor ? { cookie: donor.cookie } : {}) });
}

const publicList = async (campaignId: number, page?: number) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/campaigns/${campaignId}/support-messages${page ? `?page=${page}` : ''}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SupportMessagePage;
};
const adminList = (campaignId: number, cookie: string | null = admin) =>
  app.inject({
    method: 'GET',
    url: `/api/admin/campaigns/${campaignId}/support-messages`,
    headers: cookie ? { cookie } : {},
  });
const moderate = (donationId: number, action: 'hide' | 'unhide', cookie: string | null = admin) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/support-messages/${donationId}/${action}`,
    headers: cookie ? { cookie } : {},
  });
/** Every public answer that could carry a campaign's words: the list, the detail, the widget's data, the page. */
async function everyPublicAnswer(campaignId: number): Promise<string> {
  const urls = [
    `/api/campaigns/${campaignId}/support-messages`,
    `/api/campaigns/${campaignId}`,
    `/api/campaigns/${campaignId}/widget`,
    `/campaigns/${campaignId}`,
    `/embed/${campaignId}`,
  ];
  const bodies = await Promise.all(urls.map((url) => app.inject({ method: 'GET', url })));
  return bodies.map((res) => res.body).join('\n');
}

describe('words of support: validation', () => {
  it(`refuses ${SUPPORT_MESSAGE_MAX + 1} characters with its message, and takes ${SUPPORT_MESSAGE_MAX}`, async () => {
    const campaign = await makeCampaign(db);
    const base = { campaignId: campaign.id, amount: 1_000, ...guest };
    const long = await createIntent(app, { ...base, supportMessage: { body: 'x'.repeat(SUPPORT_MESSAGE_MAX + 1) } });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain(supportMessageMessages.tooLong);
    const exact = await createIntent(app, { ...base, supportMessage: { body: 'y'.repeat(SUPPORT_MESSAGE_MAX) } });
    expect(exact.statusCode, exact.body).toBe(201);
    const [row] = await db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.donationId, exact.json().donationId));
    expect(row?.body).toBe('y'.repeat(SUPPORT_MESSAGE_MAX));
  });

  it('refuses a message that is not text, and a bad page or campaign id, with 4xx', async () => {
    const campaign = await makeCampaign(db);
    const res = await createIntent(app, {
      campaignId: campaign.id,
      amount: 1_000,
      ...guest,
      supportMessage: { body: 5 },
    });
    expect(res.statusCode).toBe(400);
    const page = await app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}/support-messages?page=0` });
    expect(page.statusCode).toBe(400);
    expect(JSON.stringify(page.json())).toContain('page must be at least 1');
    expect((await app.inject({ method: 'GET', url: '/api/campaigns/abc/support-messages' })).statusCode).toBe(400);
    const missing = await app.inject({ method: 'GET', url: '/api/campaigns/99999999/support-messages' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(supportMessageErrors.campaignNotFound);
  });

  it('answers 404 for a draft campaign', async () => {
    const draft = await makeCampaign(db, { status: 'draft' });
    expect((await app.inject({ method: 'GET', url: `/api/campaigns/${draft.id}/support-messages` })).statusCode).toBe(
      404,
    );
  });

  it('stores a blank message as none, and the text cleaned of control characters', async () => {
    const campaign = await makeCampaign(db);
    const blank = await give(campaign.id, { body: '   ' });
    expect(await db.select().from(supportMessages).where(eq(supportMessages.donationId, blank.donationId))).toEqual([]);
    await give(campaign.id, { body: ' Keep\u0007 going!\r\n\r\n\r\n\r\nWe love it ' });
    expect((await publicList(campaign.id)).items.map((m) => m.body)).toEqual(['Keep going!\n\nWe love it']);
  });
});

describe('words of support: the public list', () => {
  it('lists only succeeded gifts: not a declined or unpaid one, and a refunded gift loses its message', async () => {
    const campaign = await makeCampaign(db);
    await give(campaign.id, { body: 'Paid and proud' });
    await give(campaign.id, { body: 'Declined card' }, { card: '4000000000000002' });
    await createIntent(app, {
      campaignId: campaign.id,
      amount: 1_000,
      ...guest,
      supportMessage: { body: 'Never paid' },
    });
    const refunded = await give(campaign.id, { body: 'Refunded later' });
    expect((await publicList(campaign.id)).items.map((m) => m.body)).toEqual(['Refunded later', 'Paid and proud']);
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/donations/${refunded.donationId}/refunds`,
      headers: { cookie: admin },
      payload: { reason: 'Asked' },
    });
    expect(res.statusCode, res.body).toBe(202);
    const [row] = await db.select().from(donations).where(eq(donations.id, refunded.donationId));
    expect(row?.status).toBe('refunded');
    const after = await publicList(campaign.id);
    expect(after.items.map((m) => m.body)).toEqual(['Paid and proud']);
    expect(after.total).toBe(1);
    expect(await everyPublicAnswer(campaign.id)).not.toContain('Refunded later');
  });

  it('names the donor by first name and last initial, or "Anonymous" by choice or for an anonymous gift', async () => {
    const campaign = await makeCampaign(db);
    await db.update(users).set({ firstName: 'Katherine', lastName: 'johnson' }).where(eq(users.id, donor.user.id));
    await give(campaign.id, { body: 'Named', showName: true }, { firstName: 'Grace' });
    await give(campaign.id, { body: 'Chose anonymous', showName: false }, { firstName: 'Hidden' });
    // The anonymous tick wins over "show my name": the name never leaves the server.
    await give(campaign.id, { body: 'Anonymous gift', showName: true }, { anonymous: true, firstName: 'Secretive' });
    await give(campaign.id, { body: 'From an account' }, { asDonor: true });
    const { items } = await publicList(campaign.id);
    const byBody = Object.fromEntries(items.map((m) => [m.body, m.name]));
    expect(byBody).toEqual({
      Named: 'Grace L.',
      'Chose anonymous': ANONYMOUS_SUPPORTER,
      'Anonymous gift': ANONYMOUS_SUPPORTER,
      'From an account': 'Katherine J.',
    });
    const everything = await everyPublicAnswer(campaign.id);
    expect(everything).not.toContain('Secretive');
    expect(everything).not.toContain('Hidden');
  });

  it('shows the amount only when the donor allowed it', async () => {
    const campaign = await makeCampaign(db);
    await give(campaign.id, { body: 'With amount', showAmount: true }, { amount: 4_200 });
    await give(campaign.id, { body: 'Without amount', showAmount: false }, { amount: 7_300 });
    await give(campaign.id, { body: 'Default amount rule' }, { amount: 9_100 });
    const { items } = await publicList(campaign.id);
    expect(Object.fromEntries(items.map((m) => [m.body, m.amount]))).toEqual({
      'With amount': 4_200,
      'Without amount': null,
      'Default amount rule': null,
    });
    const raw = JSON.stringify(items);
    expect(raw).not.toContain('7300');
    expect(raw).not.toContain('9100');
  });

  it('pages newest first, 10 a page, with the total', async () => {
    const campaign = await makeCampaign(db);
    for (let i = 1; i <= 12; i += 1) await give(campaign.id, { body: `Message ${i}` });
    const first = await publicList(campaign.id);
    expect(first.total).toBe(12);
    expect(first.pageSize).toBe(10);
    expect(first.items.map((m) => m.body)).toEqual(Array.from({ length: 10 }, (_, i) => `Message ${12 - i}`));
    const second = await publicList(campaign.id, 2);
    expect(second.page).toBe(2);
    expect(second.items.map((m) => m.body)).toEqual(['Message 2', 'Message 1']);
    expect((await publicList(campaign.id, 3)).items).toEqual([]);
    const dates = first.items.map((m) => Date.parse(m.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('keeps the text exactly as typed: markup is data, never interpreted here', async () => {
    const campaign = await makeCampaign(db);
    const xss = '<img src=x onerror=alert(1)> & <b>bold</b>';
    await give(campaign.id, { body: xss });
    const res = await app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}/support-messages` });
    expect(res.headers['content-type']).toContain('application/json');
    expect((res.json() as SupportMessagePage).items[0]?.body).toBe(xss);
  });
});

describe('words of support: moderation', () => {
  it('answers 401 to a visitor and 403 to a donor on every admin route, changing nothing', async () => {
    const campaign = await makeCampaign(db);
    const { donationId } = await give(campaign.id, { body: 'Leave me be' });
    expect((await adminList(campaign.id, null)).statusCode).toBe(401);
    expect((await adminList(campaign.id, donor.cookie)).statusCode).toBe(403);
    for (const action of ['hide', 'unhide'] as const) {
      expect((await moderate(donationId, action, null)).statusCode).toBe(401);
      expect((await moderate(donationId, action, donor.cookie)).statusCode).toBe(403);
    }
    expect((await publicList(campaign.id)).items.map((m) => m.body)).toEqual(['Leave me be']);
  });

  it('hides a message from every public answer, lists it for administrators, and unhiding brings it back', async () => {
    const campaign = await makeCampaign(db);
    await give(campaign.id, { body: 'Stays visible' });
    const { donationId } = await give(campaign.id, { body: 'Rude words here' }, { firstName: 'Mallory' });
    await publicList(campaign.id); // cached now: hiding must clear it
    expect(await everyPublicAnswer(campaign.id)).toContain('Rude words here');

    const hidden = await moderate(donationId, 'hide');
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ donationId, hidden: true, public: false, donationStatus: 'succeeded' });
    const list = await publicList(campaign.id);
    expect(list.items.map((m) => m.body)).toEqual(['Stays visible']);
    expect(list.total).toBe(1);
    const everything = await everyPublicAnswer(campaign.id);
    expect(everything).not.toContain('Rude words here');
    expect(everything).not.toContain('Mallory');

    const forAdmin = await adminList(campaign.id);
    expect(forAdmin.statusCode).toBe(200);
    const items = (forAdmin.json() as AdminSupportMessagePage).items;
    const entry = items.find((m) => m.donationId === donationId) as AdminSupportMessage;
    expect(entry).toMatchObject({ body: 'Rude words here', hidden: true, donorName: 'Mallory Lovelace' });
    expect(entry.hiddenBy).toBeTruthy();
    expect(entry.donorEmail).toMatch(/@example\.com$/);

    // Idempotent: a second hide changes nothing and writes no second audit entry.
    expect((await moderate(donationId, 'hide')).statusCode).toBe(200);
    const unhidden = await moderate(donationId, 'unhide');
    expect(unhidden.json()).toMatchObject({ hidden: false, public: true, hiddenAt: null, hiddenBy: null });
    expect((await publicList(campaign.id)).items.map((m) => m.body)).toEqual(['Rude words here', 'Stays visible']);

    const audit = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'donation'), eq(auditLog.subjectId, donationId)));
    expect(audit.map((a) => a.action)).toEqual([
      'donation.support_message_hidden',
      'donation.support_message_unhidden',
    ]);
  });

  it("lists unpaid gifts' messages for administrators, marked as not public, with 404 for unknown ids", async () => {
    const campaign = await makeCampaign(db);
    const { donationId } = await give(campaign.id, { body: 'Card declined' }, { card: '4000000000000002' });
    const items = ((await adminList(campaign.id)).json() as AdminSupportMessagePage).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ donationId, public: false, hidden: false });
    expect(items[0]?.donationStatus).not.toBe('succeeded');
    const missing = await moderate(99_999_999, 'hide');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(supportMessageErrors.messageNotFound);
    expect((await moderate(0, 'hide')).statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/campaigns/99999999/support-messages',
          headers: { cookie: admin },
        })
      ).statusCode,
    ).toBe(404);
  });
});
