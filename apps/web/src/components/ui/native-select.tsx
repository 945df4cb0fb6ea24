import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * The browser's own <select>, styled like Input: keyboard, screen-reader and phone pickers come for free,
 * and react-hook-form's `register` works on it directly.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'flex h-10 w-full appearance-none rounded-lg border border-input bg-card py-2 ps-3 pe-9 text-sm text-foreground shadow-xs transition-colors',
          'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
          'disabled:cursor-not-allowed disabled:opacity-60',
          'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive/40',
          // The empty placeholder option reads as a hint until a real choice is made.
          'has-[option[value=""]:checked]:text-muted-foreground [&>option]:text-foreground',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute inset-e-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}
