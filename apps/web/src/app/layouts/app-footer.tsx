import { PRODUCT_NAME, RECURRING_MANAGE_LINK_LABEL, RECURRING_MANAGE_PAGE_PATH } from '@causeway/contracts';
import { Link } from 'react-router';
import { Logo } from '@/components/brand/logo';

const columns = [
  {
    title: 'Platform',
    links: [
      { to: '/', label: 'Find Campaigns' },
      { to: '/admin/campaigns/new', label: 'Start a Campaign' },
      { to: '/how-it-works', label: 'How It Works' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/help', label: 'Help Center' },
      { to: '/contact', label: 'Contact' },
      // A guest's monthly gift, managed by e-mailed link (issue 24).
      { to: RECURRING_MANAGE_PAGE_PATH, label: RECURRING_MANAGE_LINK_LABEL },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
    ],
  },
];

export function AppFooter() {
  return (
    <footer className="border-t border-border bg-muted/40">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)] lg:px-8">
        <div className="col-span-2 grid content-start gap-3 sm:col-span-3 md:col-span-1">
          <Logo />
          <p className="max-w-xs text-sm leading-relaxed text-muted-foreground">
            {PRODUCT_NAME} makes it easy to support causes you care about and create positive change in communities.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-foreground">{column.title}</h2>
            <ul className="mt-3 grid gap-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="rounded text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-muted-foreground sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {PRODUCT_NAME}. Open-source fundraising for every cause.
        </p>
      </div>
    </footer>
  );
}
