import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';
import { scrape, UNMATCHED_ROUTE, type Metrics } from '../metrics/metrics';

export const METRICS_PATH = '/metrics';

/** Times every answer under its route's pattern; requests no route matched share one label. */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
}

// Digests of equal length, so the comparison takes the same time whatever the token's length or first mismatch.
const digest = (value: string) => createHash('sha256').update(value).digest();

/** GET /metrics on the app's own port, for a scraper that presents METRICS_TOKEN as a bearer token. */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string): void {
  const expected = digest(token);
  app.get(METRICS_PATH, async (request, reply) => {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    if (!match || !timingSafeEqual(digest(match[1]!), expected)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError('UNAUTHENTICATED', 'The metrics need their bearer token.');
    }
    const { contentType, body } = await scrape(metrics);
    reply.header('cache-control', 'no-store').type(contentType);
    return body;
  });
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * METRICS_PORT: the metrics on a listener of their own, bound to the loopback interface only, so a scraper on
 * the same host reads them without a token and nothing outside the host reaches them.
 */
export async function startMetricsServer(
  metrics: Metrics,
  port: number,
  onError: (error: unknown) => void,
): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    scrape(metrics).then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
      (error: unknown) => {
        onError(error);
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
