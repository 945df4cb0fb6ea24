import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { startMetricsServer } from '../plugins/metrics';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { donate, guest } from '../test/donate';
import { makeCampaign, makeDonation } from '../test/factories';
import { buildStripeTestApp } from '../test/stripe-test-app';
import { createMetrics } from './metrics';

const token = 'scrape-token-0123456789';
const bearer = { authorization: `Bearer ${token}` };

async function scrapeFrom(t: TestApp): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}
const labelsOf = (family: PrometheusFamily | undefined) => family?.metrics.map((sample) => sample.labels ?? {}) ?? [];
const valueOf = (family: PrometheusFamily | undefined, labels: Record<string, string> = {}) =>
  Number(family?.metrics.find((sample) => Object.entries(labels).every(([k, v]) => sample.labels?.[k] === v))?.value);

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let scraped: string;
  let families: Map<string, PrometheusFamily>;
  let pendingMail: number;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: token } });
    const campaign = await makeCampaign(t.db);
    await donate(t.app, { campaignId: campaign.id, amount: 2_500, ...guest });
    // A payment left pending for 20 minutes: what the operations guide's stale-pending alert counts.
    await makeDonation(t.db, {
      campaignId: campaign.id,
      status: 'pending',
      createdAt: new Date(Date.now() - 20 * 60_000),
    });
    // And one that has just started, which is not stale yet.
    await makeDonation(t.db, { campaignId: campaign.id, status: 'pending' });
    await t.db.insert(mailOutbox).values({ toAddress: 'ada@example.com', subject: 'Receipt', textBody: 'Thanks' });
    await t.app.inject({ method: 'GET', url: '/api/campaigns/7' });
    await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}` });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route/42' });
    pendingMail = await t.db.$count(mailOutbox, eq(mailOutbox.status, 'pending'));
    scraped = await scrapeFrom(t);
    families = new Map(parsePrometheusTextFormat(scraped).map((family) => [family.name, family]));
  });
  afterAll(() => t.close());

  it('refuses a scrape without the token or with a wrong one, with 401', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }, { authorization: token }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('times requests by route pattern, method and status, never by the raw URL', () => {
    const duration = families.get('http_request_duration_seconds');
    expect(duration?.type).toBe('HISTOGRAM');
    // The parser folds a histogram's series into one and drops their labels: the per-series counts are read as
    // a family of their own.
    const counts = parsePrometheusTextFormat(
      scraped
        .split('\n')
        .filter((line) => line.startsWith('http_request_duration_seconds_count{'))
        .join('\n') + '\n',
    )[0];
    const labels = labelsOf(counts);
    expect(labels).toContainEqual({ method: 'GET', route: '/api/campaigns/:id', status_code: '404' });
    expect(labels).toContainEqual({ method: 'GET', route: '/api/campaigns/:id', status_code: '200' });
    expect(labels).toContainEqual({ method: 'GET', route: 'unmatched', status_code: '404' });
    const routes = labels.map((l) => l.route);
    expect(routes).not.toContain('/api/campaigns/7');
    expect(routes.some((route) => route?.includes('no-such-route'))).toBe(false);
    expect(valueOf(counts, { route: '/api/campaigns/:id', status_code: '200' })).toBe(1);
  });

  it('counts donations by status and provider, the succeeded amount and the state machine’s decisions', () => {
    expect(families.get('causeway_donations')?.type).toBe('GAUGE');
    expect(valueOf(families.get('causeway_donations'), { status: 'succeeded', provider: 'sandbox' })).toBe(1);
    const amount = families.get('causeway_donations_succeeded_amount_cents');
    expect(valueOf(amount, { provider: 'sandbox', currency: 'usd' })).toBe(2_500);
    expect(valueOf(families.get('causeway_donations'), { status: 'pending', provider: 'sandbox' })).toBe(2);
    expect(valueOf(families.get('causeway_donations_pending_stale'))).toBe(1);
    const events = families.get('causeway_payment_events_total');
    expect(events?.type).toBe('COUNTER');
    expect(valueOf(events, { result: 'applied' })).toBeGreaterThanOrEqual(1);
  });

  it('reports the outbox depth and its oldest pending age, the pool, and the process', () => {
    expect(pendingMail).toBeGreaterThanOrEqual(1);
    expect(valueOf(families.get('causeway_outbox_pending'))).toBe(pendingMail);
    expect(valueOf(families.get('causeway_outbox_oldest_pending_age_seconds'))).toBeGreaterThanOrEqual(0);
    expect(valueOf(families.get('causeway_db_pool_size'))).toBeGreaterThanOrEqual(1);
    if (t.database.kind === 'postgres') {
      expect(valueOf(families.get('causeway_db_pool_in_use'))).toBeGreaterThanOrEqual(0);
      expect(valueOf(families.get('causeway_db_pool_waiting'))).toBe(0);
    }
    expect(families.has('process_cpu_user_seconds_total')).toBe(true);
    expect(families.has('nodejs_eventloop_lag_seconds')).toBe(true);
    expect(families.get('causeway_job_runs_total')?.type).toBe('COUNTER');
    expect(families.get('causeway_webhook_signature_failures_total')?.type).toBe('COUNTER');
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not served: 404', async () => {
    const t = await buildTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('the webhook signature failure counter', () => {
  it('counts a Stripe delivery signed with another secret', async () => {
    const metrics = createMetrics();
    const t = await buildStripeTestApp({ metrics });
    try {
      const res = await t.deliver({ id: 'evt_forged', type: 'payment_intent.succeeded' }, 'whsec_someone_else');
      expect(res.statusCode).toBe(400);
      const failures = await metrics.registry.getSingleMetric('causeway_webhook_signature_failures_total')?.get();
      expect(failures?.values[0]?.value).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe('METRICS_PORT', () => {
  it('serves the metrics on a loopback listener of their own, and not on the main port', async () => {
    const metrics = createMetrics();
    const t = await buildTestApp({ env: { METRICS_PORT: '9464' }, metrics });
    const server = await startMetricsServer(metrics, 0, () => {});
    try {
      await t.app.inject({ method: 'GET', url: '/api/health' });
      const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(res.status).toBe(200);
      const names = parsePrometheusTextFormat(await res.text()).map((family) => family.name);
      expect(names).toEqual(expect.arrayContaining(['http_request_duration_seconds', 'causeway_donations']));
      expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await server.close();
      await t.close();
    }
  });
});
