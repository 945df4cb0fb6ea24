import { Trans } from '@lingui/react/macro';
import { ArrowLeft, Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';

type FundraiserFormLayoutProps = {
  back: { to: string; label: string };
  title: string;
  description: ReactNode;
  /** The campaign's guide for fundraisers (plain text, line breaks kept); '' for none. */
  guide: string;
  children: ReactNode;
};

const containerClassName = 'mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10';

/** The create and edit pages: the title, the form in a card, and the campaign's guide beside it (under it on phones). */
export function FundraiserFormLayout({ back, title, description, guide, children }: FundraiserFormLayoutProps) {
  return (
    <div className={containerClassName}>
      <Link
        to={back.to}
        className="mb-5 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {back.label}
      </Link>
      <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">{description}</p>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-8">
        {guide ? (
          <aside aria-labelledby="fundraiser-guide" className="lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1">
            <Card className="p-5">
              <h2 id="fundraiser-guide" className="flex items-center gap-2 text-base font-semibold">
                <Lightbulb className="size-4 text-primary-soft-foreground" aria-hidden="true" />
                <Trans>Tips from the campaign</Trans>
              </h2>
              <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-muted-foreground">{guide}</p>
            </Card>
          </aside>
        ) : null}
        <Card className="min-w-0 p-5 sm:p-6 lg:col-start-1 lg:row-start-1">{children}</Card>
      </div>
    </div>
  );
}
