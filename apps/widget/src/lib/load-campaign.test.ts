import { describe, expect, it } from 'vitest';
import { fundraiserSlugFromSearch } from './load-campaign';

describe('fundraiserSlugFromSearch', () => {
  it('reads ?fundraiser= beside the other parameters of the widget page', () => {
    expect(fundraiserSlugFromSearch('?autosize&fundraiser=adas-run')).toBe('adas-run');
    expect(fundraiserSlugFromSearch('?fundraiser=adas-run-2')).toBe('adas-run-2');
  });

  it('is null without one, or with an empty one', () => {
    expect(fundraiserSlugFromSearch('?autosize')).toBeNull();
    expect(fundraiserSlugFromSearch('?fundraiser=')).toBeNull();
    expect(fundraiserSlugFromSearch('')).toBeNull();
  });
});
