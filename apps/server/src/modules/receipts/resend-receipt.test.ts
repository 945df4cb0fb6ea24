import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptMessages as m, type LedgerDonationDetail } from '@causeway/contracts';
import { auditLog, donations, mailOutbox, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { confirmCard, createIntent, donate } from '../../test/donate';
import { makeCampaign, makeDonation, signIn, unique } from '../../test/factories';

let t: TestApp;
let admin: { cookie: string; user: { id: number } };
let campaignId: number;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
  admin = await signIn(t.app, t.db, 'admin');
  await t.db.update(users).set({ firstName: 'Rita', lastName: 'Sender' }).where(eq(users.id, admin.user.id));
  campaignId = (await makeCampaign(t.db, { title: 'Receipts Again' })).id;
});
afterAll(() => t.close());

const resend = (id: number, body?: unknown, cookie: string | null = admin.cookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/donations/${id}/receipt`,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: cookie ? { cookie } : {},
  });
const mailsTo = (address: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

async function guestGift() {
  const email = `${unique('resend')}@example.com`;
  const { donationId } = await donate(t.app, {
    campaignId,
    amount: 4_000,
    guestEmail: email,
    guestFirstName: 'Gina',
    guestLastName: 'Guest',
  });
  return { donationId, email };
}

describe('POST /api/admin/donations/{id}/receipt', () => {
  it('answers 401 to a visitor and 403 to a donor, and sends nothing', async () => {
    const { donationId, email } = await guestGift();
    const donor = await signIn(t.app, t.db, 'donor');
    expect((await resend(donationId, {}, null)).statusCode).toBe(401);
    expect((await resend(donationId, {}, donor.cookie)).statusCode).toBe(403);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("queues the receipt again to a guest's address, with an audit entry on the donation's timeline", async () => {
    const { donationId, email } = await guestGift();
    const res = await resend(donationId, {});
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ to: email });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(mails[0]!.subject);
    // The same receipt; only its signed link's expiry may differ.
    const withoutLink = (text: string) => text.replace(/\?\S+/, '');
    expect(withoutLink(mails[1]!.textBody)).toBe(withoutLink(mails[0]!.textBody));

    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/donations/${donationId}`,
        headers: { cookie: admin.cookie },
      })
    ).json() as LedgerDonationDetail;
    expect(detail.auditTrail).toEqual([
      expect.objectContaining({
        action: 'donation.receipt_resent',
        actorName: 'Rita Sender',
        before: null,
        after: { to: email },
      }),
    ]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'donation'), eq(auditLog.subjectId, donationId)));
    expect(entry!.actorId).toBe(admin.user.id);
  });

  it("sends a registered donor's receipt to their account's address, also with no body at all", async () => {
    const donor = await signIn(t.app, t.db, 'donor');
    const { donationId } = await donate(t.app, { campaignId, amount: 2_500 }, { cookie: donor.cookie });
    const res = await resend(donationId);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ to: donor.user.email });
    expect(await mailsTo(donor.user.email)).toHaveLength(2);
  });

  it('sends to another address when one is given, and only there', async () => {
    const { donationId, email } = await guestGift();
    const other = `${unique('accountant')}@example.com`;
    const res = await resend(donationId, { email: `  ${other}  ` });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ to: other });
    const [mail] = await mailsTo(other);
    expect(mail!.subject).toContain('$40.00 to Receipts Again');
    expect(mail!.textBody).toContain('Dear Gina Guest,');
    expect(await mailsTo(email)).toHaveLength(1);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'donation'), eq(auditLog.subjectId, donationId)));
    expect(entry!.after).toEqual({ to: other });
  });

  it('refuses an address that is not one', async () => {
    const { donationId } = await guestGift();
    const res = await resend(donationId, { email: 'not an email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: m.emailInvalid, fieldErrors: { email: [m.emailInvalid] } });
  });

  it('refuses a failed or pending donation (no receipt) and a refunded one, and writes nothing', async () => {
    const intent = await createIntent(t.app, {
      campaignId,
      amount: 1_000,
      guestEmail: 'declined@example.com',
      guestFirstName: 'D',
      guestLastName: 'C',
    });
    const { clientSecret, donationId: failedId } = intent.json();
    await confirmCard(t.app, clientSecret, '4000000000000002');
    const [failed] = await t.db.select().from(donations).where(eq(donations.id, failedId));
    expect(failed!.status).toBe('failed');
    const pendingId = (
      await createIntent(t.app, {
        campaignId,
        amount: 1_000,
        guestEmail: 'p@example.com',
        guestFirstName: 'P',
        guestLastName: 'Q',
      })
    ).json().donationId;
    const refunded = await makeDonation(t.db, { campaignId, status: 'refunded', receiptNumber: 880_001 });

    for (const id of [failedId, pendingId]) {
      const res = await resend(id, { email: 'finance@example.com' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(m.noReceipt);
    }
    const res = await resend(refunded.id, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(m.refunded);
    expect(await mailsTo('finance@example.com')).toEqual([]);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'donation.receipt_resent'));
    expect(entries.map((e) => e.subjectId)).not.toContain(failedId);
    expect(entries.map((e) => e.subjectId)).not.toContain(refunded.id);
  });

  it('sends the receipt of a partly refunded donation (still succeeded)', async () => {
    const partly = await makeDonation(t.db, {
      campaignId,
      amount: 5_000,
      refundedAmount: 1_000,
      receiptNumber: 880_002,
    });
    const res = await resend(partly.id, {});
    expect(res.statusCode, res.body).toBe(202);
    expect(await mailsTo(partly.guestEmail!)).toHaveLength(1);
  });

  it("refuses an anonymized donation's own address, but sends to one the administrator gives", async () => {
    const erased = await makeDonation(t.db, {
      campaignId,
      receiptNumber: 880_003,
      guestEmail: null,
      guestFirstName: null,
      guestLastName: null,
      anonymizedAt: new Date(),
    });
    const res = await resend(erased.id, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(m.noAddress);
    const to = `${unique('former')}@example.com`;
    expect((await resend(erased.id, { email: to })).statusCode).toBe(202);
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it('answers 404 for a donation that does not exist', async () => {
    const res = await resend(2_000_000_000, {});
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(m.notFound);
  });
});
