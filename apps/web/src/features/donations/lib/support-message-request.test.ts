import { describe, expect, it } from 'vitest';
import { donationFormSchema, SUPPORT_MESSAGE_MAX, supportMessageMessages } from '@causeway/contracts';
import { toIntentRequest, type DonationFormValues } from './donation-form';
import { toSavedCardRequest } from './saved-cards';
import { supportMessageRequest } from './support-message-request';

const values = {
  amount: 25,
  donationType: 'one_time',
  anonymousDonation: false,
  savePaymentMethod: false,
  coverFees: false,
  emailUpdates: false,
  supportShowName: true,
  supportShowAmount: false,
} as DonationFormValues;

describe('supportMessageRequest', () => {
  it('sends nothing for an empty or blank message', () => {
    expect(supportMessageRequest({})).toEqual({});
    expect(supportMessageRequest({ supportMessage: '  \n ', supportShowAmount: true })).toEqual({});
  });

  it("sends the trimmed text with the donor's two choices", () => {
    expect(
      supportMessageRequest({
        supportMessage: ' Go team!\nSee you there ',
        supportShowName: false,
        supportShowAmount: true,
      }),
    ).toEqual({ supportMessage: { body: 'Go team!\nSee you there', showName: false, showAmount: true } });
  });

  it('is carried by the intent request and by the saved-card request', () => {
    const withMessage = { ...values, supportMessage: 'Keep going', supportShowAmount: true };
    const expected = { body: 'Keep going', showName: true, showAmount: true };
    expect(toIntentRequest(withMessage, { campaignId: 4, signedIn: true, rewardId: null }).supportMessage).toEqual(
      expected,
    );
    expect(toSavedCardRequest(withMessage, { campaignId: 4, rewardId: null }).supportMessage).toEqual(expected);
    expect(toIntentRequest(values, { campaignId: 4, signedIn: true, rewardId: null })).not.toHaveProperty(
      'supportMessage',
    );
  });
});

describe('donationFormSchema: words of support', () => {
  const form = { amount: 25, donationType: 'one_time' };
  it(`takes ${SUPPORT_MESSAGE_MAX} characters and refuses ${SUPPORT_MESSAGE_MAX + 1} with its message`, () => {
    expect(donationFormSchema.safeParse({ ...form, supportMessage: 'x'.repeat(SUPPORT_MESSAGE_MAX) }).success).toBe(
      true,
    );
    const long = donationFormSchema.safeParse({ ...form, supportMessage: 'x'.repeat(SUPPORT_MESSAGE_MAX + 1) });
    expect(long.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
      'supportMessage',
      supportMessageMessages.tooLong,
    ]);
  });

  it('shows the name and hides the amount unless the donor says otherwise', () => {
    const parsed = donationFormSchema.parse(form);
    expect([parsed.supportShowName, parsed.supportShowAmount]).toEqual([true, false]);
  });
});
