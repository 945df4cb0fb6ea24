import { describe, expect, it } from 'vitest';
import { donationSourceDetail, donationSourceLabel, hostNameOf, httpOriginOf } from './donation-sources';
import { donationSourceSchema } from './gift-extras.schemas';

describe('a gift source’s label', () => {
  it('names utm sources, host pages, referrers and Direct by the documented rule', () => {
    expect(donationSourceLabel({ kind: 'utm', value: 'newsletter' })).toBe('newsletter');
    expect(donationSourceLabel({ kind: 'embed', value: 'https://example.org' })).toBe('Embedded on example.org');
    expect(donationSourceLabel({ kind: 'embed', value: 'http://localhost:4317' })).toBe('Embedded on localhost:4317');
    expect(donationSourceLabel({ kind: 'referrer', value: 'www.google.com' })).toBe('www.google.com');
    expect(donationSourceLabel({ kind: 'direct', value: null })).toBe('Direct');
    expect(donationSourceDetail({ kind: 'utm', medium: 'email', campaign: 'spring' })).toBe('email · spring');
    expect(donationSourceDetail({ kind: 'utm', medium: null, campaign: 'spring' })).toBe('spring');
    expect(donationSourceDetail({ kind: 'referrer', medium: 'x', campaign: 'y' })).toBe('');
  });

  it('accepts only http(s) origins and host names', () => {
    expect(httpOriginOf('https://example.org')).toBe('https://example.org');
    for (const bad of ['https://example.org/', 'javascript:alert(1)', 'data:text/html,x', 'example.org', '', null])
      expect(httpOriginOf(bad), String(bad)).toBeNull();
    expect(hostNameOf('News.Example.org:8080')).toBe('news.example.org:8080');
    expect(hostNameOf('<b>x</b>')).toBeNull();
    expect(donationSourceSchema.parse({ hostOrigin: 'ftp://x.org', referrerHost: 'a b', utmSource: ' n ' })).toEqual({
      hostOrigin: null,
      referrerHost: null,
      utmSource: 'n',
    });
  });
});
