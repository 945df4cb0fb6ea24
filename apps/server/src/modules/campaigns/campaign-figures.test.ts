import { describe, expect, it } from 'vitest';
import { daysLeft, percentComplete } from './campaign-figures';

const at = (iso: string) => new Date(iso);

describe('daysLeft', () => {
  it('is null without an end date', () => {
    expect(daysLeft(null)).toBeNull();
  });

  it('is 0 for a campaign ending later today, even one minute before midnight', () => {
    expect(daysLeft(at('2026-03-10T23:59:00Z'), at('2026-03-10T00:01:00Z'))).toBe(0);
    expect(daysLeft(at('2026-03-10T23:59:59Z'), at('2026-03-10T23:59:00Z'))).toBe(0);
  });

  it('counts calendar days across midnight', () => {
    expect(daysLeft(at('2026-03-11T00:00:01Z'), at('2026-03-10T23:59:59Z'))).toBe(1);
    expect(daysLeft(at('2026-03-20T12:00:00Z'), at('2026-03-10T18:00:00Z'))).toBe(10);
  });

  it('is negative as soon as the end has passed, never 0', () => {
    expect(daysLeft(at('2026-03-10T10:00:00Z'), at('2026-03-10T10:00:01Z'))).toBe(-1);
    expect(daysLeft(at('2026-03-07T10:00:00Z'), at('2026-03-10T10:00:01Z'))).toBe(-4);
  });
});

describe('percentComplete', () => {
  it('rounds down and is not capped', () => {
    expect(percentComplete(9_960, 10_000)).toBe(99);
    expect(percentComplete(10_000, 10_000)).toBe(100);
    expect(percentComplete(25_000, 10_000)).toBe(250);
    expect(percentComplete(0, 10_000)).toBe(0);
  });
});
