import { useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { NotFoundCard } from '@/components/ui/not-found-card';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { StateMessage } from '@/components/ui/state-message';

type Refusal = {
  /** The page's heading, for screen readers. */
  heading: string;
  icon: LucideIcon;
  title: string;
  description: string;
  link: { to: string; label: string };
};

type GuardProps<T> = {
  /** What is missing or failed to load (then the card, with Try Again when `onRetry` is given); null when loaded. */
  failure: { title: string; description: string; onRetry?: (() => void) | undefined } | null;
  /** What the form needs, once loaded (the skeleton until then). */
  value: T | null;
  /** Why the form is not offered (fundraising not open, the page closed); null when it is. */
  refusal: (value: T) => Refusal | null;
  /** The form, once nothing stands in its way. */
  children: (value: T) => ReactNode;
};

/**
 * The create and edit fundraising page forms' checks (issue 25): not found or failed to load, loading, and a
 * refusal with a way back; otherwise the form.
 */
export function FundraiserFormGuard<T>({ failure, value, refusal: refuse, children }: GuardProps<T>) {
  const { t } = useLingui();
  if (failure) {
    return (
      <div className="mx-auto flex w-full max-w-5xl flex-1 items-center px-4 py-16">
        <NotFoundCard
          title={failure.title}
          description={failure.description}
          homeLabel={t`Go to Home`}
          onRetry={failure.onRetry}
        />
      </div>
    );
  }
  if (value === null) return <PageSkeleton />;
  const refusal = refuse(value);
  if (refusal) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="sr-only">{refusal.heading}</h1>
        <StateMessage
          icon={refusal.icon}
          title={refusal.title}
          description={refusal.description}
          action={
            <Link to={refusal.link.to} className={buttonClassName('outline')}>
              {refusal.link.label}
            </Link>
          }
        />
      </div>
    );
  }
  return children(value);
}
