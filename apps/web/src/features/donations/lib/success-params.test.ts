import { describe, expect, it } from 'vitest';
import { english } from '@/test/render';
import {
  donationSuccessPath,
  donationTypeLabel,
  intervalPhrase,
  parseSuccessParams,
  stripeReturnUrl,
  successAmountText,
} from './success-params';

describe('success links', () => {
  it('builds the success path with the payment intent', () => {
    expect(
      donationSuccessPath({ campaignId: 3, amountCents: 2500, donationType: 'one_time', paymentIntentId: 'pi_1' }),
    ).toBe('/donation-success?campaign=3&amount=25&type=one_time&payment_intent=pi_1');
  });

  it('leaves the payment intent to Stripe in the return URL', () => {
    expect(
      stripeReturnUrl('https://give.example', { campaignId: 3, amountCents: 2550, donationType: 'recurring' }),
    ).toBe('https://give.example/donation-success?campaign=3&amount=25.50&type=recurring');
  });

  it('reads what it wrote', () => {
    const params = new URLSearchParams('campaign=3&amount=25.50&type=recurring&payment_intent=pi_1');
    expect(parseSuccessParams(params)).toEqual({
      campaignId: 3,
      amountCents: 2550,
      donationType: 'recurring',
      paymentIntentId: 'pi_1',
    });
  });

  it('treats missing or malformed parameters as absent', () => {
    expect(parseSuccessParams(new URLSearchParams('campaign=abc&amount=lots&type=weird'))).toEqual({
      campaignId: null,
      amountCents: null,
      donationType: 'one_time',
      paymentIntentId: null,
    });
  });
});

describe('success texts', () => {
  it("shows '$--' for a missing amount", () => {
    expect(successAmountText(null)).toBe('$--');
    expect(successAmountText(2500)).toBe('$25');
  });

  it('names the donation type', () => {
    expect(donationTypeLabel(english, 'one_time')).toBe('One-time');
    expect(donationTypeLabel(english, 'recurring')).toBe('Monthly Recurring');
    expect(donationTypeLabel(english, 'recurring', 'monthly')).toBe('Monthly Recurring');
    expect(donationTypeLabel(english, 'recurring', 'yearly')).toBe('Yearly Recurring');
    expect(donationTypeLabel(english, 'recurring', 'quarterly')).toBe('Recurring every 3 months');
  });

  it('says how often a recurring gift is processed', () => {
    expect(intervalPhrase('monthly', english)).toBe('monthly');
    expect(intervalPhrase('quarterly', english)).toBe('every 3 months');
    expect(intervalPhrase(null, english)).toBe('monthly');
  });
});
