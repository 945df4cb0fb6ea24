import { useId, type ReactNode } from 'react';

type EditorCardProps = { title: ReactNode; description?: ReactNode; actions?: ReactNode; children: ReactNode };

/** One titled card of the onboarding editor (Configuration, Welcome Slides, Interactive Tour Steps). */
export function EditorCard({ title, description, actions, children }: EditorCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-border bg-card shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-border px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-lg font-semibold tracking-tight">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {actions}
      </div>
      <div className="grid grid-cols-1 gap-5 p-5 sm:p-6">{children}</div>
    </section>
  );
}
