import { Skeleton } from '@/components/ui/skeleton';

/** The fundraising and team pages' shape while they load: picture, title, story, and the giving panel. */
export function FundraiserSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid content-start gap-4">
        <Skeleton className="aspect-video w-full rounded-2xl" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}
