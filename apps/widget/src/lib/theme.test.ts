import { describe, expect, it } from 'vitest';
import { readableOn } from './theme';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const channel = (i: number) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('the donate button’s text colour', () => {
  it('reaches 4.5:1 on any primary colour an administrator may pick', () => {
    const steps = ['00', '33', '66', '77', '88', '99', 'cc', 'ff'];
    for (const r of steps)
      for (const g of steps)
        for (const b of steps) {
          const primary = `#${r}${g}${b}`;
          expect(contrast(primary, readableOn(primary)), primary).toBeGreaterThanOrEqual(4.5);
        }
  });

  it('reads the three-digit form as its six-digit one', () => {
    expect(readableOn('#fff')).toBe('#000000');
    expect(readableOn('#000')).toBe('#FFFFFF');
    expect(readableOn('#f60')).toBe(readableOn('#ff6600'));
  });
});
