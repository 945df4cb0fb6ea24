import { updateEmailMessages as em } from '@causeway/contracts';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignUpdates, donations, mailOutbox, updateSubscriptions, users } from '../../db/schema';
import { signId } from '../../lib/signed-links';
import type { MailMessage, MailSender } from '../../mail/mail-sender';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { deliverDueMail } from '../../test/deliver-mail';
import { createIntent, donate } from '../../test/donate';
import { makeCampaign, signIn, unique } from '../../test/factories';
import { getOrCreateSigningSecret } from '../settings/settings.service';
import { UNSUBSCRIBE_TOKEN_PURPOSE } from './update-emails';

let t: TestApp;
let adminCookie: string;
let secret: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminCookie = (await signIn(t.app, t.db, 'admin')).cookie;
  secret = await getOrCreateSigningSecret(t.db);
});
afterAll(() => t.close());

const guestOf = (email: string) => ({ guestEmail: email, guestFirstName: 'Ada', guestLastName: 'Lovelace' });
const gift = (campaignId: number, extra: Record<string, unknown> = {}) => ({ campaignId, amount: 2500, ...extra });

const post = (campaignId: number, body: Record<string, unknown>, cookie = adminCookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/campaigns/${campaignId}/updates`,
    payload: {
      title: 'The first well is dug',
      content: 'The first of twelve wells <b>now</b> gives water\nto 300 families.',
      ...body,
    },
    headers: cookie ? { cookie } : {},
  });

const outboxOf = (subject: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject)).orderBy(mailOutbox.toAddress);

const subscriptionOf = async (campaignId: number, email: string) =>
  (
    await t.db
      .select()
      .from(updateSubscriptions)
      .where(
        and(eq(updateSubscriptions.campaignId, campaignId), sql`lower(${updateSubscriptions.email}) = lower(${email})`),
      )
  )[0];

const tokenFor = async (campaignId: number, email: string) =>
  signId(secret, UNSUBSCRIBE_TOKEN_PURPOSE, (await subscriptionOf(campaignId, email))!.id);

/** The one-click POST a mail provider makes: form-encoded, no cookie, from another site. */
const oneClick = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/updates/unsubscribe?token=${encodeURIComponent(token)}`,
    payload: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
  });

function recordingSender(): MailSender & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, send: async (message) => void sent.push(message), describe: () => 'memory' };
}

describe('"E-mail me updates about this campaign" on a donation', () => {
  it('is stored on the donation, off by default', async () => {
    const c = await makeCampaign(t.db);
    const on = await createIntent(t.app, gift(c.id, { ...guestOf('on@example.com'), emailUpdates: true }));
    const off = await createIntent(t.app, gift(c.id, guestOf('off@example.com')));
    const stored = async (id: number) =>
      (await t.db.select().from(donations).where(eq(donations.id, id)))[0]!.emailUpdates;
    expect(await stored(on.json().donationId)).toBe(true);
    expect(await stored(off.json().donationId)).toBe(false);
  });

  it("is remembered as a signed-in donor's choice, both ways, and shown on their account", async () => {
    const c = await makeCampaign(t.db);
    const { user, cookie } = await signIn(t.app, t.db);
    const remembered = async () => (await t.db.select().from(users).where(eq(users.id, user.id)))[0]!.emailUpdates;
    const me = async () => (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json();
    expect(await remembered()).toBe(false);
    expect((await createIntent(t.app, gift(c.id, { emailUpdates: true }), { cookie })).statusCode).toBe(201);
    expect(await remembered()).toBe(true);
    expect((await me()).emailUpdates).toBe(true);
    expect((await createIntent(t.app, gift(c.id, { emailUpdates: false }), { cookie })).statusCode).toBe(201);
    expect(await remembered()).toBe(false);
    expect((await me()).emailUpdates).toBe(false);
  });

  it('answers 400 for a choice that is not a boolean', async () => {
    const c = await makeCampaign(t.db);
    const res = await createIntent(t.app, gift(c.id, { ...guestOf('x@example.com'), emailUpdates: 'yes' }));
    expect(res.statusCode).toBe(400);
  });

  it("subscribes the donor's address when the gift succeeds, not when it fails or was not asked", async () => {
    const c = await makeCampaign(t.db);
    const { user, cookie } = await signIn(t.app, t.db);
    await donate(t.app, gift(c.id, { ...guestOf('guest-yes@example.com'), emailUpdates: true }));
    await donate(t.app, gift(c.id, { ...guestOf('guest-no@example.com') }));
    await donate(t.app, gift(c.id, { ...guestOf('declined@example.com'), emailUpdates: true }), {
      card: '4000000000000002',
    });
    // Started but never paid.
    await createIntent(t.app, gift(c.id, { ...guestOf('unpaid@example.com'), emailUpdates: true }));
    await donate(t.app, gift(c.id, { emailUpdates: true }), { cookie });

    const rows = await t.db.select().from(updateSubscriptions).where(eq(updateSubscriptions.campaignId, c.id));
    expect(rows.map((r) => [r.email, r.userId, r.unsubscribedAt]).sort()).toEqual(
      [
        ['guest-yes@example.com', null, null],
        [user.email, user.id, null],
      ].sort(),
    );
  });
});

describe('posting an update with "E-mail this update to subscribed donors"', () => {
  async function campaignWithSubscribers() {
    const c = await makeCampaign(t.db, { title: `Wells ${unique('c')}` });
    const other = await makeCampaign(t.db);
    await donate(t.app, gift(c.id, { ...guestOf('Reader@Example.com'), emailUpdates: true }));
    await donate(t.app, gift(c.id, { ...guestOf('leaver@example.com'), emailUpdates: true }));
    await donate(t.app, gift(c.id, { ...guestOf('quiet@example.com') }));
    await donate(t.app, gift(other.id, { ...guestOf('elsewhere@example.com'), emailUpdates: true }));
    expect((await oneClick(await tokenFor(c.id, 'leaver@example.com'))).statusCode).toBe(200);
    return c;
  }

  it('queues one message per subscribed, not unsubscribed address of the campaign, once, with the headers', async () => {
    const c = await campaignWithSubscribers();
    const res = await post(c.id, { emailSubscribers: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ emailedAt: expect.any(String), emailRecipientCount: 1 });

    const subject = `${c.title}: The first well is dug`;
    const rows = await outboxOf(subject);
    expect(rows.map((r) => r.toAddress)).toEqual(['Reader@Example.com']);
    const [mail] = rows;
    const token = await tokenFor(c.id, 'reader@example.com');
    expect(mail!.textBody).toContain('The first of twelve wells <b>now</b> gives water\n\nto 300 families.');
    expect(mail!.textBody).toContain(`http://causeway.test/campaigns/${c.id}`);
    expect(mail!.textBody.split('\n').at(-1)).toBe(`Unsubscribe: http://causeway.test/unsubscribe?token=${token}`);
    // The administrator's text is escaped in the HTML version: it cannot become markup.
    expect(mail!.htmlBody).toContain('<p>The first of twelve wells &lt;b&gt;now&lt;/b&gt; gives water</p>');
    expect(mail!.htmlBody).toContain(`href="http://causeway.test/unsubscribe?token=${token}"`);

    // Delivered with the one-click headers (RFC 8058), pointing at the API with the same token.
    const sender = recordingSender();
    await deliverDueMail(t.db, sender, 'Causeway <mail@causeway.test>');
    const sent = sender.sent.find((m) => m.subject === subject)!;
    expect(sent.headers).toEqual({
      'List-Unsubscribe': `<http://causeway.test/api/updates/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Receipts (and every other message) get none.
    expect(sender.sent.filter((m) => m.subject !== subject).every((m) => m.headers === undefined)).toBe(true);

    // Editing the update does not send it again, and keeps its send record.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/campaigns/${c.id}/updates/${res.json().id}`,
      payload: { title: 'The first well is dug', content: 'Corrected: 320 families now have water nearby.' },
      headers: { cookie: adminCookie },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ emailedAt: res.json().emailedAt, emailRecipientCount: 1 });
    expect(await outboxOf(subject)).toHaveLength(1);
  });

  it('sends nothing without the box, and refuses it for a private update', async () => {
    const c = await campaignWithSubscribers();
    const plain = await post(c.id, { title: 'Quiet public news' });
    expect(plain.json()).toMatchObject({ emailedAt: null, emailRecipientCount: 0 });
    const privateOne = await post(c.id, { title: 'Staff notes only', isPublic: false, emailSubscribers: true });
    expect(privateOne.statusCode).toBe(400);
    expect(privateOne.json().fieldErrors.emailSubscribers).toEqual([em.onlyPublic]);
    const privateQuiet = await post(c.id, { title: 'Staff notes only', isPublic: false });
    expect(privateQuiet.statusCode).toBe(201);
    const count = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `${c.title}:%`));
    expect(count[0]!.n).toBe(0);
  });

  it('does not tell visitors whether or to how many an update was e-mailed', async () => {
    const c = await campaignWithSubscribers();
    await post(c.id, { emailSubscribers: true });
    const [visible] = (await t.app.inject({ method: 'GET', url: `/api/campaigns/${c.id}/updates` })).json();
    expect(visible).not.toHaveProperty('emailedAt');
    expect(visible).not.toHaveProperty('emailRecipientCount');
  });

  it('reaches every subscriber of a large campaign, across several batches', async () => {
    const c = await makeCampaign(t.db, { title: `Big ${unique('c')}` });
    await t.db.execute(sql`
      insert into update_subscriptions (campaign_id, email)
      select ${c.id}, 'fan' || n || '@example.com' from generate_series(1, 1201) n`);
    await t.db.execute(sql`
      update update_subscriptions set unsubscribed_at = now()
      where campaign_id = ${c.id} and email in ('fan7@example.com', 'fan1200@example.com')`);
    const res = await post(c.id, { emailSubscribers: true });
    expect(res.json().emailRecipientCount).toBe(1199);
    const rows = await outboxOf(`${c.title}: The first well is dug`);
    expect(rows).toHaveLength(1199);
    expect(new Set(rows.map((r) => r.toAddress)).size).toBe(1199);
    expect(rows.some((r) => r.toAddress === 'fan7@example.com')).toBe(false);
    const [stored] = await t.db.select().from(campaignUpdates).where(eq(campaignUpdates.id, res.json().id));
    expect(stored!.emailRecipientCount).toBe(1199);
    expect(stored!.emailedAt).not.toBeNull();
  });

  it('is for administrators only', async () => {
    const c = await makeCampaign(t.db);
    const donor = await signIn(t.app, t.db);
    expect((await post(c.id, { emailSubscribers: true }, donor.cookie)).statusCode).toBe(403);
    expect((await post(c.id, { emailSubscribers: true }, '')).statusCode).toBe(401);
  });
});

describe('unsubscribing from an e-mail link', () => {
  it('works with one click and no session, once and again, and a new gift subscribes again', async () => {
    const c = await makeCampaign(t.db);
    await donate(t.app, gift(c.id, { ...guestOf('clicker@example.com'), emailUpdates: true }));
    const token = await tokenFor(c.id, 'clicker@example.com');

    const page = await t.app.inject({ method: 'GET', url: `/api/updates/subscription?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      campaign: { id: c.id, title: c.title },
      email: 'c••••••@example.com',
      unsubscribed: false,
    });

    const first = await oneClick(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ campaign: { id: c.id, title: c.title }, message: em.unsubscribed(c.title) });
    const ended = (await subscriptionOf(c.id, 'clicker@example.com'))!.unsubscribedAt;
    expect(ended).not.toBeNull();

    // Idempotent: a second click answers the same and keeps the first date.
    const again = await oneClick(token);
    expect(again.statusCode).toBe(200);
    expect((await subscriptionOf(c.id, 'clicker@example.com'))!.unsubscribedAt).toEqual(ended);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/updates/subscription?token=${token}` })).json().unsubscribed,
    ).toBe(true);

    // The page's own button posts JSON-less, same-site.
    const fromPage = await t.app.inject({ method: 'POST', url: `/api/updates/unsubscribe?token=${token}` });
    expect(fromPage.statusCode, fromPage.body).toBe(200);

    await donate(t.app, gift(c.id, { ...guestOf('CLICKER@example.com'), emailUpdates: true }));
    const renewed = await subscriptionOf(c.id, 'clicker@example.com');
    expect(renewed!.unsubscribedAt).toBeNull();
    expect(signId(secret, UNSUBSCRIBE_TOKEN_PURPOSE, renewed!.id)).toBe(token);
  });

  it.each([
    ['a tampered signature', (token: string) => `${token.slice(0, -2)}xx`],
    ['another subscription id', (token: string) => token.replace(/^\d+/, (id) => String(Number(id) + 1))],
    ['no signature', (token: string) => token.split('.')[0]!],
    ['nothing', () => ''],
  ])('answers 400 with a clear message for %s', async (_, tamper) => {
    const c = await makeCampaign(t.db);
    await donate(t.app, gift(c.id, { ...guestOf(`${unique('t')}@example.com`), emailUpdates: true }));
    const [row] = await t.db.select().from(updateSubscriptions).where(eq(updateSubscriptions.campaignId, c.id));
    const bad = tamper(signId(secret, UNSUBSCRIBE_TOKEN_PURPOSE, row!.id));
    for (const res of [
      await oneClick(bad),
      await t.app.inject({ method: 'GET', url: `/api/updates/subscription?token=${encodeURIComponent(bad)}` }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(em.invalidToken);
    }
    expect((await subscriptionOf(c.id, row!.email))!.unsubscribedAt).toBeNull();
  });

  it('answers 400 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/updates/unsubscribe' });
    expect(res.statusCode).toBe(400);
  });
});
