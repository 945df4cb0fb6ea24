import { describe, expect, it } from 'vitest';
import { centsToInput, parseDollarAmount } from './recurring-amount';

describe('parseDollarAmount', () => {
  it('turns dollars as typed into cents', () => {
    expect(parseDollarAmount('25')).toEqual({ cents: 2500 });
    expect(parseDollarAmount(' 25.5 ')).toEqual({ cents: 2550 });
    expect(parseDollarAmount('$40.05')).toEqual({ cents: 4005 });
    expect(parseDollarAmount('1,250.00')).toEqual({ cents: 125_000 });
    expect(parseDollarAmount('12.')).toEqual({ cents: 1200 });
  });

  it('keeps the donation bounds of $1 and $100,000 with the form wording', () => {
    expect(parseDollarAmount('1')).toEqual({ cents: 100 });
    expect(parseDollarAmount('100000')).toEqual({ cents: 10_000_000 });
    expect(parseDollarAmount('0.99')).toEqual({ error: 'Minimum donation amount is $1' });
    expect(parseDollarAmount('0')).toEqual({ error: 'Minimum donation amount is $1' });
    expect(parseDollarAmount('100000.01')).toEqual({ error: 'Maximum donation amount is $100,000' });
  });

  it('refuses anything that is not an amount of dollars and cents', () => {
    for (const text of ['', 'abc', '-5', '1e3', '10.999', '12,34', '5 dollars', '.']) {
      expect(parseDollarAmount(text), text).toEqual({ error: 'Please enter a valid amount' });
    }
  });
});

describe('centsToInput', () => {
  it('shows whole dollars without cents and other amounts with two decimals', () => {
    expect(centsToInput(2500)).toBe('25');
    expect(centsToInput(2550)).toBe('25.50');
    expect(centsToInput(101)).toBe('1.01');
  });
});
