export type ShareTarget = { name: 'facebook' | 'x' | 'linkedin' | 'email'; label: string; href: string };

/** The usual share URLs for a campaign's absolute link (DECISIONS.md: share icons open real share pages). */
export function shareLinks(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: 'facebook', label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'x', label: 'Share on X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { name: 'linkedin', label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    {
      name: 'email',
      label: 'Share by e-mail',
      href: `mailto:?subject=${t}&body=${encodeURIComponent(`I thought you might like to support this campaign: ${title}\n\n${url}`)}`,
    },
  ];
}

/** The campaign's public page as an absolute URL, also from the embed view (whose own address is the frame's). */
export function campaignUrl(origin: string, campaignId: number): string {
  return `${origin.replace(/\/$/, '')}/campaigns/${campaignId}`;
}
