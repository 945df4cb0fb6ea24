import { english } from '@/test/render';
import { describe, expect, it } from 'vitest';
import {
  donorCountText,
  donorListSearch,
  donorPageCount,
  pageButtons,
  parseDonorListParams,
} from './donor-list-params';

describe('parseDonorListParams', () => {
  it('reads the search, the filter and the page from the URL', () => {
    expect(parseDonorListParams(new URLSearchParams('q=%20ada%20&filter=top&page=3'))).toEqual({
      q: 'ada',
      filter: 'top',
      page: 3,
    });
  });

  it('falls back to the defaults for anything unknown or malformed', () => {
    expect(parseDonorListParams(new URLSearchParams('filter=vip&page=-2'))).toEqual({ q: '', filter: 'all', page: 1 });
    expect(parseDonorListParams(new URLSearchParams('page=2.5')).page).toBe(1);
    expect(parseDonorListParams(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });
});

describe('donorListSearch', () => {
  it('leaves the defaults out of the URL', () => {
    expect(donorListSearch({ q: '', filter: 'all', page: 1 }).toString()).toBe('');
    expect(donorListSearch({ q: 'ada lovelace', filter: 'one-time', page: 2 }).toString()).toBe(
      'q=ada+lovelace&filter=one-time&page=2',
    );
  });
});

describe('pageButtons', () => {
  it('shows at most five pages with the current one in the middle where it can be', () => {
    expect(pageButtons(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(7, 12)).toEqual([5, 6, 7, 8, 9]);
    expect(pageButtons(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageButtons(11, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('shows every page when there are five or fewer', () => {
    expect(pageButtons(2, 2)).toEqual([1, 2]);
    expect(pageButtons(1, 1)).toEqual([1]);
  });
});

describe('donorPageCount and donorCountText', () => {
  it('counts pages of ten, with one page for an empty list', () => {
    expect(donorPageCount(0)).toBe(1);
    expect(donorPageCount(10)).toBe(1);
    expect(donorPageCount(11)).toBe(2);
  });

  it('words the total', () => {
    expect(donorCountText(0, english)).toBe('No donors');
    expect(donorCountText(1, english)).toBe('1 donor');
    expect(donorCountText(1234, english)).toBe('1,234 donors');
  });
});
