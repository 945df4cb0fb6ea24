import { describe, expect, it } from 'vitest';
import { listSearch, pageCount, parseListParams, withListChange } from './list-params';

describe('parseListParams', () => {
  it('reads the search, status and page', () => {
    expect(parseListParams(new URLSearchParams('q=water&status=draft&page=3'))).toEqual({
      q: 'water',
      status: 'draft',
      page: 3,
    });
  });

  it('falls back to the defaults for unusable values', () => {
    expect(parseListParams(new URLSearchParams('status=deleted&page=-2'))).toEqual({ q: '', status: null, page: 1 });
    expect(parseListParams(new URLSearchParams('page=1.5'))).toMatchObject({ page: 1 });
  });
});

describe('listSearch', () => {
  it('writes only what differs from the default', () => {
    expect(listSearch({ q: '', status: null, page: 1 }).toString()).toBe('');
    expect(listSearch({ q: 'clean water', status: 'active', page: 2 }).toString()).toBe(
      'q=clean+water&status=active&page=2',
    );
  });
});

describe('withListChange', () => {
  it('starts a new search or status from the first page', () => {
    const current = { q: 'a', status: null, page: 4 };
    expect(withListChange(current, { q: 'b' })).toEqual({ q: 'b', status: null, page: 1 });
    expect(withListChange(current, { status: 'paused' })).toEqual({ q: 'a', status: 'paused', page: 1 });
    expect(withListChange(current, { page: 5 })).toEqual({ q: 'a', status: null, page: 5 });
  });
});

describe('pageCount', () => {
  it('has at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});
