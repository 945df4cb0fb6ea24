/** Card brands as the payment provider spells them ('amex'), in the words on the card. */
/* eslint-disable lingui/no-unlocalized-strings -- brand names, the same in every language */
const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** 'visa' → 'Visa'; undefined for a brand we have no name for (each caller says what to show then). */
export function knownCardBrandName(brand: string): string | undefined {
  return brandNames[brand.toLowerCase()];
}
