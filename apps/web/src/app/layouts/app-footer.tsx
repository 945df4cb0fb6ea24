import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PRODUCT_NAME, RECURRING_MANAGE_PAGE_PATH } from '@causeway/contracts';
import { Link } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { LanguageSelect } from '@/components/language-select';
import { useUser } from '@/features/auth';
import { useSavedLocaleAfterSignIn } from '@/lib/i18n';

const columns = [
  {
    title: msg`Platform`,
    links: [
      { to: '/', label: msg`Find Campaigns` },
      { to: '/admin/campaigns/new', label: msg`Start a Campaign` },
      { to: '/how-it-works', label: msg`How It Works` },
    ],
  },
  {
    title: msg`Support`,
    links: [
      { to: '/help', label: msg`Help Center` },
      { to: '/contact', label: msg`Contact` },
      // A guest's monthly gift, managed by e-mailed link (issue 24); the same words as RECURRING_MANAGE_LINK_LABEL.
      { to: RECURRING_MANAGE_PAGE_PATH, label: msg`Manage my recurring gift` },
    ],
  },
  {
    title: msg`Company`,
    links: [
      { to: '/about', label: msg`About Us` },
      { to: '/privacy', label: msg`Privacy Policy` },
      { to: '/terms', label: msg`Terms of Service` },
    ],
  },
];

export function AppFooter() {
  const { i18n } = useLingui();
  const { user } = useUser();
  useSavedLocaleAfterSignIn(user?.id);
  const product = PRODUCT_NAME;
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-border bg-muted/40">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)] lg:px-8">
        <div className="col-span-2 grid content-start gap-3 sm:col-span-3 md:col-span-1">
          <Logo />
          <p className="max-w-xs text-sm leading-relaxed text-muted-foreground">
            <Trans>
              {product} makes it easy to support causes you care about and create positive change in communities.
            </Trans>
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title.id} aria-label={i18n._(column.title)}>
            <h2 className="text-sm font-semibold text-foreground">{i18n._(column.title)}</h2>
            <ul className="mt-3 grid gap-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="rounded text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    {i18n._(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-6 sm:px-6 lg:px-8">
          <p className="text-xs text-muted-foreground">
            <Trans>
              © {year} {product}. Open-source fundraising for every cause.
            </Trans>
          </p>
          <LanguageSelect signedIn={Boolean(user)} />
        </div>
      </div>
    </footer>
  );
}
