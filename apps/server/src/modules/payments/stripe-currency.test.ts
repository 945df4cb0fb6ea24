import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in';
import { StripeProvider } from './stripe-provider';

// Issue 26: Stripe is asked to charge in the campaign's currency, amounts in its minor unit as they are (yen: ×1).
let standIn: StripeStandIn;
let provider: StripeProvider;
beforeAll(async () => {
  standIn = await startStripeStandIn();
  provider = new StripeProvider({
    secretKey: 'sk_test_causeway_standin_0123456789',
    publishableKey: 'pk_test_causeway',
    apiUrl: standIn.url,
  });
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

const input = { saveCard: false, description: 'Gift to Clean Water', metadata: { causeway_campaign_id: '7' } };

describe('Stripe charges in the campaign’s currency', () => {
  it('a one-time gift of ¥500: currency jpy, amount 500', async () => {
    await provider.createPaymentIntent({ ...input, donationId: 9001, amount: 500, currency: 'jpy' });
    const [request] = standIn.requestsTo('POST', '/v1/payment_intents');
    expect(request!.params).toMatchObject({ amount: '500', currency: 'jpy' });
  });

  it("a recurring gift's price is in euros", async () => {
    await provider.createSubscription({
      ...input,
      donationId: 9002,
      amount: 2_550,
      currency: 'eur',
      interval: 'monthly',
      customerId: 'cus_donor',
      saveCard: true,
    });
    const [request] = standIn.requestsTo('POST', /^\/v1\/subscriptions$/);
    expect(request!.params).toMatchObject({
      items: [{ price_data: { currency: 'eur', unit_amount: '2550' } }],
    });
  });
});
