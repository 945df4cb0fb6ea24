import { describe, expect, it } from 'vitest';
import { errorListSearch, isFiltered, parseErrorListParams } from './error-list-params';
import { english } from '@/test/render';
import { timeAgo } from './error-time';

describe('error list params', () => {
  it('reads level, status and page from the URL, falling back to open errors of any level', () => {
    expect(parseErrorListParams(new URLSearchParams('level=critical&status=resolved&page=3'))).toEqual({
      level: 'critical',
      status: 'resolved',
      page: 3,
    });
    expect(parseErrorListParams(new URLSearchParams('level=fatal&status=closed&page=-2'))).toEqual({
      level: null,
      status: 'open',
      page: 1,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(errorListSearch({ level: null, status: 'open', page: 1 }).toString()).toBe('');
    expect(errorListSearch({ level: 'warning', status: 'all', page: 2 }).toString()).toBe(
      'level=warning&status=all&page=2',
    );
    expect(isFiltered({ level: null, status: 'open', page: 4 })).toBe(false);
    expect(isFiltered({ level: null, status: 'all', page: 1 })).toBe(true);
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2026-05-20T12:00:00Z');
  it.each([
    ['2026-05-20T11:59:30Z', 'just now'],
    ['2026-05-20T11:55:00Z', '5 minutes ago'],
    ['2026-05-20T09:00:00Z', '3 hours ago'],
    ['2026-05-19T10:00:00Z', 'yesterday'],
    ['2026-05-01T12:00:00Z', '19 days ago'],
  ])('%s reads "%s"', (iso, text) => {
    expect(timeAgo(iso, now, english)).toBe(text);
  });
});
