import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type PageHeaderProps = {
  /** A short label above the title, e.g. the section of the site. */
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links under the description. */
  children?: ReactNode;
  className?: string;
};

/** The banded title area of a content page (About, Help, legal pages…), in the home hero's colours. */
export function PageHeader({ eyebrow, title, description, children, className }: PageHeaderProps) {
  return (
    <header className={cn('relative overflow-hidden border-b border-border', className)}>
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-primary-soft),transparent_60%)]"
      />
      <div className="relative mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {eyebrow ? <p className="text-sm font-semibold text-primary-soft-foreground">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
          {title}
        </h1>
        {description ? (
          <div className="mt-4 max-w-2xl text-lg leading-relaxed text-pretty text-muted-foreground">{description}</div>
        ) : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </header>
  );
}
