import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type ShareTarget = { name: 'facebook' | 'x' | 'linkedin' | 'email'; label: string; href: string };

/** The usual share URLs for a campaign's absolute link (DECISIONS.md: share icons open real share pages). */
export function shareLinks(url: string, title: string, i18n: I18n): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    {
      name: 'facebook',
      label: i18n._(msg`Share on Facebook`),
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    { name: 'x', label: i18n._(msg`Share on X`), href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    {
      name: 'linkedin',
      label: i18n._(msg`Share on LinkedIn`),
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    {
      name: 'email',
      label: i18n._(msg`Share by e-mail`),
      href: `mailto:?subject=${t}&body=${encodeURIComponent(`${i18n._(msg`I thought you might like to support this campaign: ${title}`)}\n\n${url}`)}`,
    },
  ];
}

/** The campaign's public page as an absolute URL, also from the embed view (whose own address is the frame's). */
export function campaignUrl(origin: string, campaignId: number): string {
  return `${origin.replace(/\/$/, '')}/campaigns/${campaignId}`;
}
