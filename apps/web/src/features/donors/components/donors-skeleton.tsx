import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder rows while the first page of donors loads. */
export function DonorsSkeleton() {
  return (
    <div role="status" aria-label="Loading donors" className="grid gap-3">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 rounded-xl border border-border bg-card p-4">
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
          <Skeleton className="h-5 w-20" />
          <Skeleton className="hidden h-5 w-24 sm:block" />
        </div>
      ))}
    </div>
  );
}
