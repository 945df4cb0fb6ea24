import { stripeFor } from '../lib/stripe-js';
import type { PaymentResult } from './payment-outcome';

/**
 * Stripe mode, a saved card the bank wants to check (3-D Secure): Stripe.js shows the bank's page in its own
 * frame and answers with the payment's state. Loaded only when such a payment comes back.
 */
export async function handleStripeNextAction(
  publishableKey: string,
  clientSecret: string,
  paymentIntentId: string,
): Promise<PaymentResult> {
  const stripe = await stripeFor(publishableKey);
  if (!stripe) throw new Error('Stripe.js could not be loaded');
  const { error, paymentIntent } = await stripe.handleNextAction({ clientSecret });
  if (error) return { status: 'failed', paymentIntentId, message: error.message };
  if (paymentIntent?.status === 'succeeded' || paymentIntent?.status === 'processing') {
    return { status: paymentIntent.status, paymentIntentId: paymentIntent.id };
  }
  return { status: 'failed', paymentIntentId, message: paymentIntent?.last_payment_error?.message };
}
