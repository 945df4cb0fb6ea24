import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/** Spec section 2: skeleton placeholders in the page's own shape while the campaign loads. */
export function CampaignDetailsSkeleton({ embed }: { embed: boolean }) {
  const { t } = useLingui();
  return (
    <div
      role="status"
      aria-label={t`Loading campaign`}
      className={cn('grid gap-8', embed ? 'md:grid-cols-[minmax(0,1fr)_18rem]' : 'lg:grid-cols-[minmax(0,1fr)_22rem]')}
    >
      <div className="min-w-0">
        <Skeleton className="aspect-video w-full rounded-2xl" />
        <div className="mt-6 flex gap-2">
          <Skeleton className="h-6 w-28 rounded-full" />
          <Skeleton className="h-6 w-16 rounded-full" />
          <Skeleton className="h-6 w-24 rounded-full" />
        </div>
        <Skeleton className="mt-4 h-9 w-4/5" />
        <Skeleton className="mt-3 h-5 w-full" />
        <Skeleton className="mt-2 h-5 w-2/3" />
        <Skeleton className="mt-8 h-11 w-full rounded-lg" />
        <Skeleton className="mt-6 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-3/4" />
      </div>
      <div className="grid content-start gap-6">
        <Skeleton className="h-80 rounded-xl" />
        <Skeleton className="h-48 rounded-xl" />
      </div>
    </div>
  );
}
