import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Theme } from '@causeway/contracts';
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useTheme } from './theme-context';

const options: { value: Theme; label: MessageDescriptor; icon: LucideIcon }[] = [
  { value: 'light', label: msg`Light theme`, icon: Sun },
  { value: 'dark', label: msg`Dark theme`, icon: Moon },
  { value: 'system', label: msg`System theme`, icon: Monitor },
];

export function ThemeToggle({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  const { t, i18n } = useLingui();
  return (
    <div
      role="group"
      aria-label={t`Theme`}
      className={cn('inline-flex items-center gap-0.5 rounded-lg border border-border bg-muted/60 p-0.5', className)}
    >
      {options.map(({ value, label, icon: Icon }) => {
        const active = theme === value;
        const name = i18n._(label);
        return (
          <button
            key={value}
            type="button"
            aria-pressed={active}
            aria-label={name}
            title={name}
            onClick={() => setTheme(value)}
            className={cn(
              'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors',
              'hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
              active && 'bg-card text-primary-soft-foreground shadow-sm ring-1 ring-border',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
