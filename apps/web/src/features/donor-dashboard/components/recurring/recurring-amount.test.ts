import { describe, expect, it } from 'vitest';
import { changeAmountFormSchema } from './recurring-amount';

const read = (amount: string) => {
  const result = changeAmountFormSchema.safeParse({ amount });
  return result.success ? { cents: result.data.amount } : { error: result.error.issues[0]?.message };
};

describe('the change-amount form', () => {
  it('reads dollars and cents as people type them', () => {
    expect(read('25')).toEqual({ cents: 2500 });
    expect(read(' 25.5 ')).toEqual({ cents: 2550 });
    expect(read('$40.05')).toEqual({ cents: 4005 });
    expect(read('1,250.00')).toEqual({ cents: 125_000 });
    expect(read('12.')).toEqual({ cents: 1200 });
  });

  it('keeps to the donation bounds with their messages', () => {
    expect(read('1')).toEqual({ cents: 100 });
    expect(read('100000')).toEqual({ cents: 10_000_000 });
    expect(read('0.99')).toEqual({ error: 'Minimum donation amount is $1' });
    expect(read('0')).toEqual({ error: 'Minimum donation amount is $1' });
    expect(read('100000.01')).toEqual({ error: 'Maximum donation amount is $100,000' });
  });

  it('refuses anything that is not an amount of dollars and cents', () => {
    for (const text of ['', 'abc', '-5', '1e3', '10.999', '12,34', '5 dollars', '.']) {
      expect(read(text), text).toEqual({ error: 'Please enter a valid amount' });
    }
  });
});
