import type { PaymentMethod } from '@causeway/contracts';

/** A card is good through the last day of its expiry month, as card networks count it. */
export function isCardExpired(card: Pick<PaymentMethod, 'expiryMonth' | 'expiryYear'>, now = new Date()): boolean {
  return card.expiryYear * 12 + card.expiryMonth < now.getFullYear() * 12 + now.getMonth() + 1;
}
