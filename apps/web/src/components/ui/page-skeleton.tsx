import { useLingui } from '@lingui/react/macro';
import { Skeleton } from './skeleton';

/** Shown while the signed-in state is still unknown, so guarded pages never flash the wrong content. */
export function PageSkeleton() {
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:px-8" role="status" aria-label={t`Loading`}>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="mt-3 h-5 w-96 max-w-full" />
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <Skeleton className="h-44" />
        <Skeleton className="h-44" />
      </div>
    </div>
  );
}
