import { PRODUCT_NAME } from '@causeway/contracts';
import { HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

type LogoProps = {
  className?: string;
  /** Show only the mark on phones, where the header also needs room for two buttons. */
  compact?: boolean;
};

export function Logo({ className, compact = false }: LogoProps) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-2.5 rounded-lg font-semibold tracking-tight text-foreground',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      <span className="flex size-9 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-sm">
        <HeartHandshake className="size-5" aria-hidden="true" />
      </span>
      <span className={cn('text-lg', compact && 'max-sm:sr-only')}>{PRODUCT_NAME}</span>
    </Link>
  );
}
