import http from 'node:http';
import https from 'node:https';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * One request on a fresh connection, from a chosen loopback address if asked (127.0.0.2 is a different client
 * than 127.0.0.1 to nginx); https accepts the run's self-signed certificate.
 */
export function request(
  url: string,
  opts: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string>; from?: string } = {},
): Promise<Answer> {
  const target = new URL(url);
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const headers: Record<string, string> = { ...opts.headers };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (opts.cookie) headers.cookie = opts.cookie;
  const send = target.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      {
        method: opts.method ?? (payload === undefined ? 'GET' : 'POST'),
        headers,
        agent: false,
        localAddress: opts.from,
        rejectUnauthorized: false,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let body: Record<string, unknown>;
          try {
            body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
          } catch {
            body = { text };
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The `name=value` pairs of an answer's Set-Cookie headers, as a Cookie header. */
export function cookieOf(answer: Answer): string {
  return (answer.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
}

const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' };

/** A guest's sandbox gift, as the donation page makes it: an intent, then the card. */
export async function donate(
  baseUrl: string,
  campaignId: number,
  amount: number,
  email: string,
): Promise<{ status: string; paymentIntentId?: string; failedAt?: string; httpStatus?: number }> {
  const intent = await request(`${baseUrl}/api/donations/create-payment-intent`, {
    body: { campaignId, amount, guestEmail: email, guestFirstName: 'Scale', guestLastName: 'Out' },
  });
  if (intent.status !== 201) return { status: 'failed', failedAt: 'intent', httpStatus: intent.status };
  const paid = await request(`${baseUrl}/api/payments/sandbox/confirm`, {
    body: { clientSecret: intent.body.clientSecret, card },
  });
  if (paid.status !== 200) return { status: 'failed', failedAt: 'confirm', httpStatus: paid.status };
  return { status: String(paid.body.status), paymentIntentId: String(paid.body.paymentIntentId) };
}
