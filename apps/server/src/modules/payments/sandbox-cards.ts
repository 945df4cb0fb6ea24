import { sandboxCardMessages } from '@causeway/contracts';

/** Stripe's documented test cards and what each does (DECISIONS.md, Payments). */
export type CardBehaviour = 'succeed' | 'decline' | 'insufficient_funds' | 'authenticate';

const testCards: Record<string, { behaviour: CardBehaviour; brand: string }> = {
  '4242424242424242': { behaviour: 'succeed', brand: 'visa' },
  '4000056655665556': { behaviour: 'succeed', brand: 'visa' },
  '5555555555554444': { behaviour: 'succeed', brand: 'mastercard' },
  '2223003122003222': { behaviour: 'succeed', brand: 'mastercard' },
  '378282246310005': { behaviour: 'succeed', brand: 'amex' },
  '6011111111111117': { behaviour: 'succeed', brand: 'discover' },
  '4000000000000002': { behaviour: 'decline', brand: 'visa' },
  '4000000000009995': { behaviour: 'insufficient_funds', brand: 'visa' },
  '4000002500003155': { behaviour: 'authenticate', brand: 'visa' },
  '4000002760003184': { behaviour: 'authenticate', brand: 'visa' },
};

export const cardMessages = sandboxCardMessages;

export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardCheck =
  | { ok: true; behaviour: CardBehaviour; brand: string; last4: string }
  | { ok: false; message: string; declines: boolean };

/** What the sandbox does with a card: reject bad input, decline real cards, else follow the test card. */
export function checkCard(card: { number: string; expMonth: number; expYear: number }, now = new Date()): CardCheck {
  if (!passesLuhn(card.number)) return { ok: false, message: cardMessages.invalidNumber, declines: false };
  const expiresAfter = Date.UTC(card.expYear, card.expMonth, 1);
  if (expiresAfter <= now.getTime()) return { ok: false, message: cardMessages.expired, declines: true };
  const known = testCards[card.number];
  if (!known) return { ok: false, message: cardMessages.notATestCard, declines: true };
  return { ok: true, ...known, last4: card.number.slice(-4) };
}
