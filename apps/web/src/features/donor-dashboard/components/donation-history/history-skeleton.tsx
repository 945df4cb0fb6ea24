import { Skeleton } from '@/components/ui/skeleton';

/** A few placeholder rows while the first page of the history loads. */
export function HistorySkeleton() {
  return (
    <div role="status" aria-label="Loading donation history" className="grid gap-3">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 rounded-xl border border-border bg-card p-4">
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
          <Skeleton className="h-5 w-16" />
          <Skeleton className="hidden h-8 w-36 sm:block" />
        </div>
      ))}
    </div>
  );
}
