// Issue 24: what a donor may add to a gift (a dedication, words of support) and where the gift came from.
// Zod-free: the constants, labels and messages the pages need without loading zod.

export const tributeKinds = ['honour', 'memory'] as const;
export type TributeKind = (typeof tributeKinds)[number];

export const TRIBUTE_NAME_MAX = 120;
export const TRIBUTE_MESSAGE_MAX = 500;
export const SUPPORT_MESSAGE_MAX = 280;
/** A source value (utm_*, a host) is stored trimmed to this length: enough for any real value, bounded for abuse. */
export const SOURCE_VALUE_MAX = 120;

export const tributeMessages = {
  kindRequired: 'Please choose "In honour of" or "In memory of"',
  honoreeRequired: 'Please enter the name of the person you are dedicating this gift to',
  honoreeTooLong: `The name must be ${TRIBUTE_NAME_MAX} characters or fewer`,
  recipientNameTooLong: `The recipient's name must be ${TRIBUTE_NAME_MAX} characters or fewer`,
  recipientEmailInvalid: 'Please enter a valid e-mail address for the recipient',
  messageTooLong: `The message must be ${TRIBUTE_MESSAGE_MAX} characters or fewer`,
} as const;

export const supportMessageMessages = {
  tooLong: `Words of support must be ${SUPPORT_MESSAGE_MAX} characters or fewer`,
} as const;

/**
 * Text a donor typed that others will read (an e-mail card, a campaign page): control characters other than line
 * breaks and tabs are dropped, runs of blank lines collapsed and the ends trimmed. HTML is never interpreted: it is
 * escaped wherever it is shown.
 */
export function cleanDonorText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
