import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';

/**
 * The sandbox card form's formatting and first checks (Stripe's wording). The sandbox provider checks the card
 * again on the server; these only catch typing mistakes before a request is made.
 */

export type CardFields = { number: string; expiry: string; cvc: string };
export type CardErrors = Partial<Record<keyof CardFields, MessageDescriptor>>;

export const cardErrors = {
  numberIncomplete: msg`Your card number is incomplete.`,
  numberInvalid: msg`Your card number is invalid.`,
  expiryIncomplete: msg`Your card’s expiration date is incomplete.`,
  expiryMonthInvalid: msg`Your card’s expiration month is invalid.`,
  expiryPast: msg`Your card’s expiration date is in the past.`,
  cvcIncomplete: msg`Your card’s security code is incomplete.`,
} as const satisfies Record<string, MessageDescriptor>;

const cardErrorsById = new Map<string, MessageDescriptor>(Object.values(cardErrors).map((error) => [error.id, error]));

/**
 * A card field's message in the page's language. The form's messages are the errors' ids (a zod message is a
 * string); anything else is shown as it came.
 */
export function cardErrorText(i18n: I18n, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const descriptor = cardErrorsById.get(message);
  return descriptor ? i18n._(descriptor) : message;
}

const MAX_DIGITS = 19;

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** American Express numbers start with 34 or 37: 15 digits in 4-6-5 groups and a 4-digit security code. */
export function isAmex(digits: string): boolean {
  return /^3[47]/.test(digits);
}

/** '4242424242424242' → '4242 4242 4242 4242'; American Express as '3782 822463 10005'. */
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value).slice(0, isAmex(digitsOnly(value)) ? 15 : MAX_DIGITS);
  if (isAmex(digits)) {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * 'MM / YY' as the donor types: '1' stays '1', '4' becomes '04', '1228' becomes '12 / 28'. The separator appears
 * only once the year starts, so deleting back over it never gets stuck.
 */
export function formatExpiry(value: string): string {
  let digits = digitsOnly(value).slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** 'MM / YY' → month and four-digit year; null until both are typed. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const digits = digitsOnly(value);
  if (digits.length !== 4) return null;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function cvcLength(cardNumber: string): number {
  return isAmex(digitsOnly(cardNumber)) ? 4 : 3;
}

/** The first problem of each field, or an empty object when the card can be sent. */
export function validateCard(card: CardFields, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const number = digitsOnly(card.number);
  // A number that passes the checksum is complete (cards run from 12 to 19 digits); one that fails is still
  // being typed until it reaches the usual length (15 for American Express, 16 for the others).
  const usualLength = isAmex(number) ? 15 : 16;
  if (number.length < 12 || (!passesLuhn(number) && number.length < usualLength)) {
    errors.number = cardErrors.numberIncomplete;
  } else if (!passesLuhn(number)) {
    errors.number = cardErrors.numberInvalid;
  }

  const expiry = parseExpiry(card.expiry);
  if (!expiry) {
    errors.expiry = cardErrors.expiryIncomplete;
  } else if (expiry.month < 1 || expiry.month > 12) {
    errors.expiry = cardErrors.expiryMonthInvalid;
  } else if (expiry.year * 12 + expiry.month < now.getFullYear() * 12 + now.getMonth() + 1) {
    errors.expiry = cardErrors.expiryPast;
  }

  if (digitsOnly(card.cvc).length !== cvcLength(card.number)) errors.cvc = cardErrors.cvcIncomplete;
  return errors;
}

/** What POST /api/payments/sandbox/confirm takes. Call only after validateCard found nothing. */
export function toSandboxCard(card: CardFields): { number: string; expMonth: number; expYear: number; cvc: string } {
  const expiry = parseExpiry(card.expiry)!;
  return { number: digitsOnly(card.number), expMonth: expiry.month, expYear: expiry.year, cvc: digitsOnly(card.cvc) };
}

/**
 * The card fields as the form holds them, read into what is sent. validateCard stays the one place for the rules and
 * their wording: the CVC's length depends on the number, so the card is checked whole and each problem is put on
 * its own field. The transform runs only once nothing was found, which is what toSandboxCard needs.
 */
export const sandboxCardFormSchema = z
  .object({ number: z.string(), expiry: z.string(), cvc: z.string() })
  .superRefine((card, ctx) => {
    for (const [field, error] of Object.entries(validateCard(card))) {
      ctx.addIssue({ code: 'custom', path: [field], message: error.id });
    }
  })
  .transform(toSandboxCard);
