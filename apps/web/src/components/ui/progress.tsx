import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type ProgressProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Percent; may exceed 100 (the bar is capped, the announced value is the real one). */
  value: number;
  indicatorClassName?: string;
};

/** A horizontal bar; its width is capped at 100% (spec section 4). Give it an aria-label. */
export function Progress({ value, className, indicatorClassName, ...props }: ProgressProps) {
  const width = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(width)}
      aria-valuetext={`${Math.max(0, Math.round(value))}%`}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <div
        className={cn('h-full rounded-full bg-primary transition-[width] duration-500', indicatorClassName)}
        style={{ width: `${width}%` }}
      />
    </div>
  );
}
