import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeCampaign, unique } from '../../test/factories';

/** "Most raised" across currencies (issue 26): amounts weigh by the currency table's round rates, never as cents. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('campaigns sorted by most raised', () => {
  it('puts ¥1,000,000 above $3,000 and $3,000 above ¥30,000 and kr 20,000', async () => {
    const tag = unique('sort');
    const make = (title: string, currency: string, amountRaised: number) =>
      makeCampaign(t.db, { title: `${tag} ${title}`, currency, amountRaised, status: 'active' });
    await make('yen small', 'jpy', 30_000); // ≈ $300
    await make('dollars', 'usd', 300_000); // $3,000
    await make('krona', 'sek', 2_000_000); // kr 20,000 ≈ $2,000
    await make('yen large', 'jpy', 1_000_000); // ≈ $10,000
    const res = await t.app.inject({ method: 'GET', url: `/api/campaigns?status=active&sort=most_raised&q=${tag}` });
    expect(res.statusCode).toBe(200);
    const titles = (res.json() as { title: string }[]).map((c) => c.title.replace(`${tag} `, ''));
    expect(titles).toEqual(['yen large', 'dollars', 'krona', 'yen small']);
  });
});
