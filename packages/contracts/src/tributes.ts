// "Dedicate this gift" (issue 24, item 1): the words the donation form, the recipient's card, the receipt, the
// donor's history and the ledger share. Zod-free (the rules and messages are in gift-extras.ts).
import type { TributeKind } from './gift-extras';

export const tributeKindLabels: Record<TributeKind, string> = {
  honour: 'In honour of',
  memory: 'In memory of',
};

export const tributeFieldLabels = {
  dedicate: 'Dedicate this gift',
  dedicateDescription: 'In honour or in memory of someone, with an e-mail card to a person you choose if you like.',
  kind: 'This gift is',
  honoreeName: 'Their name',
  recipientName: "Recipient's name (optional)",
  recipientEmail: "Recipient's e-mail (optional)",
  recipientHint: 'We will e-mail them a card about your gift once it goes through.',
  message: 'A short message for the card (optional)',
  showAmount: 'Show the amount',
  showAmountDescription: 'The card says how much you gave. Otherwise it never mentions the amount.',
} as const;

/** The receipt's, history's and ledger's label for the column or line: "Dedication". */
export const DEDICATION_LABEL = 'Dedication';

/** 'In memory of Jane Doe': the dedication in one line. */
export function dedicationText(tribute: { kind: TributeKind; honoreeName: string }): string {
  return `${tributeKindLabels[tribute.kind]} ${tribute.honoreeName}`;
}
