import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeCampaign, makeDonation, makeUser, signIn } from '../../test/factories';
import { donationRecords, donorRecords, exportLedgerCsv } from './donation-ledger-export';

let t: TestApp;
let admin: string;
let donor: string;
let wells: number;
let schools: number;
const ids: Record<string, number> = {};
let annId: number;

/** RFC 4180 as the export writes it: the BOM, quoted fields with doubled quotes, CRLF line ends. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted && c === '"' && body[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) field += c;
    else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  expect(field).toBe('');
  return rows;
}

const get = (url: string, cookie: string | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function exportCsv(query: string) {
  const res = await get(`/api/admin/donations/export?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const [header, ...rows] = parseCsv(res.body);
  return { res, header: header!, rows, byColumn: (name: string) => rows.map((r) => r[header!.indexOf(name)]) };
}

/** Every chunk a stream gives, joined. */
async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

const HYPERLINK = '=HYPERLINK("http://evil.test","click")';

/**
 * Campaign "Export Wells":
 *   ann1   Ann Reed (account), 5,000 + 150 fee, succeeded, 2,500 of it refunded, sandbox, 2026-03-01, receipt 700001
 *   guest1 guest =HYPERLINK(…) Smith <Guest@Export.test>, 2,000, succeeded, stripe, 2026-03-02
 *   guest2 guest Gia Smith <guest@export.test>, 1,000, refunded before partial refunds (no figure), 2026-03-03
 *   failed guest <fail@export.test>, 9,000, failed, 2026-03-04
 *   cheque Ann Reed, 3,000, offline cheque, receipt 700002, 2026-03-05
 * Campaign "Export Schools": school, Ann Reed, 4,000, succeeded, 2026-03-02.
 */
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, t.db, 'admin')).cookie;
  donor = (await signIn(t.app, t.db, 'donor')).cookie;
  wells = (await makeCampaign(t.db, { title: 'Export Wells' })).id;
  schools = (await makeCampaign(t.db, { title: 'Export Schools' })).id;
  annId = (await makeUser(t.db, { email: 'ann@export.test' })).id;
  await t.db.update(users).set({ firstName: 'Ann', lastName: 'Reed' }).where(eq(users.id, annId));
  const at = (iso: string) => new Date(iso);
  const made = async (key: string, values: Parameters<typeof makeDonation>[1]) => {
    ids[key] = (await makeDonation(t.db, values)).id;
  };
  await made('ann1', {
    campaignId: wells,
    userId: annId,
    amount: 5_000,
    feeAmount: 150,
    refundedAmount: 2_500,
    receiptNumber: 700_001,
    paymentIntentId: 'pi_export_ann1',
    createdAt: at('2026-03-01T10:00:00Z'),
  });
  await made('guest1', {
    campaignId: wells,
    guestEmail: 'Guest@Export.test',
    guestFirstName: HYPERLINK,
    guestLastName: 'Smith',
    amount: 2_000,
    provider: 'stripe',
    createdAt: at('2026-03-02T09:30:00Z'),
  });
  await made('guest2', {
    campaignId: wells,
    guestEmail: 'guest@export.test',
    guestFirstName: 'Gia',
    guestLastName: 'Smith',
    amount: 1_000,
    status: 'refunded',
    createdAt: at('2026-03-03T09:30:00Z'),
  });
  await made('failed', {
    campaignId: wells,
    guestEmail: 'fail@export.test',
    amount: 9_000,
    status: 'failed',
    createdAt: at('2026-03-04T09:30:00Z'),
  });
  await made('cheque', {
    campaignId: wells,
    userId: annId,
    amount: 3_000,
    provider: 'offline',
    offlineMethod: 'cheque',
    paymentIntentId: null,
    receiptNumber: 700_002,
    createdAt: at('2026-03-05T15:00:00Z'),
  });
  await made('school', { campaignId: schools, userId: annId, amount: 4_000, createdAt: at('2026-03-02T00:00:00Z') });
});
afterAll(() => t.close());

describe('GET /api/admin/donations/export', () => {
  it('is for administrators only', async () => {
    expect((await get('/api/admin/donations/export', null)).statusCode).toBe(401);
    expect((await get('/api/admin/donations/export', donor)).statusCode).toBe(403);
  });

  it('refuses a format it does not know, and upside-down ranges, with 400', async () => {
    const format = await get('/api/admin/donations/export?format=everything');
    expect(format.statusCode).toBe(400);
    expect(format.json().message).toContain('format must be one of: donations, donors');
    expect((await get('/api/admin/donations/export?from=2026-03-05&to=2026-03-01')).statusCode).toBe(400);
  });

  it('answers a CSV attachment, one row per donation of the filter, oldest first', async () => {
    const { res, header, rows } = await exportCsv(`campaignId=${wells}`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="causeway-donations-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(header).toEqual([
      'Donation id',
      'Date (UTC)',
      'Status',
      'Type',
      'First name',
      'Last name',
      'E-mail',
      'Donor',
      'Campaign id',
      'Campaign',
      'Gift',
      'Fee covered',
      'Refunded (gift and fee)',
      'Net gift',
      'Matched',
      'Currency',
      'Provider',
      'Offline method',
      'Receipt number',
      'Payment intent id',
      'UTM source',
      'UTM medium',
      'UTM campaign',
      'Host page',
      'Referrer',
      'Dedication',
      'Fundraiser id',
      'Fundraiser',
    ]);
    expect(rows.map((r) => Number(r[0]))).toEqual([ids.ann1, ids.guest1, ids.guest2, ids.failed, ids.cheque]);
    expect(rows[0]).toEqual([
      String(ids.ann1),
      '2026-03-01 10:00:00',
      'succeeded',
      'one_time',
      'Ann',
      'Reed',
      'ann@export.test',
      'Account',
      String(wells),
      'Export Wells',
      '50.00',
      '1.50',
      '25.00',
      '25.00',
      '0.00',
      'USD',
      'sandbox',
      '',
      '700001',
      'pi_export_ann1',
      // No source recorded: the source columns are empty.
      ...['', '', '', '', ''],
      // Not dedicated: no dedication.
      '',
      // Given to the campaign directly, through no supporter's page (issue 25).
      ...['', ''],
    ]);
    const column = (row: string[], name: string) => row[header.indexOf(name)];
    // Refunded with no figure: the whole charge came back, nothing of the gift is left.
    expect([column(rows[2]!, 'Refunded (gift and fee)'), column(rows[2]!, 'Net gift')]).toEqual(['10.00', '0.00']);
    // Failed: nothing was received.
    expect([column(rows[3]!, 'Gift'), column(rows[3]!, 'Net gift')]).toEqual(['90.00', '0.00']);
    const cheque = rows[4]!;
    expect([column(cheque, 'Provider'), column(cheque, 'Offline method'), column(cheque, 'Payment intent id')]).toEqual(
      ['offline', 'cheque', ''],
    );
  });

  it("neutralizes a guest's formula, so a spreadsheet shows it as text", async () => {
    const res = await get(`/api/admin/donations/export?campaignId=${wells}&provider=stripe`);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.test"",""click"")",Smith,`);
    const [, row] = parseCsv(res.body);
    expect(row![4]).toBe(`'${HYPERLINK}`);
  });

  it("writes an anonymized donor's gift with its money but without their name or address", async () => {
    const [gift] = await t.db
      .update(donations)
      .set({ anonymizedAt: new Date() })
      .where(eq(donations.id, ids.guest1!))
      .returning();
    try {
      const { rows, header } = await exportCsv(`campaignId=${wells}&provider=stripe`);
      const row = rows[0]!;
      expect([
        row[header.indexOf('First name')],
        row[header.indexOf('Last name')],
        row[header.indexOf('E-mail')],
      ]).toEqual(['Anonymized donor', '', '']);
      expect(row[header.indexOf('Gift')]).toBe('20.00');
    } finally {
      await t.db.update(donations).set({ anonymizedAt: null }).where(eq(donations.id, gift!.id));
    }
  });

  it('applies the ledger filters: status, search, dates, amounts', async () => {
    const succeeded = await exportCsv(`campaignId=${wells}&status=succeeded`);
    expect(succeeded.rows.map((r) => Number(r[0]))).toEqual([ids.ann1, ids.guest1, ids.cheque]);
    const byReceipt = await exportCsv('q=700002');
    expect(byReceipt.rows.map((r) => Number(r[0]))).toEqual([ids.cheque]);
    const ann = await exportCsv('q=ann%40export.test&from=2026-03-02&to=2026-03-05');
    expect(ann.rows.map((r) => Number(r[0]))).toEqual([ids.school, ids.cheque]);
    const amounts = await exportCsv(`campaignId=${wells}&minAmount=2000&maxAmount=5000`);
    expect(amounts.rows.map((r) => Number(r[0]))).toEqual([ids.ann1, ids.guest1, ids.cheque]);
    const none = await exportCsv('q=nobody-at-all');
    expect(none.rows).toEqual([]);
  });

  it('format=donors: one row per donor with their totals over the received gifts of the filter', async () => {
    const { res, header, rows } = await exportCsv(`campaignId=${wells}&format=donors`);
    expect(res.headers['content-disposition']).toMatch(/filename="causeway-donor-totals-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(header).toEqual([
      'Donor',
      'Account id',
      'First name',
      'Last name',
      'E-mail',
      'Gifts received',
      'Gross',
      'Refunded',
      'Net',
      'Currency',
      'First gift (UTC)',
      'Last gift (UTC)',
    ]);
    expect(rows).toEqual([
      // ann1 and the cheque; the school gift is another campaign's.
      [
        'Account',
        String(annId),
        'Ann',
        'Reed',
        'ann@export.test',
        '2',
        '80.00',
        '25.00',
        '55.00',
        'USD',
        '2026-03-01 10:00:00',
        '2026-03-05 15:00:00',
      ],
      // Both spellings of the guest's e-mail are one donor, named as on the newest gift; the failed gift's donor
      // received nothing and has no row.
      [
        'Guest',
        '',
        'Gia',
        'Smith',
        'guest@export.test',
        '2',
        '30.00',
        '10.00',
        '20.00',
        'USD',
        '2026-03-02 09:30:00',
        '2026-03-03 09:30:00',
      ],
    ]);
    const everywhere = await exportCsv('format=donors&q=ann%40export.test');
    expect(everywhere.rows.map((r) => r.slice(5, 9))).toEqual([['3', '120.00', '25.00', '95.00']]);
  });
});

/**
 * Currencies (issue 26): Kenji Sato (account) gives €25.50 to "Export Euros", ¥2,500 (¥1,000 refunded) and ¥500 to
 * "Export Yen", and $10.00 to "Export Dollars"; a guest gives ¥700 to "Export Yen".
 */
describe('the export in each gift’s currency', () => {
  let kenji: number;
  let yen: number;
  const gifts: Record<string, number> = {};

  beforeAll(async () => {
    const euros = (await makeCampaign(t.db, { title: 'Export Euros', currency: 'eur' })).id;
    yen = (await makeCampaign(t.db, { title: 'Export Yen', currency: 'jpy' })).id;
    kenji = (await makeUser(t.db, { email: 'kenji@export.test' })).id;
    const at = (iso: string) => new Date(iso);
    const made = async (key: string, values: Parameters<typeof makeDonation>[1]) => {
      gifts[key] = (await makeDonation(t.db, values)).id;
    };
    await made('euro', {
      campaignId: euros,
      userId: kenji,
      currency: 'eur',
      amount: 2_550,
      createdAt: at('2026-06-01T10:00:00Z'),
    });
    await made('yen', {
      campaignId: yen,
      userId: kenji,
      currency: 'jpy',
      amount: 2_500,
      refundedAmount: 1_000,
      createdAt: at('2026-06-02T10:00:00Z'),
    });
    await made('yen2', {
      campaignId: yen,
      userId: kenji,
      currency: 'jpy',
      amount: 500,
      createdAt: at('2026-06-03T10:00:00Z'),
    });
    const dollars = (await makeCampaign(t.db, { title: 'Export Dollars' })).id;
    await made('dollars', { campaignId: dollars, userId: kenji, amount: 1_000, createdAt: at('2026-06-04T10:00:00Z') });
    await made('guest', {
      campaignId: yen,
      guestEmail: 'yen-guest@export.test',
      currency: 'jpy',
      amount: 700,
      createdAt: at('2026-06-05T10:00:00Z'),
    });
  });

  it('writes each gift in its own decimals with its currency: 25.50 EUR, 2500 JPY (never 25.00)', async () => {
    const { rows, byColumn } = await exportCsv('q=kenji%40export.test');
    expect(rows.map((r) => Number(r[0]))).toEqual([gifts.euro, gifts.yen, gifts.yen2, gifts.dollars]);
    expect(byColumn('Currency')).toEqual(['EUR', 'JPY', 'JPY', 'USD']);
    expect(byColumn('Gift')).toEqual(['25.50', '2500', '500', '10.00']);
    expect(byColumn('Refunded (gift and fee)')).toEqual(['0.00', '1000', '0', '0.00']);
    expect(byColumn('Net gift')).toEqual(['25.50', '1500', '500', '10.00']);
    expect(byColumn('Fee covered')).toEqual(['0.00', '0', '0', '0.00']);
    const yenOnly = await exportCsv('q=kenji%40export.test&currency=jpy');
    expect(yenOnly.rows.map((r) => Number(r[0]))).toEqual([gifts.yen, gifts.yen2]);
  });

  it('format=donors: one row per donor and currency, never euros added to dollars or yen', async () => {
    const { header, rows } = await exportCsv('format=donors&q=kenji%40export.test');
    const cells = ['Currency', 'Gifts received', 'Gross', 'Refunded', 'Net', 'First gift (UTC)'];
    expect(rows.map((r) => cells.map((name) => r[header.indexOf(name)]))).toEqual([
      ['EUR', '1', '25.50', '0.00', '25.50', '2026-06-01 10:00:00'],
      ['JPY', '2', '3000', '1000', '2000', '2026-06-02 10:00:00'],
      ['USD', '1', '10.00', '0.00', '10.00', '2026-06-04 10:00:00'],
    ]);
    expect(rows.map((r) => r[header.indexOf('Account id')])).toEqual([String(kenji), String(kenji), String(kenji)]);
    const guests = await exportCsv(`format=donors&campaignId=${yen}`);
    expect(guests.rows.map((r) => [r[0], r[4], r[5], r[6], r[9]])).toEqual([
      ['Account', 'kenji@export.test', '2', '3000', 'JPY'],
      ['Guest', 'yen-guest@export.test', '1', '700', 'JPY'],
    ]);
  });

  it("batches a donor's currencies too: a batch may end between two of them", async () => {
    const batches = [];
    for await (const batch of donorRecords(t.db, { q: 'kenji@export.test' }, 2)) batches.push(batch);
    expect(batches.map((batch) => batch.length)).toEqual([2, 1]);
    expect(batches.flat().map((row) => row[9])).toEqual(['EUR', 'JPY', 'USD']);
  });
});

describe('the export reads the database in batches', () => {
  let batchCampaign: number;
  const order: number[] = [];

  beforeAll(async () => {
    batchCampaign = (await makeCampaign(t.db, { title: 'Batches' })).id;
    const made: number[] = [];
    for (let i = 0; i < 5; i++) {
      const user = i < 3 ? await makeUser(t.db) : null;
      const row = await makeDonation(t.db, {
        campaignId: batchCampaign,
        userId: user?.id ?? null,
        guestEmail: user ? null : `batch-guest-${i}@export.test`,
        amount: 1_000 + i,
      });
      made.push(row.id);
    }
    // Microseconds a JS Date cannot hold, and a tie broken by the id: a cursor rounded to the millisecond would
    // read a row twice or skip one.
    const [a, b, c, d, e] = made as [number, number, number, number, number];
    const setAt = (rowIds: number[], at: string) =>
      t.db
        .update(donations)
        .set({ createdAt: sql`${at}::timestamptz` })
        .where(inArray(donations.id, rowIds));
    await setAt([c, e], '2026-04-01 09:00:00.123456+00');
    await setAt([a], '2026-04-01 09:00:00.123457+00');
    await setAt([b], '2026-04-01 09:00:00.123455+00');
    await setAt([d], '2026-04-01 09:00:00.123+00');
    order.push(d, b, c, e, a);
  });

  it('joins batches of 2 into the whole filter, in order, without a row twice', async () => {
    const batches = [];
    for await (const batch of donationRecords(t.db, { campaignId: batchCampaign }, 2)) batches.push(batch);
    expect(batches.map((batch) => batch.length)).toEqual([2, 2, 1]);
    expect(batches.flat().map((row) => row[0])).toEqual(order);
  });

  it('streams the same file whatever the batch size', async () => {
    const query = { campaignId: batchCampaign, format: 'donations' as const };
    const small = await readAll(exportLedgerCsv(t.db, query, 2));
    const large = await readAll(exportLedgerCsv(t.db, query));
    expect(small).toBe(large);
    expect(parseCsv(small)).toHaveLength(6);
  });

  it('batches donors too: every account and every guest once', async () => {
    const batches = [];
    for await (const batch of donorRecords(t.db, { campaignId: batchCampaign }, 2)) batches.push(batch);
    expect(batches.map((batch) => batch.length)).toEqual([2, 1, 2]);
    expect(batches.flat().map((row) => row[0])).toEqual(['Account', 'Account', 'Account', 'Guest', 'Guest']);
    expect(
      batches
        .flat()
        .map((row) => row[4])
        .slice(3),
    ).toEqual(['batch-guest-3@export.test', 'batch-guest-4@export.test']);
    const query = { campaignId: batchCampaign, format: 'donors' as const };
    expect(await readAll(exportLedgerCsv(t.db, query, 2))).toBe(await readAll(exportLedgerCsv(t.db, query)));
  });
});
