import { english } from '@/test/render';
import { describe, expect, it } from 'vitest';
import {
  defaultListingState,
  hasActiveFilters,
  listingSearch,
  pageCount,
  pageWindow,
  parseListingParams,
  resultCountText,
  withListingChange,
} from './listing-params';

const parse = (query: string) => parseListingParams(new URLSearchParams(query));

describe('parseListingParams', () => {
  it('reads every filter from the URL', () => {
    expect(parse('q=water&category=environment&sort=most_raised&page=3')).toEqual({
      q: 'water',
      category: 'environment',
      sort: 'most_raised',
      page: 3,
    });
  });

  it('uses the defaults for a plain listing', () => {
    expect(parse('')).toEqual(defaultListingState);
  });

  it('falls back to defaults for unknown or malformed values', () => {
    expect(parse('category=space&sort=random&page=-2')).toEqual(defaultListingState);
    expect(parse('page=1.5')).toMatchObject({ page: 1 });
    expect(parse('page=abc')).toMatchObject({ page: 1 });
  });

  it('trims the search and keeps it within the server limit', () => {
    expect(parse('q=%20%20trees%20').q).toBe('trees');
    expect(parse(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('keeps the page within the offsets the server accepts', () => {
    expect(parse('page=999999').page).toBeLessThanOrEqual(Math.floor(100_000 / 12) + 1);
  });
});

describe('listingSearch', () => {
  it('leaves defaults out of the URL', () => {
    expect(listingSearch(defaultListingState).toString()).toBe('');
  });

  it('round-trips through parseListingParams', () => {
    const state = { q: 'clean water', category: 'humanitarian', sort: 'ending_soon', page: 2 } as const;
    expect(parseListingParams(listingSearch(state))).toEqual(state);
    expect(listingSearch(state).toString()).toBe('q=clean+water&category=humanitarian&sort=ending_soon&page=2');
  });
});

describe('withListingChange', () => {
  it('starts from the first page when a filter changes', () => {
    const state = { ...defaultListingState, page: 4 };
    expect(withListingChange(state, { sort: 'most_raised' })).toMatchObject({ sort: 'most_raised', page: 1 });
    expect(withListingChange(state, { q: 'trees' }).page).toBe(1);
  });

  it('keeps the other filters and an explicit page', () => {
    const state = { ...defaultListingState, q: 'trees' };
    expect(withListingChange(state, { page: 2 })).toMatchObject({ q: 'trees', page: 2 });
  });
});

describe('hasActiveFilters', () => {
  it('counts a search or a category, not the sort order', () => {
    expect(hasActiveFilters(defaultListingState)).toBe(false);
    expect(hasActiveFilters({ ...defaultListingState, sort: 'most_raised' })).toBe(false);
    expect(hasActiveFilters({ ...defaultListingState, q: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...defaultListingState, category: 'other' })).toBe(true);
  });
});

describe('paging', () => {
  it('counts pages of 12, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
  });

  it('shows the first, last and neighbouring pages with gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 12)).toEqual([1, null, 4, 5, 6, null, 12]);
    expect(pageWindow(1, 12)).toEqual([1, 2, null, 12]);
  });
});

describe('resultCountText', () => {
  it('reads naturally for none, one and many', () => {
    expect(resultCountText(0, english)).toBe('No campaigns');
    expect(resultCountText(1, english)).toBe('1 campaign');
    expect(resultCountText(12, english)).toBe('12 campaigns');
    expect(resultCountText(1234, english)).toBe('1,234 campaigns');
  });
});
