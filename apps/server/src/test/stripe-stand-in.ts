import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the stand-in saw it; `params` is the form-encoded body (or the query, for GET and DELETE). */
export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  rawBody: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

export interface CannedResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

type Handler = (request: RecordedRequest, match: RegExpMatchArray) => CannedResponse;

export interface StripeStandIn {
  /** Give this to the provider as `apiUrl`. */
  url: string;
  requests: RecordedRequest[];
  /** The recorded requests to `METHOD /v1/path` (path as a string prefix or a pattern). */
  requestsTo(method: string, path: string | RegExp): RecordedRequest[];
  /** Answer the next `times` requests matching method and path with `response` instead of the canned one. */
  override(method: string, path: RegExp, response: CannedResponse | Handler, times?: number): void;
  reset(): void;
  close(): Promise<void>;
}

/**
 * Stripe's form encoding (`a[b][0][c]=v`) back into nested objects; objects whose keys are 0..n-1 become
 * arrays, so tests can assert `items[0].price_data.unit_amount`.
 */
export function decodeStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p, i) => p !== '' || i === 0);
    let node = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return arraysFromIndexes(root) as Record<string, unknown>;
}

function arraysFromIndexes(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, arraysFromIndexes(v)] as const);
  const isList = entries.length > 0 && entries.every(([k], i) => k === String(i));
  return isList ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}

const stripeError = (status: number, type: string, message: string, code?: string): CannedResponse => ({
  status,
  body: { error: { type, message, ...(code ? { code } : {}) } },
});

/**
 * A tiny local Stripe API for tests: records every request and answers canned JSON for the endpoints
 * StripeProvider calls. Tests never reach the network.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const overrides: { method: string; path: RegExp; response: CannedResponse | Handler; times: number }[] = [];
  const products = new Set<string>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_standin${++counter}`;

  const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 };
  const subscription = (id: string, params: Record<string, unknown>) => {
    const items = (params.items as Record<string, unknown>[] | undefined) ?? [];
    const priceData = (items[0]?.price_data ?? {}) as Record<string, unknown>;
    const pause = params.pause_collection as Record<string, unknown> | '' | undefined;
    return {
      id,
      object: 'subscription',
      status: 'incomplete',
      customer: params.customer ?? 'cus_standin',
      metadata: params.metadata ?? {},
      pause_collection: pause ? { behavior: pause.behavior, resumes_at: null } : null,
      items: {
        object: 'list',
        data: [
          {
            id: 'si_standin',
            object: 'subscription_item',
            current_period_end: 1_900_000_000,
            price: {
              id: 'price_standin',
              currency: priceData.currency ?? 'usd',
              product: priceData.product ?? 'prod_standin',
              unit_amount: Number(priceData.unit_amount ?? 1000),
              recurring: priceData.recurring ?? { interval: 'month', interval_count: 1 },
            },
          },
        ],
      },
    };
  };

  const routes: [string, RegExp, Handler][] = [
    [
      'POST',
      /^\/v1\/customers$/,
      (r) => ({ status: 200, body: { id: nextId('cus'), object: 'customer', ...r.params } }),
    ],
    ['POST', /^\/v1\/customers\/([^/]+)$/, (r, m) => ({ status: 200, body: { id: m[1], object: 'customer' } })],
    [
      'POST',
      /^\/v1\/payment_intents$/,
      (r) => {
        const id = nextId('pi');
        const body = {
          id,
          object: 'payment_intent',
          amount: Number(r.params.amount),
          currency: r.params.currency,
          status: 'requires_payment_method',
          client_secret: `${id}_secret_standin`,
          metadata: r.params.metadata ?? {},
        };
        return { status: 200, body };
      },
    ],
    [
      'GET',
      /^\/v1\/payment_intents\/([^/]+)$/,
      (_r, m) => ({ status: 200, body: { id: m[1], object: 'payment_intent', status: 'processing' } }),
    ],
    [
      'POST',
      /^\/v1\/subscriptions$/,
      (r) => {
        const pi = nextId('pi');
        const invoice = {
          id: nextId('in'),
          object: 'invoice',
          confirmation_secret: { client_secret: `${pi}_secret_standin`, type: 'payment_intent' },
          payments: {
            object: 'list',
            data: [
              {
                id: 'inpay_standin',
                object: 'invoice_payment',
                payment: { type: 'payment_intent', payment_intent: pi },
              },
            ],
          },
        };
        return { status: 200, body: { ...subscription(nextId('sub'), r.params), latest_invoice: invoice } };
      },
    ],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (r, m) => ({ status: 200, body: subscription(m[1]!, {}) })],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (r, m) => ({ status: 200, body: { ...subscription(m[1]!, r.params), status: 'active' } }),
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (_r, m) => ({ status: 200, body: { ...subscription(m[1]!, {}), status: 'canceled' } }),
    ],
    [
      'GET',
      /^\/v1\/products\/([^/]+)$/,
      (_r, m) =>
        products.has(m[1]!)
          ? { status: 200, body: { id: m[1], object: 'product' } }
          : stripeError(404, 'invalid_request_error', `No such product: '${m[1]}'`, 'resource_missing'),
    ],
    [
      'POST',
      /^\/v1\/products$/,
      (r) => {
        const id = String(r.params.id ?? nextId('prod'));
        if (products.has(id)) {
          return stripeError(400, 'invalid_request_error', 'Product already exists.', 'resource_already_exists');
        }
        products.add(id);
        return { status: 200, body: { id, object: 'product', name: r.params.name } };
      },
    ],
    [
      'POST',
      /^\/v1\/setup_intents$/,
      (r) => {
        const id = nextId('seti');
        return {
          status: 200,
          body: { id, object: 'setup_intent', customer: r.params.customer, client_secret: `${id}_secret_standin` },
        };
      },
    ],
    [
      'GET',
      /^\/v1\/payment_methods\/([^/]+)$/,
      (_r, m) => ({ status: 200, body: { id: m[1], object: 'payment_method', type: 'card', card } }),
    ],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/attach$/,
      (r, m) => ({
        status: 200,
        body: { id: m[1], object: 'payment_method', type: 'card', customer: r.params.customer, card },
      }),
    ],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/detach$/,
      (_r, m) => ({ status: 200, body: { id: m[1], object: 'payment_method', type: 'card', customer: null, card } }),
    ],
  ];

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      req.on('error', reject);
    });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const rawBody = await readBody(req);
    const method = req.method ?? 'GET';
    const recorded: RecordedRequest = {
      method,
      path: url.pathname,
      params: decodeStripeForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : rawBody),
      rawBody,
      idempotencyKey: header(req, 'idempotency-key'),
      authorization: header(req, 'authorization'),
      headers: { ...req.headers },
    };
    requests.push(recorded);

    let response: CannedResponse = stripeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${url.pathname})`,
    );
    const override = overrides.find((o) => o.method === method && o.path.test(url.pathname) && o.times > 0);
    const route = routes.find(([m, p]) => m === method && p.test(url.pathname));
    if (override) {
      override.times -= 1;
      response =
        typeof override.response === 'function'
          ? override.response(recorded, url.pathname.match(override.path)!)
          : override.response;
    } else if (route) {
      response = route[2](recorded, url.pathname.match(route[1])!);
    }
    res.writeHead(response.status, { 'content-type': 'application/json', ...response.headers });
    res.end(JSON.stringify(response.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    requestsTo: (method, path) =>
      requests.filter(
        (r) => r.method === method && (typeof path === 'string' ? r.path.startsWith(path) : path.test(r.path)),
      ),
    override(method, path, response, times = 1) {
      overrides.push({ method, path, response, times });
    },
    reset() {
      requests.length = 0;
      overrides.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
