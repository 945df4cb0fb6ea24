import type { PaymentMethod } from '@causeway/contracts';
import { describe, expect, it } from 'vitest';
import { english } from '@/test/render';
import type { DonationFormValues } from './donation-form';
import {
  cardBrandName,
  cardExpiry,
  resolvePaymentChoice,
  savedCardName,
  savedCardSpokenName,
  toSavedCardRequest,
} from './saved-cards';

const visa: PaymentMethod = { id: 7, brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2028, isDefault: true };
const amex: PaymentMethod = { id: 9, brand: 'amex', last4: '0005', expiryMonth: 3, expiryYear: 2030, isDefault: false };

describe('saved card labels', () => {
  it("names the brand, or calls an unknown one a 'Card'", () => {
    expect(cardBrandName('visa', english)).toBe('Visa');
    expect(cardBrandName('MasterCard', english)).toBe('Mastercard');
    expect(cardBrandName('amex', english)).toBe('American Express');
    expect(cardBrandName('unknown', english)).toBe('Card');
  });

  it('shows the expiry as MM/YYYY', () => {
    expect(cardExpiry(amex)).toBe('03/2030');
  });

  it("shows 'Visa •••• 4242' and says 'Visa ending in 4242' with the expiry and the default flag", () => {
    expect(savedCardName(visa, english)).toBe('Visa •••• 4242');
    expect(savedCardSpokenName(visa, english)).toBe('Visa ending in 4242, expires 12/2028, default card');
    expect(savedCardSpokenName(amex, english)).toBe('American Express ending in 0005, expires 03/2030');
  });
});

describe('resolvePaymentChoice', () => {
  it('starts on the default card, wherever it is in the list', () => {
    expect(resolvePaymentChoice([amex, visa], null)).toBe(7);
  });

  it('starts on the first card when none is the default, and on a new card when there are none', () => {
    expect(resolvePaymentChoice([{ ...visa, isDefault: false }, amex], null)).toBe(7);
    expect(resolvePaymentChoice([], null)).toBe('new');
  });

  it("keeps the donor's choice while it is still on the list", () => {
    expect(resolvePaymentChoice([visa, amex], 9)).toBe(9);
    expect(resolvePaymentChoice([visa, amex], 'new')).toBe('new');
    expect(resolvePaymentChoice([visa], 9)).toBe(7);
  });
});

describe('toSavedCardRequest', () => {
  const values: DonationFormValues = {
    amount: 19.99,
    donationType: 'one_time',
    anonymousDonation: true,
    savePaymentMethod: true,
    coverFees: false,
    emailUpdates: true,
    guestEmail: 'ignored@example.org',
    supportShowName: true,
    supportShowAmount: false,
    dedicate: false,
  };

  it('names the unpaid step-1 donation it replaces', () => {
    expect(toSavedCardRequest(values, { campaignId: 4, rewardId: null, replacesDonationId: 31 })).toMatchObject({
      replacesDonationId: 31,
    });
  });

  it('sends cents and the options, never guest details nor the save flag', () => {
    expect(toSavedCardRequest(values, { campaignId: 4, rewardId: null })).toEqual({
      campaignId: 4,
      amount: 1999,
      anonymousDonation: true,
      coverFees: false,
      emailUpdates: true,
    });
  });

  it('adds the interval of a recurring gift and the reward when there is one', () => {
    expect(
      toSavedCardRequest(
        { ...values, amount: 50, donationType: 'recurring', interval: 'quarterly', coverFees: true },
        { campaignId: 4, rewardId: 2 },
      ),
    ).toEqual({
      campaignId: 4,
      amount: 5000,
      interval: 'quarterly',
      anonymousDonation: true,
      coverFees: true,
      emailUpdates: true,
      rewardId: 2,
    });
  });

  it('drops a stale interval from a one-time gift', () => {
    expect(
      toSavedCardRequest({ ...values, interval: 'monthly' }, { campaignId: 4, rewardId: null }),
    ).not.toHaveProperty('interval');
  });
});
