import { donationFormSchema, tributeMessages, TRIBUTE_MESSAGE_MAX, TRIBUTE_NAME_MAX } from '@causeway/contracts';
import { describe, expect, it } from 'vitest';
import { toIntentRequest } from './donation-form';
import { toSavedCardRequest } from './saved-cards';
import { tributeRequest } from './tribute-request';

const base = { amount: 25, donationType: 'one_time' as const };

describe('tributeRequest', () => {
  it('sends nothing unless "Dedicate this gift" is ticked', () => {
    expect(tributeRequest({ dedicate: false, tribute: { kind: 'memory', honoreeName: 'Jane' } })).toEqual({});
    expect(tributeRequest({})).toEqual({});
  });

  it('sends the dedication trimmed, blanks as none, the amount hidden unless ticked', () => {
    expect(
      tributeRequest({
        dedicate: true,
        tribute: { kind: 'memory', honoreeName: ' Jane Doe ', recipientName: ' ', recipientEmail: '', message: ' Hi ' },
      }),
    ).toEqual({
      tribute: {
        kind: 'memory',
        honoreeName: 'Jane Doe',
        recipientName: null,
        recipientEmail: null,
        message: 'Hi',
        showAmount: false,
      },
    });
  });

  it('is carried by the intent request and the saved-card request alike', () => {
    const values = donationFormSchema.parse({
      ...base,
      dedicate: true,
      tribute: { kind: 'honour', honoreeName: 'Sam', recipientEmail: 'sam@example.com', showAmount: true },
    });
    const expected = {
      kind: 'honour',
      honoreeName: 'Sam',
      recipientName: null,
      recipientEmail: 'sam@example.com',
      message: null,
      showAmount: true,
    };
    expect(toIntentRequest(values, { campaignId: 1, signedIn: false, rewardId: null }).tribute).toEqual(expected);
    expect(toSavedCardRequest(values, { campaignId: 1, rewardId: null }).tribute).toEqual(expected);
  });
});

describe('the form schema with a dedication', () => {
  const errorsOf = (tribute: Record<string, unknown>, dedicate = true) => {
    const result = donationFormSchema.safeParse({ ...base, dedicate, tribute });
    return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
  };

  it("shows the server's messages, field by field, only when ticked", () => {
    expect(errorsOf({ honoreeName: '' }, false)).toEqual({});
    expect(errorsOf({})).toMatchObject({
      'tribute.kind': tributeMessages.kindRequired,
      'tribute.honoreeName': tributeMessages.honoreeRequired,
    });
    expect(
      errorsOf({
        kind: 'memory',
        honoreeName: 'x'.repeat(TRIBUTE_NAME_MAX + 1),
        recipientName: 'y'.repeat(TRIBUTE_NAME_MAX + 1),
        recipientEmail: 'nope',
        message: 'z'.repeat(TRIBUTE_MESSAGE_MAX + 1),
      }),
    ).toEqual({
      'tribute.honoreeName': tributeMessages.honoreeTooLong,
      'tribute.recipientName': tributeMessages.recipientNameTooLong,
      'tribute.recipientEmail': tributeMessages.recipientEmailInvalid,
      'tribute.message': tributeMessages.messageTooLong,
    });
    expect(errorsOf({ kind: 'honour', honoreeName: 'Jane' })).toEqual({});
  });
});
