import { describe, expect, it } from 'vitest';
import { english } from '@/test/render';
import { campaignUrl, shareLinks } from './share-links';

describe('shareLinks', () => {
  const url = 'https://give.example/campaigns/5';
  const links = Object.fromEntries(shareLinks(url, 'Clean Water & Hope', english).map((l) => [l.name, l]));

  it('builds the real share URLs with the link encoded', () => {
    expect(links.facebook!.href).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fgive.example%2Fcampaigns%2F5',
    );
    expect(links.x!.href).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fgive.example%2Fcampaigns%2F5&text=Clean%20Water%20%26%20Hope',
    );
    expect(links.linkedin!.href).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fgive.example%2Fcampaigns%2F5',
    );
  });

  it('puts the title in the subject and the link in the body of the e-mail', () => {
    const mail = new URL(links.email!.href);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe('Clean Water & Hope');
    expect(mail.searchParams.get('body')).toContain(url);
  });

  it('labels every link for screen readers', () => {
    expect(Object.values(links).every((l) => l.label.length > 0)).toBe(true);
  });
});

describe('campaignUrl', () => {
  it("is the campaign's public page on the given origin", () => {
    expect(campaignUrl('https://give.example', 5)).toBe('https://give.example/campaigns/5');
    expect(campaignUrl('https://give.example/', 5)).toBe('https://give.example/campaigns/5');
  });
});
