import { Check, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The button's icon turns into a check for a moment after copying (spec section 9: a 150 ms transition). */
export function CopyIcon({ copied, icon: Icon }: { copied: boolean; icon: LucideIcon }) {
  return (
    <span className="relative inline-flex size-4" aria-hidden="true">
      <Icon className={cn('absolute inset-0 transition-all duration-150', copied && 'scale-50 opacity-0')} />
      <Check className={cn('absolute inset-0 transition-all duration-150', !copied && 'scale-50 opacity-0')} />
    </span>
  );
}
