import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type ListRowProps = {
  icon: LucideIcon;
  /** The icon tile's colours: the brand's soft tint, or muted. */
  tone?: 'primary' | 'muted';
  title: ReactNode;
  /** Beside the title (a Badge). */
  badge?: ReactNode;
  /** The muted line under the title. */
  detail: ReactNode;
  /** At the row's end on wide screens, under the text on narrow ones. */
  actions?: ReactNode;
};

/** One row of a divided list (`<ul className="divide-y">`): an icon tile, a title with a badge, a detail line, actions. */
export function ListRow({ icon: Icon, tone = 'muted', title, badge, detail, actions }: ListRowProps) {
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <span
          className={cn(
            'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full',
            tone === 'primary' ? 'bg-primary-soft text-primary-soft-foreground' : 'bg-muted text-muted-foreground',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <div className="grid min-w-0 gap-0.5">
          <div className="flex flex-wrap items-center gap-2">
            <p className="break-words font-medium">{title}</p>
            {badge}
          </div>
          <p className="text-sm break-words text-muted-foreground">{detail}</p>
        </div>
      </div>
      {actions}
    </li>
  );
}
