import type { Stripe, StripeElementLocale, StripeElementsOptions } from '@stripe/stripe-js';
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

/**
 * The Payment Element's options for an intent's client secret, in the page's theme and language (issue 26: its
 * labels and Stripe's card errors in the language the visitor chose, not the browser's).
 */
const FONT_FAMILY = 'Inter, ui-sans-serif, system-ui, sans-serif';

export function stripeElementsOptions(clientSecret: string, locale: string): StripeElementsOptions {
  const dark = document.documentElement.classList.contains('dark');
  return {
    clientSecret,
    locale: locale as StripeElementLocale,
    appearance: {
      theme: dark ? 'night' : 'stripe',
      variables: { borderRadius: '8px', fontFamily: FONT_FAMILY },
    },
  };
}
