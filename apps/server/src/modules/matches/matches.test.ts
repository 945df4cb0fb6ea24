import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_CAP_MAX, MATCH_SPONSOR_MAX, matchMessages as m } from '@causeway/contracts';
import { campaignMatches, donations } from '../../db/schema';
import { buildPaymentsTestApp, buildTestApp, type PaymentsTestApp, type TestApp } from '../../test/build-test-app';
import { donate, guest } from '../../test/donate';
import { makeCampaign, signIn, unique } from '../../test/factories';
import { campaignTotals } from '../../test/totals';
import type { PaymentEventDeps } from '../payments/payment-events';
import { applySucceededBatch } from '../payments/succeeded-batch';

let t: PaymentsTestApp;
let admin: string;
let donorCookie: string;
beforeAll(async () => {
  t = await buildPaymentsTestApp({ env: { RATE_LIMIT_DONATIONS: '100000' } });
  admin = (await signIn(t.app, t.db, 'admin')).cookie;
  donorCookie = (await signIn(t.app, t.db, 'donor')).cookie;
});
afterAll(() => t.close());

const hour = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const valid = (overrides: Record<string, unknown> = {}) => ({
  sponsorName: 'Acme',
  ratioPercent: 100,
  capAmount: 500_000,
  startsAt: at(-hour),
  endsAt: at(24 * hour),
  ...overrides,
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = admin) {
  return t.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
}
async function addMatch(campaignId: number, overrides: Record<string, unknown> = {}) {
  const res = await call('POST', `/api/campaigns/${campaignId}/matches`, valid(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; status: string; matchedAmount: number; capAmount: number };
}
const matchRow = async (id: number) =>
  (await t.db.select().from(campaignMatches).where(eq(campaignMatches.id, id)))[0]!;
const donationRow = async (id: number) => (await t.db.select().from(donations).where(eq(donations.id, id)))[0]!;
const give = async (campaignId: number, amount: number, card?: string) =>
  donate(t.app, { campaignId, amount, ...guest, guestEmail: `${unique('m')}@example.com` }, { card });

describe('match rules', () => {
  it.each([
    ['sponsorName', { sponsorName: '   ' }, m.sponsorRequired],
    ['sponsorName', { sponsorName: undefined }, m.sponsorRequired],
    ['sponsorName', { sponsorName: 'x'.repeat(MATCH_SPONSOR_MAX + 1) }, m.sponsorMax],
    ['ratioPercent', { ratioPercent: 150 }, m.ratio],
    ['ratioPercent', { ratioPercent: '100' }, m.ratio],
    ['capAmount', { capAmount: 99 }, m.capMin],
    ['capAmount', { capAmount: MATCH_CAP_MAX + 1 }, m.capMax],
    ['capAmount', { capAmount: 1000.5 }, m.capWhole],
    ['startsAt', { startsAt: '' }, m.startsAt],
    ['startsAt', { startsAt: 'not a date' }, m.startsAt],
    ['endsAt', { endsAt: undefined }, m.endsAt],
    ['endsAt', { startsAt: '2030-01-01T10:00:00Z', endsAt: '2030-01-01T10:00:00Z' }, m.endAfterStart],
    ['endsAt', { startsAt: at(2 * hour), endsAt: at(hour) }, m.endAfterStart],
  ])('%s: %j is refused with its message', async (field, overrides, message) => {
    const c = await makeCampaign(t.db);
    const res = await call('POST', `/api/campaigns/${c.id}/matches`, valid(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toContain(message);
  });

  it('accepts each offered ratio and the cap at its bounds', async () => {
    for (const [i, ratioPercent] of [100, 200, 300, 50].entries()) {
      const c = await makeCampaign(t.db);
      const created = await addMatch(c.id, { ratioPercent, capAmount: i % 2 ? 100 : MATCH_CAP_MAX });
      expect(created).toMatchObject({ ratioPercent, status: 'live', matchedAmount: 0 });
    }
  });

  it('refuses a match that overlaps another of its campaign (409), allows one that follows it', async () => {
    const c = await makeCampaign(t.db);
    const first = await addMatch(c.id, { startsAt: at(-hour), endsAt: at(hour) });
    const overlapping = await call(
      'POST',
      `/api/campaigns/${c.id}/matches`,
      valid({ startsAt: at(0), endsAt: at(3 * hour) }),
    );
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().message).toBe(m.overlap);
    const inside = await call(
      'POST',
      `/api/campaigns/${c.id}/matches`,
      valid({ startsAt: at(-2 * hour), endsAt: at(5 * hour) }),
    );
    expect(inside.statusCode).toBe(409);
    const row = await matchRow(first.id);
    const after = await addMatch(c.id, { startsAt: row.endsAt.toISOString(), endsAt: at(5 * hour) });
    expect(after.status).toBe('scheduled');
    // Editing one into the other's time is refused too; editing it in its own time is not.
    const moved = await call(
      'PUT',
      `/api/campaigns/${c.id}/matches/${after.id}`,
      valid({ startsAt: at(0), endsAt: at(5 * hour) }),
    );
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(m.overlap);
    const kept = await call(
      'PUT',
      `/api/campaigns/${c.id}/matches/${first.id}`,
      valid({ sponsorName: 'Acme Co', startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().sponsorName).toBe('Acme Co');
    // Another campaign's match may run at the same time.
    await addMatch((await makeCampaign(t.db)).id, { startsAt: at(-hour), endsAt: at(hour) });
  });

  it('keeps the cap above what is matched, never deletes a match that drew, ends a live one once', async () => {
    const c = await makeCampaign(t.db);
    const match = await addMatch(c.id, { capAmount: 10_000 });
    await give(c.id, 2_500);
    expect((await matchRow(match.id)).matchedAmount).toBe(2_500);

    const lowered = await call('PUT', `/api/campaigns/${c.id}/matches/${match.id}`, valid({ capAmount: 2_000 }));
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json().fieldErrors.capAmount).toEqual([m.capBelowMatched(2_500)]);
    expect(m.capBelowMatched(2_500)).toBe('The cap cannot be lower than what is already matched ($25)');
    const atMatched = await call('PUT', `/api/campaigns/${c.id}/matches/${match.id}`, valid({ capAmount: 2_500 }));
    expect(atMatched.statusCode).toBe(200);

    const removed = await call('DELETE', `/api/campaigns/${c.id}/matches/${match.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(m.drawnCannotDelete);

    await call('PUT', `/api/campaigns/${c.id}/matches/${match.id}`, valid({ capAmount: 10_000 }));
    const ended = await call('POST', `/api/campaigns/${c.id}/matches/${match.id}/end`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'ended', matchedAmount: 2_500 });
    const again = await call('POST', `/api/campaigns/${c.id}/matches/${match.id}/end`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyEnded);
    // Ended: a gift now draws nothing.
    const { donationId } = await give(c.id, 2_500);
    expect(await donationRow(donationId)).toMatchObject({ matchId: null, matchedAmount: 0 });
  });

  it('deletes a match that drew nothing; a scheduled one cannot be ended; unknown ones are 404', async () => {
    const c = await makeCampaign(t.db);
    const later = await addMatch(c.id, { startsAt: at(hour), endsAt: at(2 * hour) });
    const end = await call('POST', `/api/campaigns/${c.id}/matches/${later.id}/end`);
    expect(end.statusCode).toBe(409);
    expect(end.json().message).toBe(m.notStarted);
    const other = await makeCampaign(t.db);
    // A match is reached only through its own campaign.
    expect((await call('DELETE', `/api/campaigns/${other.id}/matches/${later.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/campaigns/${c.id}/matches/${later.id}`)).statusCode).toBe(204);
    const gone = await call('PUT', `/api/campaigns/${c.id}/matches/${later.id}`, valid());
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(m.notFound);
    expect((await call('GET', `/api/campaigns/${c.id}/matches`)).json()).toEqual([]);
    expect((await call('GET', `/api/campaigns/999999/matches`)).statusCode).toBe(404);
  });

  it('is for administrators only: 401 without a session, 403 for a donor, on every route', async () => {
    const c = await makeCampaign(t.db);
    const match = await addMatch(c.id);
    const routes: [Parameters<typeof call>[0], string, unknown?][] = [
      ['GET', `/api/campaigns/${c.id}/matches`],
      ['POST', `/api/campaigns/${c.id}/matches`, valid()],
      ['PUT', `/api/campaigns/${c.id}/matches/${match.id}`, valid()],
      ['POST', `/api/campaigns/${c.id}/matches/${match.id}/end`],
      ['DELETE', `/api/campaigns/${c.id}/matches/${match.id}`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, body, '')).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, body, donorCookie)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await matchRow(match.id)).toMatchObject({ sponsorName: 'Acme', capAmount: 500_000 });
  });
});

describe('drawing on a match', () => {
  it('a succeeded gift draws its ratio once; the public answers show the match and the matched total apart', async () => {
    // An app whose payments clear the public read cache, as in production (the payments test app's do not).
    const pub: TestApp = await buildTestApp({ env: { RATE_LIMIT_DONATIONS: '100000' } });
    try {
      await publicAnswers(pub);
    } finally {
      await pub.close();
    }
  });

  it('draws nothing before the start, after the end, or for a failed gift', async () => {
    const c = await makeCampaign(t.db);
    const later = await addMatch(c.id, { startsAt: at(hour), endsAt: at(2 * hour) });
    await addMatch(c.id, { startsAt: at(-3 * hour), endsAt: at(-2 * hour) });
    const early = await give(c.id, 1_000);
    expect(await donationRow(early.donationId)).toMatchObject({ status: 'succeeded', matchId: null, matchedAmount: 0 });
    expect((await call('GET', `/api/campaigns/${c.id}`, undefined, '')).json().match).toBeNull();

    const live = await makeCampaign(t.db);
    const liveMatch = await addMatch(live.id);
    const failed = await give(live.id, 1_000, '4000000000000002');
    expect(await donationRow(failed.donationId)).toMatchObject({ status: 'failed', matchedAmount: 0, matchId: null });
    expect((await matchRow(liveMatch.id)).matchedAmount).toBe(0);
    expect((await matchRow(later.id)).matchedAmount).toBe(0);
  });

  it('a replayed success draws nothing', async () => {
    const c = await makeCampaign(t.db);
    const match = await addMatch(c.id);
    const [row] = await t.db
      .insert(donations)
      .values({
        campaignId: c.id,
        amount: 1_000,
        provider: 'sandbox',
        paymentIntentId: unique('pi_m_'),
        guestEmail: `${unique('r')}@x.org`,
      })
      .returning();
    const event = {
      type: 'payment.succeeded',
      id: unique('evt_'),
      occurredAt: new Date(),
      paymentIntentId: row!.paymentIntentId!,
    } as const;
    expect(await t.payments.applyEvent(event)).toBe('applied');
    expect(await t.payments.applyEvent(event)).toBe('duplicate');
    expect(await t.payments.applyEvent({ ...event, id: unique('evt_') })).toBe('ignored');
    expect((await matchRow(match.id)).matchedAmount).toBe(1_000);
    expect((await donationRow(row!.id)).matchedAmount).toBe(1_000);
  });

  it('the batch path draws like the single one, in order, up to the cap, at each gift’s own time', async () => {
    const c = await makeCampaign(t.db);
    const match = await addMatch(c.id, { ratioPercent: 50, capAmount: 1_200 });
    const rows = [];
    for (const amount of [1_000, 1_000, 1_000]) {
      const [row] = await t.db
        .insert(donations)
        .values({
          campaignId: c.id,
          amount,
          provider: 'sandbox',
          paymentIntentId: unique('pi_b_'),
          guestEmail: `${unique('b')}@x.org`,
        })
        .returning();
      rows.push(row!);
    }
    const now = Date.now();
    const events = rows.map((row, i) => ({
      type: 'payment.succeeded' as const,
      id: unique('evt_b_'),
      // The last one succeeded before the match started: it draws nothing.
      occurredAt: new Date(i === 2 ? now - 2 * hour : now + i),
      paymentIntentId: row.paymentIntentId!,
    }));
    const deps: PaymentEventDeps = { db: t.db, links: { receiptUrl: (id) => `http://causeway.test/r/${id}` } };
    const results = await t.db.transaction((tx) => applySucceededBatch(tx, deps, 'sandbox', events));
    expect(results).toEqual(['applied', 'applied', 'applied']);
    const after = await Promise.all(rows.map((r) => donationRow(r.id)));
    expect(after.map((d) => d.matchedAmount)).toEqual([500, 500, 0]);
    expect(after.map((d) => d.matchId)).toEqual([match.id, match.id, null]);
    expect((await matchRow(match.id)).matchedAmount).toBe(1_000);
    const replay = await t.db.transaction((tx) => applySucceededBatch(tx, deps, 'sandbox', events));
    expect(replay).toEqual(['single', 'single', 'single']);
    expect((await matchRow(match.id)).matchedAmount).toBe(1_000);
  });
});

describe('reports keep the match apart', () => {
  it('the ledger CSV has a Matched column; the overview’s money raised leaves the pledge out', async () => {
    const c = await makeCampaign(t.db);
    await addMatch(c.id, { ratioPercent: 300, capAmount: 100_000 });
    const stats = async () => (await call('GET', '/api/admin/dashboard/stats')).json().totalRaised as number;
    const before = await stats();
    const { donationId } = await give(c.id, 1_250);
    expect(await stats()).toBe(before + 1_250);
    const csv = await call('GET', `/api/admin/donations/export?campaignId=${c.id}`);
    expect(csv.statusCode).toBe(200);
    const [header, row] = csv.body
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(','));
    expect(row![header!.indexOf('Donation id')]).toBe(String(donationId));
    expect(row![header!.indexOf('Gift')]).toBe('12.50');
    expect(row![header!.indexOf('Matched')]).toBe('37.50');
  });
});

describe('a refund releases what the gift drew', () => {
  const refund = (paymentIntentId: string, amountRefunded?: number) =>
    ({
      type: 'payment.refunded',
      id: unique('evt_refund_'),
      occurredAt: new Date(),
      paymentIntentId,
      amountRefunded,
    }) as const;

  it('partly, keeping the ratio of what is left, then in full', async () => {
    const c = await makeCampaign(t.db);
    const match = await addMatch(c.id, { ratioPercent: 200, capAmount: 100_000 });
    const { donationId, confirmation } = await give(c.id, 2_501);
    expect((await donationRow(donationId)).matchedAmount).toBe(5_002);

    expect(await t.payments.applyEvent(refund(confirmation.paymentIntentId, 1_000))).toBe('applied');
    // 1,501 left: floor(1,501 × 2) = 3,002 stays matched.
    expect((await donationRow(donationId)).matchedAmount).toBe(3_002);
    expect((await matchRow(match.id)).matchedAmount).toBe(3_002);
    const replayed = refund(confirmation.paymentIntentId, 1_000);
    expect(await t.payments.applyEvent(replayed)).toBe('ignored');
    expect((await matchRow(match.id)).matchedAmount).toBe(3_002);

    expect(await t.payments.applyEvent(refund(confirmation.paymentIntentId))).toBe('applied');
    expect(await donationRow(donationId)).toMatchObject({ status: 'refunded', matchedAmount: 0, matchId: match.id });
    expect((await matchRow(match.id)).matchedAmount).toBe(0);
    expect((await call('GET', `/api/campaigns/${c.id}`, undefined, '')).json().matchedAmount).toBe(0);
  });

  it('a capped draw keeps what the rest still earns', async () => {
    const c = await makeCampaign(t.db);
    const match = await addMatch(c.id, { ratioPercent: 100, capAmount: 1_000 });
    const { donationId, confirmation } = await give(c.id, 5_000);
    expect((await donationRow(donationId)).matchedAmount).toBe(1_000);
    // 2,000 of the gift left still earns 2,000 at 1:1, more than the 1,000 it drew: nothing goes back.
    await t.payments.applyEvent(refund(confirmation.paymentIntentId, 3_000));
    expect((await donationRow(donationId)).matchedAmount).toBe(1_000);
    await t.payments.applyEvent(refund(confirmation.paymentIntentId, 4_500));
    expect((await donationRow(donationId)).matchedAmount).toBe(500);
    expect((await matchRow(match.id)).matchedAmount).toBe(500);
  });
});

async function publicAnswers(pub: TestApp) {
  const cookie = (await signIn(pub.app, pub.db, 'admin')).cookie;
  const read = async (url: string) => (await pub.app.inject({ method: 'GET', url })).json();
  const row = async (id: number) => (await pub.db.select().from(donations).where(eq(donations.id, id)))[0]!;
  const gift = (campaignId: number) =>
    donate(pub.app, { campaignId, amount: 2_500, ...guest, guestEmail: `${unique('p')}@example.com` });
  const c = await makeCampaign(pub.db);
  const created = await pub.app.inject({
    method: 'POST',
    url: `/api/campaigns/${c.id}/matches`,
    payload: valid({ ratioPercent: 200, capAmount: 6_000, sponsorName: 'Acme <b>Co</b>' }),
    headers: { cookie },
  });
  const match = created.json() as { id: number };
  const before = await read(`/api/campaigns/${c.id}`);
  expect(before.match).toMatchObject({ sponsorName: 'Acme <b>Co</b>', ratioPercent: 200, remainingAmount: 6_000 });
  expect(before.matchedAmount).toBe(0);

  const { donationId, confirmation } = await gift(c.id);
  expect(confirmation.status).toBe('succeeded');
  expect(await row(donationId)).toMatchObject({ matchId: match.id, matchedAmount: 5_000 });
  // The pledge is never in the amount raised.
  expect(await campaignTotals(pub.db, c.id)).toMatchObject({ raised: 2_500 });

  const detail = await read(`/api/campaigns/${c.id}`);
  expect(detail.match).toMatchObject({ remainingAmount: 1_000 });
  expect(detail).toMatchObject({ amountRaised: 2_500, matchedAmount: 5_000 });
  const widget = (await read(`/api/campaigns/${c.id}/widget`)).campaign;
  expect(widget).toMatchObject({ currentAmount: 2_500, matchedAmount: 5_000, match: { remainingAmount: 1_000 } });

  // The next gift takes only what is left; then the match is spent and no longer shown as live.
  const second = await gift(c.id);
  expect((await row(second.donationId)).matchedAmount).toBe(1_000);
  expect(await read(`/api/campaigns/${c.id}`)).toMatchObject({ match: null, matchedAmount: 6_000 });
  const third = await gift(c.id);
  expect(await row(third.donationId)).toMatchObject({ matchId: null, matchedAmount: 0 });
  // An administrator's change shows at once too.
  await pub.app.inject({ method: 'POST', url: `/api/campaigns/${c.id}/matches/${match.id}/end`, headers: { cookie } });
  expect((await read(`/api/campaigns/${c.id}/widget`)).campaign.match).toBeNull();
}
