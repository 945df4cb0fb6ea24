import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics, in a registry of their own (not prom-client's global one), so several apps in one test
 * process do not share or clash. Counters are incremented where things happen; the database's figures are read
 * when Prometheus scrapes (database-gauges.ts, added by buildApp for its database).
 */
export interface Metrics {
  registry: Registry;
  /** By route pattern (`/api/campaigns/:id`), never the raw URL: one series per route, not per id. */
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  /** The payment state machine's decision on each event: applied, duplicate, deferred or ignored. */
  paymentEvents: Counter<'result'>;
  webhookSignatureFailures: Counter;
  jobRuns: Counter<'job'>;
  jobFailures: Counter<'job'>;
}

/** The label of requests no route matched: one series for every unknown URL. */
export const UNMATCHED_ROUTE = 'unmatched';

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    paymentEvents: new Counter({
      name: 'causeway_payment_events_total',
      help: 'Payment events the state machine handled, by result (applied, duplicate, deferred, ignored)',
      labelNames: ['result'],
      registers: [registry],
    }),
    webhookSignatureFailures: new Counter({
      name: 'causeway_webhook_signature_failures_total',
      help: 'Stripe webhook deliveries refused for a missing or wrong signature',
      registers: [registry],
    }),
    jobRuns: new Counter({
      name: 'causeway_job_runs_total',
      help: 'Background job runs (a queue worker counts one per batch), by job name',
      labelNames: ['job'],
      registers: [registry],
    }),
    jobFailures: new Counter({
      name: 'causeway_job_failures_total',
      help: 'Background job runs that failed (a queue worker counts each failed job), by job name',
      labelNames: ['job'],
      registers: [registry],
    }),
  };
}

/** The process's figures as Prometheus reads them. */
export async function scrape(metrics: Metrics): Promise<{ contentType: string; body: string }> {
  return { contentType: metrics.registry.contentType, body: await metrics.registry.metrics() };
}
