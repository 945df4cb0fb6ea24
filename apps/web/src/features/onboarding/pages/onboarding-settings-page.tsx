import { onboardingMessages } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { StateMessage } from '@/components/ui/state-message';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useContractLabels } from '@/lib/i18n';
import { useOnboardingSettings } from '../api/get-onboarding-settings';
import { TourEditor } from '../components/editor/tour-editor';

const containerClassName = 'mx-auto grid w-full max-w-5xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 lg:px-8 lg:py-10';

/** `/admin/onboarding` (admin spec section 2): the welcome tour's editor. Inside <RequireAdmin>. */
export function OnboardingSettingsPage() {
  const { t } = useLingui();
  const m = useContractLabels(onboardingMessages);
  useDocumentTitle(t`Onboarding`);
  const query = useOnboardingSettings();
  return (
    <div className={containerClassName}>
      <header className="min-w-0">
        <p className="text-sm font-semibold text-primary-soft-foreground">
          <Trans>Admin Panel</Trans>
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">
          <Trans>Onboarding</Trans>
        </h1>
        <p className="mt-2 text-muted-foreground">
          <Trans>Design the welcome slides and guided steps new donors and administrators see once.</Trans>
        </p>
      </header>
      {query.isPending ? (
        <div className="grid gap-4" role="status" aria-label={t`Loading onboarding settings`}>
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-96" />
        </div>
      ) : query.isError ? (
        <StateMessage
          tone="error"
          icon={TriangleAlert}
          title={m.loadFailed}
          description={t`Please check your connection and try again.`}
          action={
            <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RotateCw className={query.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
              <Trans>Try Again</Trans>
            </Button>
          }
        />
      ) : (
        <TourEditor tour={query.data} />
      )}
    </div>
  );
}
