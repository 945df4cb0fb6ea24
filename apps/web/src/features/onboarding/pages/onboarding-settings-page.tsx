import { onboardingMessages as m } from '@causeway/contracts';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { StateMessage } from '@/components/ui/state-message';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useOnboardingSettings } from '../api/get-onboarding-settings';
import { TourEditor } from '../components/editor/tour-editor';

const container = 'mx-auto grid w-full max-w-5xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 lg:px-8 lg:py-10';

/** `/admin/onboarding` (admin spec section 2): the welcome tour's editor. Inside <RequireAdmin>. */
export function OnboardingSettingsPage() {
  useDocumentTitle('Onboarding');
  const query = useOnboardingSettings();
  return (
    <div className={container}>
      <header className="min-w-0">
        <p className="text-sm font-semibold text-primary-soft-foreground">Admin Panel</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">Onboarding</h1>
        <p className="mt-2 text-muted-foreground">
          Design the welcome slides and guided steps new donors and administrators see once.
        </p>
      </header>
      {query.isPending ? (
        <div className="grid gap-4" role="status" aria-label="Loading onboarding settings">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-96" />
        </div>
      ) : query.isError ? (
        <StateMessage
          tone="error"
          icon={TriangleAlert}
          title={m.loadFailed}
          description="Please check your connection and try again."
          action={
            <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RotateCw className={query.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
              Try Again
            </Button>
          }
        />
      ) : (
        <TourEditor tour={query.data} />
      )}
    </div>
  );
}
