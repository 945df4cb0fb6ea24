import type { FastifyInstance } from 'fastify';

/** Test helpers for the donation flow through the public API, as the browser drives it. */
export const guest = { guestEmail: 'ada@example.com', guestFirstName: 'Ada', guestLastName: 'Lovelace' };

export async function createIntent(
  app: FastifyInstance,
  body: Record<string, unknown>,
  opts: { cookie?: string; recurring?: boolean; idempotencyKey?: string; ip?: string; language?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: opts.recurring ? '/api/donations/create-subscription-intent' : '/api/donations/create-payment-intent',
    payload: body,
    remoteAddress: opts.ip,
    headers: {
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.idempotencyKey ? { 'idempotency-key': opts.idempotencyKey } : {}),
      ...(opts.language ? { 'accept-language': opts.language } : {}),
    },
  });
}

export async function confirmCard(app: FastifyInstance, clientSecret: string, number = '4242424242424242') {
  return app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    payload: { clientSecret, card: { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' } },
  });
}

/** A complete sandbox gift: intent, then card; returns the confirmation's body and the donation id. */
export async function donate(
  app: FastifyInstance,
  body: Record<string, unknown>,
  opts: { cookie?: string; recurring?: boolean; card?: string; ip?: string; language?: string } = {},
) {
  const intent = await createIntent(app, body, opts);
  if (intent.statusCode !== 201) throw new Error(`intent failed: ${intent.statusCode} ${intent.body}`);
  const { clientSecret, donationId } = intent.json() as { clientSecret: string; donationId: number };
  const confirmed = await confirmCard(app, clientSecret, opts.card);
  return {
    donationId,
    clientSecret,
    confirmation: confirmed.json() as {
      status: string;
      paymentIntentId: string;
      nextActionUrl?: string;
      message?: string;
    },
  };
}
