import { describe, expect, it } from 'vitest';
import { formatGrowth } from './growth';

describe('formatGrowth', () => {
  it('signs a rise with a plus and one decimal', () => {
    expect(formatGrowth(12.5)).toEqual({ text: '+12.5%', trend: 'up' });
    expect(formatGrowth(300)).toEqual({ text: '+300.0%', trend: 'up' });
  });

  it('signs a fall with a minus sign, not a hyphen', () => {
    expect(formatGrowth(-3)).toEqual({ text: '\u22123.0%', trend: 'down' });
  });

  it('shows no direction for zero or a change that rounds to zero', () => {
    expect(formatGrowth(0)).toEqual({ text: '0.0%', trend: 'flat' });
    expect(formatGrowth(-0.04)).toEqual({ text: '0.0%', trend: 'flat' });
  });

  it('has no figure when there was nothing to compare with', () => {
    expect(formatGrowth(null)).toBeNull();
    expect(formatGrowth(Number.NaN)).toBeNull();
  });
});
