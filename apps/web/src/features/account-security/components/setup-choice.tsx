import type { LucideIcon } from 'lucide-react';
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';

type SetupChoiceProps = {
  icon: LucideIcon;
  title: string;
  description: string;
  /** Why this choice cannot be taken here; the choice is disabled and says so. */
  unavailable?: string | undefined;
  onChoose: () => void;
};

/** One way to add a second factor, drawn as a large button (the set-up page's two choices). */
export function SetupChoice({ icon: Icon, title, description, unavailable, onChoose }: SetupChoiceProps) {
  const descriptionId = useId();
  return (
    <button
      type="button"
      onClick={onChoose}
      disabled={Boolean(unavailable)}
      aria-describedby={descriptionId}
      className={cn(
        'flex w-full items-center gap-4 rounded-xl border border-border bg-card p-5 text-start shadow-sm transition-colors',
        'hover:border-primary/60 hover:bg-accent/60',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-border disabled:hover:bg-card',
      )}
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="font-semibold">{title}</span>
        <span id={descriptionId} className="text-sm text-muted-foreground">
          {unavailable ?? description}
        </span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
    </button>
  );
}
