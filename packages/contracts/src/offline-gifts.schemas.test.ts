import { describe, expect, it } from 'vitest';
import { donationMessages } from './donations';
import { offlineGiftFormSchema, type OfflineGiftForm } from './offline-gifts.schemas';

const form = (amount: number, currency: OfflineGiftForm['currency']): OfflineGiftForm => ({
  campaignId: '7',
  amount,
  currency,
  method: 'cheque',
  receivedOn: '2026-03-14',
  donorMode: 'existing',
  userId: 12,
  email: '',
  firstName: '',
  lastName: '',
  note: '',
  anonymous: false,
  sendReceipt: true,
});

/** The amount's message, or null when the form is valid. */
const amountMessage = (amount: number, currency: OfflineGiftForm['currency']) => {
  const result = offlineGiftFormSchema.safeParse(form(amount, currency));
  return result.success ? null : (result.error.issues.find((i) => i.path[0] === 'amount')?.message ?? null);
};

describe("the offline gift form's amount, in the campaign's currency (issue 26)", () => {
  it('keeps the US-dollar bounds and messages', () => {
    expect(amountMessage(0.99, 'usd')).toBe(donationMessages.amountMin);
    expect(amountMessage(100_000.01, 'usd')).toBe(donationMessages.amountMax);
    expect(amountMessage(250.5, 'usd')).toBeNull();
  });

  it("checks another currency's bounds, and whole yen", () => {
    expect(amountMessage(0.99, 'eur')).toBe('Minimum donation amount is €1');
    expect(amountMessage(50, 'jpy')).toBe(donationMessages.amountMinOf('jpy'));
    expect(amountMessage(150_000, 'jpy')).toBeNull();
    expect(amountMessage(10_000_001, 'jpy')).toBe(donationMessages.amountMaxOf('jpy'));
    expect(amountMessage(1_250.5, 'jpy')).toBe(donationMessages.amountInvalid);
  });
});
