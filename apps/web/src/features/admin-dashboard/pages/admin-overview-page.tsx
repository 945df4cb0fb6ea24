import { Trans, useLingui } from '@lingui/react/macro';
import { useUser } from '@/features/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AdminOverview } from '../components/admin-overview';

/** `/admin` (admin spec section 2): the overview, for administrators only (the route checks the role). */
export function AdminOverviewPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Admin Dashboard`);
  const { user } = useUser();
  const name = user?.firstName?.trim() || user?.username;

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <header className="min-w-0">
        <p className="text-sm font-semibold text-primary-soft-foreground">
          <Trans>Admin Panel</Trans>
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight break-words sm:text-4xl">
          <Trans>Admin Dashboard</Trans>
        </h1>
        <p className="mt-2 text-muted-foreground">
          {name
            ? t`Welcome back, ${name}. Here is how your campaigns are doing.`
            : t`Here is how your campaigns are doing.`}
        </p>
      </header>
      <AdminOverview />
    </div>
  );
}
