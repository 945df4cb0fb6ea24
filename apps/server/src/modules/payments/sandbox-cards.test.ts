import { describe, expect, it } from 'vitest';
import { cardMessages, checkCard, passesLuhn } from './sandbox-cards';

const now = new Date('2026-06-15T00:00:00Z');
const card = (number: string, expMonth = 12, expYear = 2030) => checkCard({ number, expMonth, expYear }, now);

describe('sandbox test cards', () => {
  it('follows Stripe’s test cards', () => {
    expect(card('4242424242424242')).toMatchObject({ ok: true, behaviour: 'succeed', brand: 'visa', last4: '4242' });
    expect(card('4000000000000002')).toMatchObject({ ok: true, behaviour: 'decline' });
    expect(card('4000000000009995')).toMatchObject({ ok: true, behaviour: 'insufficient_funds' });
    expect(card('4000002500003155')).toMatchObject({ ok: true, behaviour: 'authenticate' });
  });

  it('refuses a mistyped number, an expired card and a real card', () => {
    expect(card('4242424242424241')).toEqual({ ok: false, message: cardMessages.invalidNumber, declines: false });
    expect(card('4242424242424242', 5, 2026)).toMatchObject({ ok: false, message: cardMessages.expired });
    expect(card('4242424242424242', 6, 2026)).toMatchObject({ ok: true });
    expect(card('4111111111111111')).toMatchObject({ ok: false, message: cardMessages.notATestCard });
  });

  it('implements the Luhn check', () => {
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('378282246310006')).toBe(false);
  });
});
