import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

type AdminListHeaderProps = {
  title: string;
  description: string;
  /** Buttons beside the title on wide screens, under it on narrow ones. */
  actions?: ReactNode;
};

/** The title of an admin list page under 'Admin Panel' (donors, donations, recurring gifts). */
export function AdminListHeader({ title, description, actions }: AdminListHeaderProps) {
  const heading = (
    <>
      <p className="text-sm font-semibold text-primary-soft-foreground">
        <Trans>Admin Panel</Trans>
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-muted-foreground">{description}</p>
    </>
  );
  if (!actions) return <header className="max-w-2xl">{heading}</header>;
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="max-w-2xl">{heading}</div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </header>
  );
}
