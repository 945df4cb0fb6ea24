import { describe, expect, it } from 'vitest';
import {
  coverFee,
  currencyBounds,
  currencyCodes,
  currencyOf,
  currencyRules,
  PROVIDER_MAXIMUM_MINOR,
  processingFee,
  toMajorUnits,
  toMinorUnits,
} from './currencies';
import { campaignFormMessages } from './campaign-admin';
import { donationMessages } from './donations';
import { centsToDecimal, formatAmount, formatCurrency } from './format';

/** What Intl prints for `major` units of the currency in the locale, with the currency's own decimals. */
const intl = (locale: string, code: string, major: number, decimals: number) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: code.toUpperCase(),
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(major);

describe('every listed currency', () => {
  it('is the issue’s fifteen, each with rules', () => {
    expect([...currencyCodes].sort()).toEqual(
      ['usd', 'eur', 'gbp', 'cad', 'aud', 'chf', 'sek', 'nok', 'dkk', 'nzd', 'mxn', 'brl', 'inr', 'jpy', 'krw'].sort(),
    );
    for (const code of currencyCodes) expect(currencyRules[code], code).toBeDefined();
  });

  it('formats minor units as Intl.NumberFormat does, in English and Spanish', () => {
    for (const code of currencyCodes) {
      const decimals = currencyRules[code].decimals;
      for (const minor of [0, 1, 50, 2550, 123_456_789, -1999]) {
        const major = minor / 10 ** decimals;
        for (const locale of ['en-US', 'es']) {
          expect(formatCurrency(minor, { currency: code, locale }), `${code} ${locale} ${minor}`).toBe(
            intl(locale, code, major, decimals),
          );
        }
      }
    }
  });

  it('writes the familiar forms', () => {
    expect(formatCurrency(2550, { currency: 'eur' })).toBe('€25.50');
    expect(formatCurrency(2550, { currency: 'gbp' })).toBe('£25.50');
    expect(formatCurrency(2550, { currency: 'cad' })).toBe('CA$25.50');
    expect(formatCurrency(2550, { currency: 'chf' })).toBe('CHF\u00a025.50');
    expect(formatCurrency(2550, { currency: 'sek' })).toBe('SEK\u00a025.50');
    expect(formatCurrency(2550, { currency: 'inr' })).toBe('₹25.50');
    expect(formatCurrency(2550, { currency: 'eur', locale: 'es' })).toBe('25,50\u00a0€');
    expect(formatCurrency(123_456_78, { currency: 'eur', locale: 'es' })).toBe('123.456,78\u00a0€');
  });
});

describe('zero-decimal currencies (JPY, KRW)', () => {
  it('are never divided by 100: 500 is ¥500 and ₩500', () => {
    expect(formatCurrency(500, { currency: 'jpy' })).toBe('¥500');
    expect(formatCurrency(500, { currency: 'krw' })).toBe('₩500');
    expect(formatAmount(1_234_567, 'jpy')).toBe('¥1,234,567');
    expect(formatAmount(500, 'jpy', 'es')).toBe(intl('es', 'jpy', 500, 0));
    expect(centsToDecimal(500, 'jpy')).toBe('500');
    expect(toMinorUnits(500, 'jpy')).toBe(500);
    expect(toMajorUnits(500, 'krw')).toBe(500);
  });

  it('have whole-unit bounds and presets', () => {
    expect(currencyBounds('jpy')).toEqual({
      minDonation: 100,
      maxDonation: 10_000_000,
      minGoal: 10_000,
      maxGoal: 10_000_000_000,
      presets: [100, 500, 2_500, 5_000],
      defaultAmount: 500,
    });
    // ₩100,000,000 would be nine digits: the provider's eight-digit ceiling holds.
    expect(currencyBounds('krw').maxDonation).toBe(PROVIDER_MAXIMUM_MINOR);
  });
});

describe('bounds', () => {
  it('are exactly the spec’s in US dollars', () => {
    expect(currencyBounds('usd')).toEqual({
      minDonation: 100,
      maxDonation: 10_000_000,
      minGoal: 10_000,
      maxGoal: 10_000_000_000,
      presets: [1, 5, 25, 50],
      defaultAmount: 5,
    });
  });

  it('never go below the provider’s minimum charge nor above its eight digits', () => {
    for (const code of currencyCodes) {
      const bounds = currencyBounds(code);
      expect(bounds.minDonation, code).toBeGreaterThanOrEqual(currencyRules[code].providerMinimum);
      expect(bounds.maxDonation, code).toBeLessThanOrEqual(PROVIDER_MAXIMUM_MINOR);
      expect(bounds.minGoal, code).toBeGreaterThan(bounds.minDonation);
      expect(toMinorUnits(bounds.presets[0]!, code), code).toBeGreaterThanOrEqual(bounds.minDonation);
    }
    expect(currencyBounds('sek').minDonation).toBe(1_000);
    expect(currencyBounds('inr').maxDonation).toBe(PROVIDER_MAXIMUM_MINOR);
  });

  it('read an unknown or upper-case code as the table’s key', () => {
    expect(currencyOf('EUR')).toBe('eur');
    expect(currencyOf('xyz')).toBe('usd');
    expect(currencyOf(null)).toBe('usd');
  });
});

describe('messages in the campaign’s currency', () => {
  it('read exactly as the spec’s in US dollars', () => {
    expect(donationMessages.amountMinOf('usd')).toBe(donationMessages.amountMin);
    expect(donationMessages.amountMaxOf('usd')).toBe(donationMessages.amountMax);
    expect(campaignFormMessages.goalMinOf('usd')).toBe(campaignFormMessages.goalMin);
    expect(campaignFormMessages.goalMaxOf('usd')).toBe(campaignFormMessages.goalMax);
  });

  it('name the bound in the currency', () => {
    expect(donationMessages.amountMinOf('jpy')).toBe('Minimum donation amount is ¥100');
    expect(donationMessages.amountMinOf('eur')).toBe('Minimum donation amount is €1');
    expect(campaignFormMessages.goalMinOf('sek')).toBe('Goal amount must be at least SEK\u00a01,000');
  });
});

describe('fees per currency', () => {
  it('keeps the spec’s US rate: 2.9% + 30¢', () => {
    expect(processingFee(10_000, 'usd')).toBe(320);
    expect(coverFee(2_500, 'usd')).toBe(106);
  });

  it('uses each currency’s own rate, and yen have no fraction to round', () => {
    expect(processingFee(10_000, 'eur')).toBe(175);
    expect(processingFee(10_000, 'jpy')).toBe(360);
  });

  it('covers the fee exactly: the smallest total that nets the gift, in every currency', () => {
    for (const code of currencyCodes) {
      for (const amount of [currencyBounds(code).minDonation, 2_500, 12_345, 1_000_000]) {
        const total = amount + coverFee(amount, code);
        expect(total - processingFee(total, code), `${code} ${amount}`).toBeGreaterThanOrEqual(amount);
        expect(total - 1 - processingFee(total - 1, code), `${code} ${amount}`).toBeLessThan(amount);
      }
    }
  });
});
