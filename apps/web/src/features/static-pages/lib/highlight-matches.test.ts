import { describe, expect, it } from 'vitest';
import { highlightMatches } from './highlight-matches';

describe('highlightMatches', () => {
  it('returns the whole text unmarked when nothing matches', () => {
    expect(highlightMatches('Monthly gifts', [])).toEqual([{ text: 'Monthly gifts', match: false }]);
    expect(highlightMatches('Monthly gifts', ['yearly'])).toEqual([{ text: 'Monthly gifts', match: false }]);
  });

  it('marks every occurrence and keeps the original letter case', () => {
    expect(highlightMatches('Fees: a fee per FEE', ['fee'])).toEqual([
      { text: 'Fee', match: true },
      { text: 's: a ', match: false },
      { text: 'fee', match: true },
      { text: ' per ', match: false },
      { text: 'FEE', match: true },
    ]);
  });

  it('merges overlapping and touching terms into one mark', () => {
    expect(highlightMatches('quarterly', ['quarter', 'terly'])).toEqual([{ text: 'quarterly', match: true }]);
    expect(highlightMatches('ab cd', ['ab', ' cd'])).toEqual([{ text: 'ab cd', match: true }]);
  });

  it('finds a straight apostrophe in curly text', () => {
    expect(highlightMatches('We don’t store cards', ["don't"])).toEqual([
      { text: 'We ', match: false },
      { text: 'don’t', match: true },
      { text: ' store cards', match: false },
    ]);
  });

  it('returns no segments for empty text', () => {
    expect(highlightMatches('', ['a'])).toEqual([]);
  });
});
