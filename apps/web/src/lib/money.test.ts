import { describe, expect, it } from 'vitest';
import { amountCents, centsToDollars, dollarsParam, dollarsToCents } from './money';

describe('dollars and cents', () => {
  it('converts dollars to whole cents without floating-point drift', () => {
    expect(dollarsToCents(25)).toBe(2500);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(100_000)).toBe(10_000_000);
  });

  it('converts cents back to dollars', () => {
    expect(centsToDollars(2500)).toBe(25);
    expect(centsToDollars(1999)).toBe(19.99);
  });

  it('writes URL amounts as whole dollars unless there are cents', () => {
    expect(dollarsParam(2500)).toBe('25');
    expect(dollarsParam(2550)).toBe('25.50');
    expect(dollarsParam(101)).toBe('1.01');
  });

  it('reads the amount field only when it holds a positive number', () => {
    expect(amountCents(25)).toBe(2500);
    expect(amountCents(Number.NaN)).toBeNull();
    expect(amountCents(undefined)).toBeNull();
    expect(amountCents(0)).toBeNull();
    expect(amountCents(-5)).toBeNull();
  });
});
