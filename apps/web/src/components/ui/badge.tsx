import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  /* eslint-disable lingui/no-unlocalized-strings -- class names */
  default: 'border-transparent bg-primary text-primary-foreground',
  soft: 'border-transparent bg-primary-soft text-primary-soft-foreground',
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  success: 'border-transparent bg-success text-white dark:text-background',
  outline: 'border-border bg-card text-foreground',
  /* eslint-enable lingui/no-unlocalized-strings */
} as const;

export type BadgeVariant = keyof typeof variants;

export function Badge({ className, variant = 'soft', ...props }: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold [&_svg]:size-3.5 [&_svg]:shrink-0',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
