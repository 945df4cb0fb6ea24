import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_CAP_MAX, MATCH_CAP_MIN, matchCapBounds, matchMessages as m } from '@causeway/contracts';
import { buildPaymentsTestApp, type PaymentsTestApp } from '../../test/build-test-app';
import { donate, guest } from '../../test/donate';
import { makeCampaign, signIn, unique } from '../../test/factories';

// Issue 26: a match's cap and what it matched are in its campaign's currency.
let t: PaymentsTestApp;
let admin: string;
beforeAll(async () => {
  t = await buildPaymentsTestApp({ env: { RATE_LIMIT_DONATIONS: '100000' } });
  admin = (await signIn(t.app, t.db, 'admin')).cookie;
});
afterAll(() => t.close());

const hour = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const match = (capAmount: number) => ({
  sponsorName: 'Banque Exemple',
  ratioPercent: 100,
  capAmount,
  startsAt: at(-hour),
  endsAt: at(24 * hour),
});
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin } });

describe('a match on a euro campaign', () => {
  it('answers its cap and matched amount in euros, and refuses a cap below what it matched in euros', async () => {
    const c = await makeCampaign(t.db, { currency: 'eur' });
    const created = await call('POST', `/api/campaigns/${c.id}/matches`, match(10_000));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ currency: 'eur', capAmount: 10_000, matchedAmount: 0 });
    const id = created.json().id as number;

    const gift = await donate(t.app, {
      campaignId: c.id,
      amount: 2_550,
      ...guest,
      guestEmail: `${unique('e')}@example.com`,
    });
    expect(gift.confirmation.status).toBe('succeeded');
    const [listed] = (await call('GET', `/api/campaigns/${c.id}/matches`)).json();
    expect(listed).toMatchObject({ id, currency: 'eur', capAmount: 10_000, matchedAmount: 2_550 });

    const lowered = await call('PUT', `/api/campaigns/${c.id}/matches/${id}`, match(2_000));
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json().fieldErrors.capAmount).toEqual([
      'The cap cannot be lower than what is already matched (€25.50)',
    ]);
    expect(m.capBelowMatched(2_550, 'eur')).toBe(lowered.json().fieldErrors.capAmount[0]);

    const ended = await call('POST', `/api/campaigns/${c.id}/matches/${id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ currency: 'eur', status: 'ended' });
  });

  it('answers a yen campaign’s match in yen', async () => {
    const c = await makeCampaign(t.db, { currency: 'jpy' });
    const created = await call('POST', `/api/campaigns/${c.id}/matches`, match(50_000));
    expect(created.json()).toMatchObject({ currency: 'jpy', capAmount: 50_000 });
    const edited = await call('PUT', `/api/campaigns/${c.id}/matches/${created.json().id}`, match(60_000));
    expect(edited.json()).toMatchObject({ currency: 'jpy', capAmount: 60_000 });
  });
});

describe('the cap’s bounds in the campaign’s currency', () => {
  it('scale $1 and $10,000,000 by the currency table, within what the column holds', () => {
    expect(matchCapBounds('usd')).toEqual({ min: MATCH_CAP_MIN, max: MATCH_CAP_MAX });
    expect(matchCapBounds('eur')).toEqual({ min: 100, max: 1_000_000_000 });
    expect(matchCapBounds('jpy')).toEqual({ min: 100, max: 1_000_000_000 });
    expect(matchCapBounds('krw')).toEqual({ min: 1_000, max: 2_000_000_000 });
    expect(matchCapBounds('sek')).toEqual({ min: 1_000, max: 2_000_000_000 });
    expect([m.capMinOf('usd'), m.capMaxOf('usd')]).toEqual([m.capMin, m.capMax]);
  });

  it('refuse a cap outside them with the amounts in that currency, and take one at them', async () => {
    const won = await makeCampaign(t.db, { currency: 'krw' });
    const low = await call('POST', `/api/campaigns/${won.id}/matches`, match(999));
    expect([low.statusCode, low.json().fieldErrors.capAmount]).toEqual([400, ['The cap must be at least ₩1,000']]);
    const high = await call('POST', `/api/campaigns/${won.id}/matches`, match(2_000_000_001));
    expect(high.statusCode).toBe(400);
    expect(high.json().fieldErrors.capAmount).toEqual(['The cap must be at most ₩2,000,000,000']);
    const atMost = await call('POST', `/api/campaigns/${won.id}/matches`, match(2_000_000_000));
    expect(atMost.statusCode, atMost.body).toBe(201);

    const euros = await makeCampaign(t.db, { currency: 'eur' });
    const below = await call('POST', `/api/campaigns/${euros.id}/matches`, match(99));
    expect(below.json().fieldErrors.capAmount).toEqual(['The cap must be at least €1']);
    const created = await call('POST', `/api/campaigns/${euros.id}/matches`, match(100));
    expect(created.statusCode).toBe(201);
    const raised = await call('PUT', `/api/campaigns/${euros.id}/matches/${created.json().id}`, match(1_000_000_001));
    expect(raised.json().fieldErrors.capAmount).toEqual(['The cap must be at most €10,000,000']);
  });
});
