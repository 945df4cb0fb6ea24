import { Skeleton } from '@/components/ui/skeleton';

type CardListSkeletonProps = {
  /** The status's accessible name: "Loading recurring donations". */
  label: string;
  /** The line under the amount: a progress bar, a date. */
  detailClassName: string;
  /** The widths of the action buttons along the card's foot. */
  actionWidths: string[];
};

/** Two cards' shape while a tab's cards load (recurring gifts, fundraising pages): title and badge, amount, actions. */
export function CardListSkeleton({ label, detailClassName, actionWidths }: CardListSkeletonProps) {
  return (
    <div role="status" aria-label={label} className="grid gap-4">
      {[0, 1].map((row) => (
        <div key={row} className="grid gap-4 rounded-xl border border-border bg-card p-5 shadow-sm">
          <div className="flex items-start justify-between gap-4">
            <Skeleton className="h-5 w-2/3 max-w-72" />
            <Skeleton className="h-5 w-16 rounded-full" />
          </div>
          <Skeleton className="h-8 w-40" />
          <Skeleton className={detailClassName} />
          <div className="flex gap-2 border-t border-border pt-4">
            {actionWidths.map((width) => (
              <Skeleton key={width} className={`h-9 ${width}`} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
