// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readDonationSource } from '@/features/donations/lib/donation-source';
import { captureSource, SOURCE_KEY } from './source-capture';

/** A landing: the page's URL and where the browser says the visitor came from. */
function land(path: string, referrer = '') {
  window.history.replaceState(null, '', path);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  captureSource();
}
const kept = () => JSON.parse(sessionStorage.getItem(SOURCE_KEY) ?? 'null') as unknown;

beforeEach(() => sessionStorage.clear());
afterEach(() => window.history.replaceState(null, '', '/'));

describe('captureSource (the app entry)', () => {
  it('keeps the first page’s utm values and the other site’s host in sessionStorage, writing no cookie', () => {
    land('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring', 'https://mail.example.net/inbox?id=1');
    expect(kept()).toEqual(['newsletter', 'email', 'spring', 'mail.example.net']);
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
  });

  it('keeps them through the visit: later pages without utm values change nothing', () => {
    land('/?utm_source=newsletter&utm_medium=email');
    land('/campaigns/3', `${location.origin}/?utm_source=newsletter`);
    land('/donate/3', 'https://elsewhere.example/');
    expect(kept()).toEqual(['newsletter', 'email', null, null]);
  });

  it('replaces them when a later landing brings new utm values', () => {
    land('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
    land('/campaigns/3?utm_source=facebook', 'https://www.facebook.com/');
    expect(kept()).toEqual(['facebook', null, null, 'www.facebook.com']);
  });

  it('ignores a referrer of our own host, and records a visit with no source as such', () => {
    land('/campaigns/3', `${location.origin}/campaigns`);
    expect(kept()).toEqual([null, null, null, null]);
    land('/donate/3', 'https://news.example.org/article');
    expect(kept()).toEqual([null, null, null, null]);
  });

  it('records an outside referrer on the first page without utm values', () => {
    land('/campaigns/3', 'https://news.example.org/article');
    expect(kept()).toEqual([null, null, null, 'news.example.org']);
  });
});

describe('readDonationSource (the donation page)', () => {
  const storage = (value: string | null) => ({ getItem: () => value });

  it('sends the kept values and a valid host origin', () => {
    expect(
      readDonationSource('?host=https%3A%2F%2Ffriends.example.org', storage('["n","e",null,"r.example"]')),
    ).toEqual({
      utmSource: 'n',
      utmMedium: 'e',
      utmCampaign: null,
      referrerHost: 'r.example',
      hostOrigin: 'https://friends.example.org',
    });
  });

  it('drops a host that is not an http(s) origin, and answers null when nothing is known', () => {
    for (const host of ['javascript:alert(1)', 'https://example.org/page', 'example.org', ''])
      expect(readDonationSource(`?host=${encodeURIComponent(host)}`, storage(null)), host).toBeNull();
    expect(readDonationSource('', storage('not json'))).toBeNull();
    expect(readDonationSource('', storage('{"a":1}'))).toBeNull();
    expect(readDonationSource('?host=http%3A%2F%2Flocalhost%3A4317', storage('[1,2]'))).toEqual({
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      referrerHost: null,
      hostOrigin: 'http://localhost:4317',
    });
  });
});
