import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationMessages as m, subDays, utcCalendarDaysBetween } from '@causeway/contracts';
import { campaigns, donations, mailOutbox, paymentMethods, recurringDonations, rewards } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { confirmCard, createIntent, donate, guest } from '../../test/donate';
import { makeCampaign, signIn as signInAs } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
});
afterAll(() => t.close());

const campaignRow = async (id: number) => (await t.db.select().from(campaigns).where(eq(campaigns.id, id)))[0]!;
const donationRow = async (id: number) => (await t.db.select().from(donations).where(eq(donations.id, id)))[0]!;
const signIn = () => signInAs(t.app, t.db);

describe('creating a donation intent', () => {
  it.each([
    [{ amount: 99 }, m.amountMin],
    [{ amount: 10_000_001 }, m.amountMax],
    [{ amount: 'abc' }, m.amountInvalid],
    [{ amount: 12.5 }, m.amountInvalid],
  ])('refuses amount %j with the spec message', async (change, message) => {
    const c = await makeCampaign(t.db);
    const res = await createIntent(t.app, { campaignId: c.id, ...guest, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().fieldErrors.amount).toContain(message);
  });

  it('refuses a malformed guest e-mail with the spec message', async () => {
    const c = await makeCampaign(t.db);
    const res = await createIntent(t.app, { campaignId: c.id, amount: 500, ...guest, guestEmail: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.emailInvalid);
  });

  it('asks a guest for name and e-mail, naming each missing field', async () => {
    const c = await makeCampaign(t.db);
    const res = await createIntent(t.app, { campaignId: c.id, amount: 500, guestFirstName: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.guestDetailsMissing);
    expect(res.json().fieldErrors).toMatchObject({
      guestEmail: [m.emailInvalid],
      guestFirstName: [m.firstNameRequired],
      guestLastName: [m.lastNameRequired],
    });
    expect(await t.db.select().from(donations).where(eq(donations.campaignId, c.id))).toHaveLength(0);
  });

  it('needs an interval for a recurring gift', async () => {
    const c = await makeCampaign(t.db);
    const res = await createIntent(t.app, { campaignId: c.id, amount: 500, ...guest }, { recurring: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.intervalRequired);
  });

  it('refuses unknown, draft, paused and ended campaigns with clear messages', async () => {
    const draft = await makeCampaign(t.db, { status: 'draft' });
    const paused = await makeCampaign(t.db, { status: 'paused' });
    const ended = await makeCampaign(t.db, {
      startDate: subDays(new Date(), 10),
      endDate: new Date(Date.now() - 60_000),
    });
    const body = (campaignId: number) => ({ campaignId, amount: 500, ...guest });
    expect((await createIntent(t.app, body(999_999))).json()).toMatchObject({ message: 'Campaign not found' });
    expect((await createIntent(t.app, body(draft.id))).statusCode).toBe(404);
    const pausedRes = await createIntent(t.app, body(paused.id));
    expect(pausedRes.statusCode).toBe(409);
    expect(pausedRes.json().message).toBe(m.campaignNotActive);
    const endedRes = await createIntent(t.app, body(ended.id));
    expect(endedRes.statusCode).toBe(409);
    expect(endedRes.json().message).toBe(m.campaignEnded);
  });

  it("enforces a reward's minimum and that it belongs to the campaign", async () => {
    const c = await makeCampaign(t.db);
    const other = await makeCampaign(t.db);
    const [reward] = await t.db
      .insert(rewards)
      .values({ campaignId: c.id, title: 'Brick', minimumAmount: 10_000 })
      .returning();
    const below = await createIntent(t.app, { campaignId: c.id, amount: 9_900, rewardId: reward!.id, ...guest });
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toBe('This reward needs a gift of at least $100.');
    const elsewhere = await createIntent(t.app, {
      campaignId: other.id,
      amount: 10_000,
      rewardId: reward!.id,
      ...guest,
    });
    expect(elsewhere.json().message).toBe(m.rewardNotFound);
    const ok = await createIntent(t.app, { campaignId: c.id, amount: 10_000, rewardId: reward!.id, ...guest });
    expect(ok.statusCode).toBe(201);
    expect((await donationRow(ok.json().donationId)).rewardId).toBe(reward!.id);
  });

  it('creates a pending donation with the covered fee on top of the gift', async () => {
    const c = await makeCampaign(t.db);
    const res = await createIntent(t.app, { campaignId: c.id, amount: 2_500, coverFees: true, ...guest });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ totalAmount: 2_606 });
    expect(res.json().clientSecret).toMatch(/^pi_sandbox_\w+_secret_/);
    const row = await donationRow(res.json().donationId);
    expect(row).toMatchObject({
      status: 'pending',
      amount: 2_500,
      feeAmount: 106,
      guestEmail: 'ada@example.com',
      userId: null,
    });
  });

  it('returns the first answer for a repeated Idempotency-Key instead of a second donation', async () => {
    const c = await makeCampaign(t.db);
    const body = { campaignId: c.id, amount: 1_000, ...guest };
    const first = await createIntent(t.app, body, { idempotencyKey: 'retry-key-0001' });
    const again = await createIntent(t.app, body, { idempotencyKey: 'retry-key-0001' });
    expect(again.json()).toEqual(first.json());
    expect(await t.db.select().from(donations).where(eq(donations.campaignId, c.id))).toHaveLength(1);
    const different = await createIntent(t.app, { ...body, amount: 2_000 }, { idempotencyKey: 'retry-key-0001' });
    expect(different.statusCode).toBe(409);
    expect(different.json().message).toBe(m.idempotencyReused);
  });
});

describe('sandbox payments', () => {
  it('a 4242 card succeeds: donation, totals, receipt number and receipt e-mail', async () => {
    const c = await makeCampaign(t.db);
    const { donationId, confirmation } = await donate(t.app, {
      campaignId: c.id,
      amount: 2_500,
      coverFees: true,
      ...guest,
    });
    expect(confirmation.status).toBe('succeeded');
    const row = await donationRow(donationId);
    expect(row.status).toBe('succeeded');
    expect(row.receiptNumber).toBeGreaterThanOrEqual(1000);
    expect(await campaignRow(c.id)).toMatchObject({ amountRaised: 2_500, donorCount: 1 });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'ada@example.com'))
      .orderBy(mailOutbox.id);
    expect(mail!.subject).toContain('$25.00');
    expect(mail!.textBody).toContain(`Receipt number`);
    expect(mail!.textBody).toContain(String(row.receiptNumber));
    expect(mail!.textBody).toContain('Processing fee you covered  $1.06');
    expect(mail!.textBody).toContain('No goods or services were provided in exchange for this contribution.');
    expect(mail!.textBody).toMatch(/\/api\/donations\/\d+\/receipt\?expires=\d+&signature=/);
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/donations/status?payment_intent=${confirmation.paymentIntentId}`,
    });
    expect(status.json()).toMatchObject({
      donationId,
      status: 'succeeded',
      amount: 2_500,
      donationType: 'one_time',
      campaign: { id: c.id },
    });
  });

  it.each([
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
  ])('card %s fails with its message and changes no total', async (card, message) => {
    const c = await makeCampaign(t.db);
    const { donationId, confirmation } = await donate(t.app, { campaignId: c.id, amount: 2_500, ...guest }, { card });
    expect(confirmation).toMatchObject({ status: 'failed', message });
    expect(await donationRow(donationId)).toMatchObject({ status: 'failed', failureMessage: message });
    expect(await campaignRow(c.id)).toMatchObject({ amountRaised: 0, donorCount: 0 });
  });

  it('a declined donor can retry the same payment with another card', async () => {
    const c = await makeCampaign(t.db);
    const { donationId, clientSecret } = await donate(
      t.app,
      { campaignId: c.id, amount: 700, ...guest },
      { card: '4000000000000002' },
    );
    const retry = await confirmCard(t.app, clientSecret);
    expect(retry.json().status).toBe('succeeded');
    expect((await donationRow(donationId)).status).toBe('succeeded');
    expect((await campaignRow(c.id)).amountRaised).toBe(700);
  });

  it('refuses a mistyped card number without failing the payment', async () => {
    const c = await makeCampaign(t.db);
    const { donationId, confirmation } = await donate(
      t.app,
      { campaignId: c.id, amount: 700, ...guest },
      { card: '4242424242424241' },
    );
    expect(confirmation).toMatchObject({ status: 'failed', message: 'Your card number is invalid.' });
    expect((await donationRow(donationId)).status).toBe('pending');
  });

  it.each([
    ['approve', 'succeeded', 1_500],
    ['fail', 'failed', 0],
  ] as const)('3-D Secure: the donor can %s the authentication', async (outcome, status, raised) => {
    const c = await makeCampaign(t.db);
    const { donationId, confirmation } = await donate(
      t.app,
      { campaignId: c.id, amount: 1_500, ...guest },
      { card: '4000002500003155' },
    );
    expect(confirmation.status).toBe('requires_action');
    expect((await donationRow(donationId)).status).toBe('pending');
    const token = confirmation.nextActionUrl!.split('/').pop();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/authenticate',
      payload: { token, outcome },
    });
    expect(answer.json().status).toBe(status);
    expect((await donationRow(donationId)).status).toBe(status);
    expect((await campaignRow(c.id)).amountRaised).toBe(raised);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/authenticate',
      payload: { token, outcome },
    });
    expect(replay.statusCode).toBe(404);
  });

  it('refuses a forged client secret', async () => {
    const c = await makeCampaign(t.db);
    const intent = await createIntent(t.app, { campaignId: c.id, amount: 500, ...guest });
    const forged = intent.json().clientSecret.replace(/secret_.*/, 'secret_forged');
    expect((await confirmCard(t.app, forged)).statusCode).toBe(404);
  });

  it('a signed-in donor who saves the card finds it in their wallet', async () => {
    const { user, cookie } = await signIn();
    const c = await makeCampaign(t.db);
    const { donationId } = await donate(
      t.app,
      { campaignId: c.id, amount: 5_000, savePaymentMethod: true },
      { cookie },
    );
    expect(await donationRow(donationId)).toMatchObject({ status: 'succeeded', userId: user.id, guestEmail: null });
    const cards = await t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id));
    expect(cards).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', isDefault: true })]);
  });

  it('a monthly gift becomes an active recurring donation once its first payment succeeds', async () => {
    const { user, cookie } = await signIn();
    const c = await makeCampaign(t.db);
    const { donationId } = await donate(
      t.app,
      { campaignId: c.id, amount: 2_000, interval: 'monthly' },
      { cookie, recurring: true },
    );
    const row = await donationRow(donationId);
    expect(row).toMatchObject({ status: 'succeeded', donationType: 'recurring', interval: 'monthly' });
    const [gift] = await t.db.select().from(recurringDonations).where(eq(recurringDonations.userId, user.id));
    expect(gift).toMatchObject({ status: 'active', amount: 2_000, interval: 'monthly', campaignId: c.id });
    expect(row.recurringDonationId).toBe(gift!.id);
    const days = utcCalendarDaysBetween(gift!.nextPaymentDate!, new Date());
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect(gift!.paymentMethodId).not.toBeNull();
  });

  it('a declined first payment creates no recurring gift', async () => {
    const c = await makeCampaign(t.db);
    await donate(
      t.app,
      { campaignId: c.id, amount: 2_000, interval: 'yearly', ...guest },
      { recurring: true, card: '4000000000000002' },
    );
    expect(await t.db.select().from(recurringDonations).where(eq(recurringDonations.campaignId, c.id))).toHaveLength(0);
  });

  it('GET /api/payments/config names the sandbox', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toMatchObject({ provider: 'sandbox', publishableKey: null });
  });

  it('GET /api/donations/status answers 404 for an unknown payment and 400 without one', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/donations/status?payment_intent=pi_nope' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/donations/status' })).statusCode).toBe(400);
  });
});
