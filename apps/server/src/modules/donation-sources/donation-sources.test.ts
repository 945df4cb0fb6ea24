import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaignMessages,
  donationSourceMessages as m,
  SOURCE_REPORT_MAX_ROWS,
  SOURCE_VALUE_MAX,
  type DonationSourceReport,
} from '@causeway/contracts';
import { donations } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createIntent, donate, guest } from '../../test/donate';
import { makeCampaign, makeDonation, signIn } from '../../test/factories';

let t: TestApp;
let admin: string;
let donor: string;

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { donations: { limit: 10_000, windowSeconds: 60 } } });
  admin = (await signIn(t.app, t.db, 'admin')).cookie;
  donor = (await signIn(t.app, t.db, 'donor')).cookie;
});
afterAll(() => t.close());

const get = (url: string, cookie: string | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const sourceOf = async (id: number) => {
  const [row] = await t.db
    .select({
      utmSource: donations.sourceUtmSource,
      utmMedium: donations.sourceUtmMedium,
      utmCampaign: donations.sourceUtmCampaign,
      hostOrigin: donations.sourceHostOrigin,
      referrerHost: donations.sourceReferrerHost,
    })
    .from(donations)
    .where(eq(donations.id, id));
  return row!;
};
const none = { utmSource: null, utmMedium: null, utmCampaign: null, hostOrigin: null, referrerHost: null };

/** An intent through the real route, as the donation page sends it; returns the pending donation's id. */
async function intentWith(source: unknown) {
  const campaign = await makeCampaign(t.db);
  const res = await createIntent(t.app, { campaignId: campaign.id, amount: 2_500, ...guest, source });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { donationId: number }).donationId;
}

describe('a gift records where it came from (POST /api/donations/create-payment-intent)', () => {
  it('keeps the landing URL’s utm values and the referrer host of a gift that then succeeds', async () => {
    const campaign = await makeCampaign(t.db);
    const source = {
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      referrerHost: 'mail.example.net',
    };
    const { donationId, confirmation } = await donate(t.app, {
      campaignId: campaign.id,
      amount: 2_500,
      ...guest,
      source,
    });
    expect(confirmation.status).toBe('succeeded');
    expect(await sourceOf(donationId)).toEqual({ ...none, ...source });
  });

  it('keeps the host page origin the widget or the pop-up passes', async () => {
    const id = await intentWith({ hostOrigin: 'https://friends.example.org' });
    expect(await sourceOf(id)).toEqual({ ...none, hostOrigin: 'https://friends.example.org' });
    const local = await intentWith({ hostOrigin: 'http://localhost:4317' });
    expect((await sourceOf(local)).hostOrigin).toBe('http://localhost:4317');
  });

  it('records nothing when the page sends no source', async () => {
    expect(await sourceOf(await intentWith(undefined))).toEqual(none);
  });

  it('cuts or drops garbage instead of refusing the gift', async () => {
    const id = await intentWith({
      utmSource: `  ${'x'.repeat(500)}  `,
      utmMedium: 'e\u0007mail\u202e  \n  news',
      utmCampaign: 42,
      hostOrigin: 'javascript:alert(1)',
      referrerHost: '<script>alert(1)</script>',
    });
    expect(await sourceOf(id)).toEqual({ ...none, utmSource: 'x'.repeat(SOURCE_VALUE_MAX), utmMedium: 'email news' });
    for (const hostOrigin of ['https://example.org/path', 'ftp://example.org', 'example.org', '   ']) {
      expect((await sourceOf(await intentWith({ hostOrigin }))).hostOrigin, hostOrigin).toBeNull();
    }
    expect(await sourceOf(await intentWith('not an object'))).toEqual(none);
    expect(await sourceOf(await intentWith([1, 2]))).toEqual(none);
  });
});

/**
 * `count` succeeded US-dollar gifts on `day`, each from a source of its own (`name` and its index) and a cent more
 * than the one before (from `amount`), in one insert.
 */
const manySources = (campaignId: number, o: { count: number; amount: number; name: string; day: string }) =>
  t.db.insert(donations).values(
    Array.from({ length: o.count }, (_, i) => ({
      campaignId,
      amount: o.amount + i,
      status: 'succeeded' as const,
      provider: 'sandbox',
      paymentIntentId: `pi_sources_${o.name}_${i}`,
      guestEmail: 'many@example.com',
      sourceUtmSource: `${o.name}${i}`,
      succeededAt: new Date(`${o.day}T00:00:00Z`),
    })),
  );

/** A succeeded gift made straight in the database at a given time, with a source. */
const gift = (campaignId: number, at: string, amount: number, extra: Partial<typeof donations.$inferInsert> = {}) =>
  makeDonation(t.db, { campaignId, amount, succeededAt: new Date(at), createdAt: new Date(at), ...extra });

describe('GET /api/admin/campaigns/{id}/sources and /api/admin/dashboard/sources', () => {
  it('groups succeeded gifts in the range by source, nets refunds and leaves out failed and pending ones', async () => {
    const a = await makeCampaign(t.db);
    const b = await makeCampaign(t.db);
    const news = { sourceUtmSource: 'newsletter', sourceUtmMedium: 'email' };
    await gift(a.id, '2001-03-01T10:00:00Z', 1_000, news);
    await gift(a.id, '2001-03-02T23:59:59Z', 2_000, { ...news, refundedAmount: 500 });
    await gift(a.id, '2001-03-02T12:00:00Z', 700, { sourceUtmSource: 'newsletter', sourceUtmMedium: 'social' });
    // utm wins over the host, the host over the referrer.
    await gift(a.id, '2001-03-03T00:00:00Z', 300, {
      sourceUtmSource: 'newsletter',
      sourceUtmMedium: 'email',
      sourceHostOrigin: 'https://x.org',
    });
    await gift(a.id, '2001-03-01T00:00:00Z', 4_000, {
      sourceHostOrigin: 'https://friends.example.org',
      sourceReferrerHost: 'r.example',
    });
    await gift(a.id, '2001-03-01T00:00:00Z', 500, { sourceReferrerHost: 'search.example' });
    await gift(a.id, '2001-03-01T00:00:00Z', 100);
    // Not counted: failed, pending, refunded whole, outside the range, another campaign (in the campaign's report).
    await gift(a.id, '2001-03-01T00:00:00Z', 9_000, { ...news, status: 'failed', succeededAt: null });
    await gift(a.id, '2001-03-01T00:00:00Z', 9_000, { ...news, status: 'pending', succeededAt: null });
    await gift(a.id, '2001-03-01T00:00:00Z', 9_000, { ...news, status: 'refunded', refundedAmount: 9_000 });
    await gift(a.id, '2001-02-28T23:59:59Z', 9_000, news);
    await gift(a.id, '2001-03-04T00:00:00Z', 9_000, news);
    await gift(b.id, '2001-03-01T00:00:00Z', 250, news);

    const res = await get(`/api/admin/campaigns/${a.id}/sources?from=2001-03-01&to=2001-03-03`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as DonationSourceReport;
    expect(report).toEqual({
      from: '2001-03-01',
      to: '2001-03-03',
      rows: [
        {
          kind: 'embed',
          value: 'https://friends.example.org',
          medium: null,
          campaign: null,
          gifts: 1,
          amount: 4_000,
          currency: 'usd',
        },
        { kind: 'utm', value: 'newsletter', medium: 'email', campaign: null, gifts: 3, amount: 2_800, currency: 'usd' },
        { kind: 'utm', value: 'newsletter', medium: 'social', campaign: null, gifts: 1, amount: 700, currency: 'usd' },
        {
          kind: 'referrer',
          value: 'search.example',
          medium: null,
          campaign: null,
          gifts: 1,
          amount: 500,
          currency: 'usd',
        },
        { kind: 'direct', value: null, medium: null, campaign: null, gifts: 1, amount: 100, currency: 'usd' },
      ],
      totals: [{ currency: 'usd', gifts: 7, amount: 8_100 }],
      truncated: false,
    });

    const overview = (
      await get('/api/admin/dashboard/sources?from=2001-03-01&to=2001-03-01')
    ).json() as DonationSourceReport;
    expect(overview.totals).toEqual([{ currency: 'usd', gifts: 5, amount: 5_850 }]);
    expect(overview.rows.find((r) => r.kind === 'utm')).toMatchObject({ value: 'newsletter', gifts: 2, amount: 1_250 });
  });

  it('covers the last 30 days, today included, when no range is given', async () => {
    const c = await makeCampaign(t.db);
    const now = Date.now();
    await gift(c.id, new Date(now).toISOString(), 1_000, { sourceUtmSource: 'today' });
    await gift(c.id, new Date(now - 29 * 86_400_000).toISOString(), 2_000, { sourceUtmSource: 'today' });
    await gift(c.id, new Date(now - 31 * 86_400_000).toISOString(), 4_000, { sourceUtmSource: 'today' });
    const report = (await get(`/api/admin/campaigns/${c.id}/sources`)).json() as DonationSourceReport;
    expect(report.to).toBe(new Date(now).toISOString().slice(0, 10));
    expect(report.from).toBe(new Date(now - 29 * 86_400_000).toISOString().slice(0, 10));
    expect(report.totals).toEqual([{ currency: 'usd', gifts: 2, amount: 3_000 }]);
  });

  it('answers an empty report for a range without gifts', async () => {
    const c = await makeCampaign(t.db);
    const report = (await get(`/api/admin/campaigns/${c.id}/sources?from=2000-01-01&to=2000-01-31`)).json();
    expect(report).toEqual({
      from: '2000-01-01',
      to: '2000-01-31',
      rows: [],
      totals: [],
      truncated: false,
    });
  });

  it(`lists the ${SOURCE_REPORT_MAX_ROWS} sources that raised the most, the total counting every gift`, async () => {
    const c = await makeCampaign(t.db);
    await manySources(c.id, { count: SOURCE_REPORT_MAX_ROWS + 5, amount: 100, name: 's', day: '2002-01-01' });
    const report = (
      await get(`/api/admin/campaigns/${c.id}/sources?from=2002-01-01&to=2002-01-01`)
    ).json() as DonationSourceReport;
    expect(report.rows).toHaveLength(SOURCE_REPORT_MAX_ROWS);
    expect(report.rows[0]).toMatchObject({
      value: `s${SOURCE_REPORT_MAX_ROWS + 4}`,
      amount: 100 + SOURCE_REPORT_MAX_ROWS + 4,
    });
    expect(report.truncated).toBe(true);
    expect(report.totals.map((total) => total.gifts)).toEqual([SOURCE_REPORT_MAX_ROWS + 5]);
  });

  it('groups by currency too: a total per currency, never euros added to yen (issue 26)', async () => {
    const euros = await makeCampaign(t.db, { currency: 'eur' });
    const yen = await makeCampaign(t.db, { currency: 'jpy' });
    const news = { sourceUtmSource: 'fx-newsletter' };
    await gift(euros.id, '2003-05-01T10:00:00Z', 1_250, { ...news, currency: 'eur' });
    await gift(euros.id, '2003-05-01T11:00:00Z', 750, { currency: 'eur' });
    await gift(yen.id, '2003-05-01T12:00:00Z', 2_500, { ...news, currency: 'jpy', refundedAmount: 1_000 });
    await gift(yen.id, '2003-05-01T13:00:00Z', 500, { ...news, currency: 'jpy' });
    const report = (await get('/api/admin/dashboard/sources?from=2003-05-01&to=2003-05-01')).json();
    expect(
      report.rows.map((r: DonationSourceReport['rows'][number]) => [r.currency, r.value, r.gifts, r.amount]),
    ).toEqual([
      ['eur', 'fx-newsletter', 1, 1_250],
      ['eur', null, 1, 750],
      ['jpy', 'fx-newsletter', 2, 2_000],
    ]);
    expect(report.totals).toEqual([
      { currency: 'eur', gifts: 2, amount: 2_000 },
      { currency: 'jpy', gifts: 2, amount: 2_000 },
    ]);
    const campaign = (await get(`/api/admin/campaigns/${yen.id}/sources?from=2003-05-01&to=2003-05-01`)).json();
    expect(campaign.totals).toEqual([{ currency: 'jpy', gifts: 2, amount: 2_000 }]);
  });

  it('keeps every currency’s best source when there are more sources than it lists', async () => {
    const c = await makeCampaign(t.db);
    const euros = await makeCampaign(t.db, { currency: 'eur' });
    await manySources(c.id, { count: SOURCE_REPORT_MAX_ROWS + 1, amount: 10_000, name: 'd', day: '2004-01-01' });
    await gift(euros.id, '2004-01-01T00:00:00Z', 100, { currency: 'eur', sourceUtmSource: 'small-euro' });
    const report = (await get('/api/admin/dashboard/sources?from=2004-01-01&to=2004-01-01')).json();
    expect(report.rows).toHaveLength(SOURCE_REPORT_MAX_ROWS);
    expect(report.rows[0]).toMatchObject({ currency: 'eur', value: 'small-euro', amount: 100 });
    expect(report.rows[1]).toMatchObject({ currency: 'usd', value: `d${SOURCE_REPORT_MAX_ROWS}` });
    expect(report.truncated).toBe(true);
    expect(report.totals.map((total: { currency: string; gifts: number }) => [total.currency, total.gifts])).toEqual([
      ['eur', 1],
      ['usd', SOURCE_REPORT_MAX_ROWS + 1],
    ]);
  });

  it.each([
    ['a bad date', 'from=2001-02-30', 'from', m.badDate('from')],
    ['text for a date', 'to=yesterday', 'to', m.badDate('to')],
    ['a start after the end', 'from=2001-03-02&to=2001-03-01', 'to', m.fromAfterTo],
    ['a range too long', 'from=1990-01-01&to=2001-01-01', 'from', m.rangeTooLong],
  ])('refuses %s with its message', async (_name, query, field, message) => {
    for (const url of ['/api/admin/dashboard/sources', '/api/admin/campaigns/1/sources']) {
      const res = await get(`${url}?${query}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fieldErrors[field]).toContain(message);
    }
  });

  it('answers 404 for an unknown campaign and 400 for a bad id', async () => {
    const missing = await get('/api/admin/campaigns/99999999/sources');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(campaignMessages.notFound);
    const bad = await get('/api/admin/campaigns/abc/sources');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.id).toContain(campaignMessages.badId);
  });

  it('answers 401 to a visitor and 403 to a donor', async () => {
    const c = await makeCampaign(t.db);
    for (const url of ['/api/admin/dashboard/sources', `/api/admin/campaigns/${c.id}/sources`]) {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, donor)).statusCode).toBe(403);
    }
  });
});

describe('the ledger CSV export', () => {
  it('has the source columns, filled from the gift', async () => {
    const c = await makeCampaign(t.db);
    const source = {
      utmSource: '=cmd|newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      hostOrigin: 'https://friends.example.org',
      referrerHost: 'mail.example.net',
    };
    const { donationId } = await donate(t.app, { campaignId: c.id, amount: 2_500, ...guest, source });
    const res = await get(`/api/admin/donations/export?campaignId=${c.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const [header, row] = res.body
      .slice(1)
      .split('\r\n')
      .map((line) => line.split(','));
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(Number(cell('Donation id'))).toBe(donationId);
    expect([cell('UTM source'), cell('UTM medium'), cell('UTM campaign'), cell('Host page'), cell('Referrer')]).toEqual(
      [
        // A formula-like value is defused, as every text cell is.
        "'=cmd|newsletter",
        'email',
        'spring',
        'https://friends.example.org',
        'mail.example.net',
      ],
    );
  });
});
