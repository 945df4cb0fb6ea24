import { settingsMessages } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCw, ShieldAlert, TriangleAlert } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { StateMessage } from '@/components/ui/state-message';
import { useUser } from '@/features/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useContractText } from '@/lib/i18n';
import { loginPathFor } from '@/lib/safe-redirect';
import { useAdminSettings } from '../api/get-admin-settings';
import { SettingsTabs } from '../components/settings-tabs';

const containerClassName = 'mx-auto grid w-full max-w-5xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 lg:px-8 lg:py-10';

function SettingsSkeleton() {
  const { t } = useLingui();
  return (
    <div className="grid gap-4" role="status" aria-label={t`Loading settings`}>
      <Skeleton className="h-11 w-full sm:max-w-md" />
      <Skeleton className="h-96" />
    </div>
  );
}

function SettingsContent() {
  const { t } = useLingui();
  const query = useAdminSettings(true);
  if (query.isPending) return <SettingsSkeleton />;
  if (query.isError) {
    return (
      <StateMessage
        tone="error"
        icon={TriangleAlert}
        title={t`Failed to load settings`}
        description={t`Something went wrong while loading the settings. Please check your connection and try again.`}
        action={
          <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RotateCw className={query.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            <Trans>Try Again</Trans>
          </Button>
        }
      />
    );
  }
  return <SettingsTabs settings={query.data} />;
}

/**
 * `/admin/settings` (admin spec section 2). Signed-in only (the router checks); a non-admin is told 'Access
 * Denied' rather than sent away, and nothing is fetched for them. The server refuses them too (403).
 */
export function SettingsPage() {
  const { t } = useLingui();
  const contractText = useContractText();
  useDocumentTitle(t`Settings`);
  const { user, isAdmin } = useUser();
  const location = useLocation();

  if (!isAdmin) {
    return (
      <div className={containerClassName}>
        <StateMessage
          tone="error"
          icon={ShieldAlert}
          title={contractText(settingsMessages.accessDenied)}
          description={t`Settings can be viewed and changed by administrators only.`}
          action={
            <Button asChild variant="outline">
              <Link to="/dashboard">
                <Trans>Go to Dashboard</Trans>
              </Link>
            </Button>
          }
        />
      </div>
    );
  }
  // Settings → Security's requirement (issue 27) applies here as under RequireAdmin, which this page sits outside
  // of: an administrator without a second factor is sent to set one up, then brought back (the server refuses
  // their admin requests meanwhile). Also right after they turn the requirement on themselves.
  if (user?.twoFactorSetupRequired) {
    const here = location.pathname + location.search;
    return <Navigate to={`/admin/two-factor-setup${loginPathFor(here).slice('/login'.length)}`} replace />;
  }
  return (
    <div className={containerClassName}>
      <header className="min-w-0">
        <p className="text-sm font-semibold text-primary-soft-foreground">
          <Trans>Admin Panel</Trans>
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">
          <Trans>Settings</Trans>
        </h1>
        <p className="mt-2 text-muted-foreground">
          <Trans>
            Your organization's details, the e-mails donors receive, how payments are taken, and how people sign in.
          </Trans>
        </p>
      </header>
      <SettingsContent />
    </div>
  );
}
