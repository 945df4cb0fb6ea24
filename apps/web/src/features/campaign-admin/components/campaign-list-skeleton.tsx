import { Skeleton } from '@/components/ui/skeleton';

export function CampaignListSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading campaigns"
      className="grid gap-3 rounded-xl border border-border bg-card p-4"
    >
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="aspect-video w-20 shrink-0" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
          <Skeleton className="h-6 w-16 max-sm:hidden" />
        </div>
      ))}
    </div>
  );
}
