import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

// One Stripe.js per key for the life of the page: loading it again would add another script.
const stripeByKey = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for the key, loaded on first use (Stripe mode only; imported only by lazily loaded modules). */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}
