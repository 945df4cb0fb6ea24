import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { WEBHOOK_RESPONSE_BODY_LIMIT } from '@causeway/contracts';
import { BlockedAddressError, guardedLookup, hostOf, isBlockedAddress } from './address-guard';

export const WEBHOOK_USER_AGENT = 'Causeway-Webhooks/1';
/** A receiver must answer within this long (headers and the start of its body). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`, Stripe's scheme (docs/webhooks.md). */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

export interface AttemptResult {
  ok: boolean;
  responseStatus: number | null;
  /** The first 1 KB of the answer's body. */
  responseBody: string | null;
  error: string | null;
  durationMs: number;
}

export interface SendOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
}

/**
 * One attempt: POSTs the body, signed, to the URL. Only a 2xx succeeds; a redirect is not followed (it could
 * lead anywhere, a private address included) and counts as a failure. Without `allowPrivate`, the address
 * connected to is the one the guard checked, whether the URL names it or a DNS name resolves to it.
 */
export async function sendWebhook(
  target: { url: string; secret: string },
  delivery: { eventId: string; payload: string },
  options: SendOptions,
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(target.url);
  const host = hostOf(url);
  if (!options.allowPrivate && isIP(host) && isBlockedAddress(host)) {
    return failure(new BlockedAddressError(host).message, elapsed());
  }
  const body = Buffer.from(delivery.payload, 'utf8');
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const settle = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': body.length,
          'User-Agent': WEBHOOK_USER_AGENT,
          'Causeway-Event-Id': delivery.eventId,
          'Causeway-Signature': signatureHeader(target.secret, delivery.payload, Math.floor(Date.now() / 1000)),
        },
        // A fresh connection each time: one kept alive would skip the lookup (and its guard) of the next attempt.
        agent: false,
        ...(options.allowPrivate ? {} : { lookup: guardedLookup }),
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let kept = 0;
        const finish = () => {
          const text = Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_BODY_LIMIT).toString('utf8');
          const ok = status >= 200 && status < 300;
          const location = response.headers.location;
          settle({
            ok,
            responseStatus: status,
            responseBody: text,
            error: ok
              ? null
              : status >= 300 && status < 400
                ? `Redirect (HTTP ${status}${location ? ` to ${location}` : ''}) not followed`
                : `HTTP ${status}`,
            durationMs: elapsed(),
          });
        };
        response.on('data', (chunk: Buffer) => {
          if (kept < WEBHOOK_RESPONSE_BODY_LIMIT) chunks.push(chunk);
          kept += chunk.length;
          // Nothing past the first kilobyte is read: a receiver cannot make the worker download a large answer.
          if (kept >= WEBHOOK_RESPONSE_BODY_LIMIT) {
            response.destroy();
            finish();
          }
        });
        response.on('end', finish);
        response.on('error', finish);
        response.on('close', finish);
      },
    );
    request.on('error', (error: Error & { code?: string }) => {
      const message =
        error.name === 'AbortError' || error.name === 'TimeoutError'
          ? `Timed out after ${timeoutMs / 1000} s`
          : error instanceof BlockedAddressError
            ? error.message
            : `${error.code ? `${error.code}: ` : ''}${error.message}`;
      settle(failure(message, elapsed()));
    });
    request.end(body);
  });
}

const failure = (error: string, durationMs: number): AttemptResult => ({
  ok: false,
  responseStatus: null,
  responseBody: null,
  error,
  durationMs,
});
