import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

/**
 * An amount in US dollars: the input with a "$" drawn inside its left edge. The sign is decoration only
 * (aria-hidden): the field's label says the currency, so a screen reader does not read "dollar" before every value.
 */
export function MoneyInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm font-semibold text-muted-foreground"
      >
        $
      </span>
      <Input {...props} className={cn('pl-7', className)} />
    </div>
  );
}
