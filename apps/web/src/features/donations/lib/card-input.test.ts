import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cardErrors,
  cvcLength,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  passesLuhn,
  sandboxCardFormSchema,
  toSandboxCard,
  validateCard,
} from './card-input';

const now = new Date(2026, 4, 15); // May 2026
const good = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };

describe('formatCardNumber', () => {
  it('groups digits by four as they are typed', () => {
    expect(formatCardNumber('4')).toBe('4');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  });

  it('drops anything that is not a digit, including pasted spaces and dashes', () => {
    expect(formatCardNumber('4000-0025 0000 3155')).toBe('4000 0025 0000 3155');
    expect(formatCardNumber('abcd')).toBe('');
  });

  it('stops at 19 digits', () => {
    expect(formatCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
  });

  it('groups American Express numbers 4-6-5 and stops at 15 digits', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782822463100059')).toBe('3782 822463 10005');
    expect(formatCardNumber('37828')).toBe('3782 8');
  });
});

describe('formatExpiry', () => {
  it('adds the separator once the year starts', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12 / 2');
    expect(formatExpiry('1228')).toBe('12 / 28');
    expect(formatExpiry('12 / 289')).toBe('12 / 28');
  });

  it('pads a month that can only be one digit', () => {
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('428')).toBe('04 / 28');
  });

  it('lets the donor delete back over the separator', () => {
    expect(formatExpiry('12 / ')).toBe('12');
    expect(formatExpiry('12 /')).toBe('12');
  });

  it('parses month and four-digit year', () => {
    expect(parseExpiry('04 / 28')).toEqual({ month: 4, year: 2028 });
    expect(parseExpiry('04 / 2')).toBeNull();
  });
});

describe('validateCard', () => {
  it('accepts a complete test card', () => {
    expect(validateCard(good, now)).toEqual({});
    expect(toSandboxCard(good)).toEqual({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' });
  });

  it('says a short number is incomplete and a wrong one invalid', () => {
    expect(validateCard({ ...good, number: '4242 4242' }, now).number).toBe(cardErrors.numberIncomplete);
    expect(validateCard({ ...good, number: '' }, now).number).toBe(cardErrors.numberIncomplete);
    expect(validateCard({ ...good, number: '4242 4242 4242 4241' }, now).number).toBe(cardErrors.numberInvalid);
  });

  it('checks the expiry date', () => {
    expect(validateCard({ ...good, expiry: '12' }, now).expiry).toBe(cardErrors.expiryIncomplete);
    expect(validateCard({ ...good, expiry: '13 / 30' }, now).expiry).toBe(cardErrors.expiryMonthInvalid);
    expect(validateCard({ ...good, expiry: '04 / 26' }, now).expiry).toBe(cardErrors.expiryPast);
    expect(validateCard({ ...good, expiry: '05 / 26' }, now).expiry).toBeUndefined();
  });

  it('wants three security digits, four for American Express', () => {
    expect(validateCard({ ...good, cvc: '12' }, now).cvc).toBe(cardErrors.cvcIncomplete);
    expect(cvcLength('3782 822463 10005')).toBe(4);
    expect(validateCard({ number: '3782 822463 10005', expiry: '12 / 30', cvc: '123' }, now).cvc).toBe(
      cardErrors.cvcIncomplete,
    );
    expect(validateCard({ number: '3782 822463 10005', expiry: '12 / 30', cvc: '1234' }, now)).toEqual({});
  });

  it('knows the Luhn checksum of the test cards', () => {
    for (const number of ['4242424242424242', '4000000000000002', '4000000000009995', '4000002500003155']) {
      expect(passesLuhn(number)).toBe(true);
    }
    expect(passesLuhn('4242424242424241')).toBe(false);
  });
});

describe('sandboxCardFormSchema', () => {
  afterEach(() => vi.useRealTimers());

  const messages = (card: typeof good) => {
    const result = sandboxCardFormSchema.safeParse(card);
    // Each issue's message is its error's id (the form shows it in the page's language: cardErrorText).
    const error = (id: string) => Object.values(cardErrors).find((candidate) => candidate.id === id) ?? id;
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], error(issue.message)]));
  };

  it('reads a valid card into what is sent', () => {
    expect(sandboxCardFormSchema.parse({ number: '3782 822463 10005', expiry: '04 / 31', cvc: '1234' })).toEqual({
      number: '378282246310005',
      expMonth: 4,
      expYear: 2031,
      cvc: '1234',
    });
  });

  it("puts each of validateCard's messages on its own field, all at once", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    expect(messages({ number: '4242', expiry: '12', cvc: '1' })).toEqual({
      number: cardErrors.numberIncomplete,
      expiry: cardErrors.expiryIncomplete,
      cvc: cardErrors.cvcIncomplete,
    });
    expect(messages({ ...good, number: '4242 4242 4242 4241', expiry: '13 / 30' })).toEqual({
      number: cardErrors.numberInvalid,
      expiry: cardErrors.expiryMonthInvalid,
    });
    expect(messages({ ...good, expiry: '04 / 26' })).toEqual({ expiry: cardErrors.expiryPast });
    expect(messages({ ...good, expiry: '05 / 26' })).toEqual({});
  });
});
