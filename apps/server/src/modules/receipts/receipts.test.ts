import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createIntent, donate, guest } from '../../test/donate';
import { makeCampaign, signIn as signInAs } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
});
afterAll(() => t.close());

const signIn = (role: 'donor' | 'admin' = 'donor') => signInAs(t.app, t.db, role);
const receipt = (id: number, cookie?: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/donations/${id}/receipt${query}`, headers: cookie ? { cookie } : {} });

describe('GET /api/donations/{id}/receipt', () => {
  it('gives the donor who owns the donation a PDF named donation-receipt-{id}.pdf', async () => {
    const { cookie } = await signIn();
    const c = await makeCampaign(t.db, { title: 'Receipts for Riverside' });
    const { donationId } = await donate(t.app, { campaignId: c.id, amount: 4_200 }, { cookie });
    const res = await receipt(donationId, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="donation-receipt-${donationId}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(1_000);
  });

  it('answers 404 to another donor and to an anonymous visitor, 200 to an administrator', async () => {
    const owner = await signIn();
    const other = await signIn();
    const admin = await signIn('admin');
    const c = await makeCampaign(t.db);
    const { donationId } = await donate(t.app, { campaignId: c.id, amount: 1_000 }, { cookie: owner.cookie });
    expect((await receipt(donationId, other.cookie)).statusCode).toBe(404);
    expect((await receipt(donationId)).statusCode).toBe(404);
    expect((await receipt(donationId, admin.cookie)).statusCode).toBe(200);
  });

  it('answers 409 for a donation that has not succeeded', async () => {
    const { cookie } = await signIn();
    const c = await makeCampaign(t.db);
    const intent = await createIntent(t.app, { campaignId: c.id, amount: 1_000 }, { cookie });
    const res = await receipt(intent.json().donationId, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A receipt is available once the donation has succeeded.');
  });

  it("opens from a guest's e-mailed link, and not once the link is altered", async () => {
    const c = await makeCampaign(t.db);
    const email = `guest-${Date.now()}@example.com`;
    const { donationId } = await donate(t.app, { campaignId: c.id, amount: 1_500, ...guest, guestEmail: email });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    const link = new URL(/http\S+\/receipt\?\S+/.exec(mail!.textBody)![0]);
    expect(link.pathname).toBe(`/api/donations/${donationId}/receipt`);
    expect((await receipt(donationId, undefined, link.search)).statusCode).toBe(200);
    const signature = link.searchParams.get('signature')!;
    // Change the first character to a different one (replacing it with a fixed letter is a no-op 1 time in 64).
    const tampered = link.search.replace(
      `signature=${signature}`,
      `signature=${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`,
    );
    expect((await receipt(donationId, undefined, tampered)).statusCode).toBe(404);
    expect((await receipt(donationId + 1, undefined, link.search)).statusCode).toBe(404);
  });
});
