import { donationMessages } from '@causeway/contracts';
import { describe, expect, it } from 'vitest';
import { buildDonationSchema, giftSummary, toIntentRequest, type DonationFormValues } from './donation-form';

const base = {
  amount: 25,
  donationType: 'one_time' as const,
  anonymousDonation: false,
  savePaymentMethod: false,
  coverFees: false,
  emailUpdates: false,
  twoFactorSetupRequired: false,
  supportShowName: true,
  supportShowAmount: false,
  dedicate: false,
};
const guest = { guestFirstName: 'Ada', guestLastName: 'Lovelace', guestEmail: 'ada@example.org' };

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
}

describe('buildDonationSchema', () => {
  it('accepts a signed-in gift without guest details', () => {
    expect(buildDonationSchema({ guest: false, rewardMinimumCents: null }).safeParse(base).success).toBe(true);
  });

  it("asks a guest for names and e-mail with the spec's messages, alongside the amount's", () => {
    const result = buildDonationSchema({ guest: true, rewardMinimumCents: null }).safeParse({
      ...base,
      amount: 0.5,
      guestEmail: 'not-an-email',
    });
    expect(messages(result)).toEqual({
      amount: donationMessages.amountMin,
      guestEmail: donationMessages.emailInvalid,
      guestFirstName: donationMessages.firstNameRequired,
      guestLastName: donationMessages.lastNameRequired,
    });
  });

  it("refuses a gift below the chosen reward's minimum", () => {
    const schema = buildDonationSchema({ guest: false, rewardMinimumCents: 5000 });
    expect(messages(schema.safeParse({ ...base, amount: 49 }))).toEqual({
      amount: 'This reward needs a gift of at least $50.',
    });
    expect(schema.safeParse({ ...base, amount: 50 }).success).toBe(true);
  });

  it('says an empty amount is not a valid amount', () => {
    const schema = buildDonationSchema({ guest: false, rewardMinimumCents: null });
    expect(messages(schema.safeParse({ ...base, amount: Number.NaN }))).toEqual({
      amount: donationMessages.amountInvalid,
    });
  });
});

describe('giftSummary', () => {
  it('adds the exact processing fee when the donor covers it', () => {
    expect(giftSummary({ ...base, coverFees: true })).toEqual({
      amountCents: 2500,
      feeCents: 106,
      totalCents: 2606,
      donationType: 'one_time',
      interval: null,
    });
  });

  it('keeps the interval of a recurring gift only', () => {
    expect(giftSummary({ ...base, donationType: 'recurring', interval: 'yearly' })?.interval).toBe('yearly');
    expect(giftSummary({ ...base, interval: 'yearly' })?.interval).toBeNull();
  });

  it('is empty while the amount is not a number', () => {
    expect(giftSummary({ ...base, amount: Number.NaN })).toBeNull();
  });
});

describe('toIntentRequest', () => {
  const values: DonationFormValues = { ...base, ...guest, savePaymentMethod: true, anonymousDonation: true };

  it('sends cents and the guest details of a signed-out donor, never saving the card', () => {
    expect(toIntentRequest({ ...values, amount: 19.99 }, { campaignId: 4, signedIn: false, rewardId: null })).toEqual({
      campaignId: 4,
      amount: 1999,
      savePaymentMethod: false,
      anonymousDonation: true,
      coverFees: false,
      emailUpdates: false,
      ...guest,
    });
  });

  it('sends no guest details for a signed-in donor, and the reward and interval when there are', () => {
    expect(
      toIntentRequest(
        { ...values, donationType: 'recurring', interval: 'monthly', emailUpdates: true },
        { campaignId: 4, signedIn: true, rewardId: 9 },
      ),
    ).toEqual({
      campaignId: 4,
      amount: 2500,
      interval: 'monthly',
      savePaymentMethod: true,
      anonymousDonation: true,
      coverFees: false,
      emailUpdates: true,
      rewardId: 9,
    });
  });
});
