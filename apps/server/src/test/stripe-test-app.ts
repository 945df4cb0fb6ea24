import type { Response as LightMyRequestResponse } from 'light-my-request';
import Stripe from 'stripe';
import { buildTestApp, type TestApp } from './build-test-app';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';

/** Stripe's keys as a test app is configured with them (test-mode prefixes, values no real account has). */
export const stripeTestKeys = {
  STRIPE_SECRET_KEY: 'sk_test_causeway_s3cr3tValue',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_causeway_publishableValue',
  STRIPE_WEBHOOK_SECRET: 'whsec_causeway_webhookValue',
};

export interface StripeTestApp extends TestApp {
  /** The stand-in for Stripe's API the app talks to (test/stripe-stand-in.ts). */
  stand: StripeStandIn;
  /** Delivers an event to the webhook as Stripe does: the JSON body signed with the webhook secret. */
  deliver(event: object, secret?: string): Promise<LightMyRequestResponse>;
}

/** The app in Stripe mode, talking to a stand-in for Stripe's API on this machine; close() stops both. */
export async function buildStripeTestApp(
  overrides: Omit<NonNullable<Parameters<typeof buildTestApp>[0]>, 'env'> = {},
): Promise<StripeTestApp> {
  const stand = await startStripeStandIn();
  const t = await buildTestApp({ ...overrides, env: { ...stripeTestKeys, STRIPE_API_URL: stand.url } }).catch(
    async (error: unknown) => {
      await stand.close();
      throw error;
    },
  );
  return {
    ...t,
    stand,
    deliver(event, secret = stripeTestKeys.STRIPE_WEBHOOK_SECRET) {
      const payload = JSON.stringify(event);
      return t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
        },
        payload,
      });
    },
    async close() {
      await t.close();
      await stand.close();
    },
  };
}
