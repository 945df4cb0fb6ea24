import { Trans } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';

export type Step = { icon: LucideIcon; title: string; text: string };

/** Numbered steps as cards: one column on phones, two on tablets, four side by side on wide screens. */
export function StepList({ steps, label }: { steps: readonly Step[]; label: string }) {
  return (
    <ol aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {steps.map(({ icon: Icon, title, text }, index) => {
        const number = index + 1;
        return (
          <li
            key={title}
            className="flex gap-4 rounded-xl border border-border bg-card p-5 shadow-xs sm:flex-col sm:gap-0 sm:p-6"
          >
            <div className="flex shrink-0 items-center justify-between">
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="hidden text-sm font-semibold text-muted-foreground sm:block" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
            </div>
            <div className="min-w-0">
              <h3 className="text-lg font-semibold sm:mt-5">
                <span className="sr-only">
                  <Trans>Step {number}:</Trans>{' '}
                </span>
                <span className="me-1.5 text-muted-foreground sm:hidden" aria-hidden="true">
                  {index + 1}.
                </span>
                {title}
              </h3>
              <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground sm:mt-2">{text}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
