import type { ReactNode } from 'react';

type AdminPageHeaderProps = { title: string; description?: ReactNode; actions?: ReactNode; back?: ReactNode };

/** The title row of the campaign screens: an optional Back link above, actions on the right (below on phones). */
export function AdminPageHeader({ title, description, actions, back }: AdminPageHeaderProps) {
  return (
    <header className="grid gap-3">
      {back ? <div>{back}</div> : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight break-words">{title}</h1>
          {description ? <div className="mt-1 text-muted-foreground">{description}</div> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
      </div>
    </header>
  );
}
