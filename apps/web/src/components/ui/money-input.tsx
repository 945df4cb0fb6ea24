import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

/**
 * An amount: the input with the currency's sign ("$" unless told, "€", "CHF"…) drawn inside its left edge. The
 * sign is decoration only (aria-hidden): the field's label says the currency, so a screen reader does not read
 * "dollar" before every value.
 */
export function MoneyInput({
  className,
  symbol = '$',
  style,
  ...props
}: ComponentProps<'input'> & { symbol?: string }) {
  // A longer sign ('CHF', 'MX$') pushes the number right by its width.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length
  const wide = symbol.length > 1 ? { paddingLeft: `calc(1.25rem + ${symbol.length}ch)` } : undefined;
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 inset-s-3 flex items-center text-sm font-semibold text-muted-foreground"
      >
        {symbol}
      </span>
      <Input {...props} style={wide ? { ...style, ...wide } : style} className={cn('ps-7', className)} />
    </div>
  );
}
