import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type FormSectionProps = {
  title: string;
  description?: ReactNode;
  /** An anchor for links into the form (e.g. '#embed'). */
  id?: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One titled card of the campaign form. */
export function FormSection({ title, description, id, actions, className, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('scroll-mt-20 rounded-xl border border-border bg-card shadow-sm', className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-border px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold tracking-tight">
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
