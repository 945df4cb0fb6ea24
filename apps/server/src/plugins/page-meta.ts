import { PRODUCT_NAME, pageTitle } from '@causeway/contracts';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL. */
  url: string;
  image?: string;
  type?: 'website' | 'article';
  /** Embedded views carry no page metadata (spec: embed mode). */
  bare?: boolean;
}

export const DEFAULT_DESCRIPTION =
  'Causeway makes it easy to support causes you care about and create positive change in communities.';

/** Titles of the pages whose HTML the server can name without asking the database. */
const staticTitles: Record<string, string> = {
  '/campaigns': 'Campaigns',
  '/about': 'About Us',
  '/how-it-works': 'How It Works',
  '/contact': 'Contact Us',
  '/help': 'Help Center',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Service',
  '/login': 'Login',
  '/register': 'Create an account',
  '/dashboard': 'Dashboard',
  '/account': 'Profile',
  '/forgot-password': 'Forgot Password',
  '/reset-password': 'Reset Password',
  '/verify-email': 'Verify Email',
  '/unsubscribe': 'Unsubscribe',
};

export function defaultPageMeta(pathname: string, publicUrl: string): PageMeta {
  const title = staticTitles[pathname];
  return {
    title: pageTitle(title),
    description: DEFAULT_DESCRIPTION,
    url: `${publicUrl}${pathname}`,
    image: `${publicUrl}/demo-images/default-campaign.jpg`,
    bare: pathname.startsWith('/embed/'),
  };
}

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Puts the page's title, description, Open Graph and Twitter tags into the app's index.html, so links shared
 * in social networks and chat apps preview properly without running JavaScript.
 */
export function renderIndexHtml(template: string, meta: PageMeta): string {
  const withoutDefaults = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/i, '');
  if (meta.bare) return withoutDefaults.replace('</head>', `<title>${escapeHtml(PRODUCT_NAME)}</title>\n</head>`);
  const tags: [string, string, string][] = [
    ['name', 'description', meta.description],
    ['property', 'og:site_name', PRODUCT_NAME],
    ['property', 'og:type', meta.type ?? 'website'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', meta.url],
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
  ];
  if (meta.image) tags.push(['property', 'og:image', meta.image], ['name', 'twitter:image', meta.image]);
  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
  ].join('\n    ');
  return withoutDefaults.replace('</head>', `    ${head}\n  </head>`);
}
