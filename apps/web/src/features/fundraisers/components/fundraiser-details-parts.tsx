import { pageTitle, type PublicFundraiser } from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { useEffect, type ComponentProps, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { ShareCard } from '@/features/campaigns';
import { cn } from '@/lib/cn';
import { usePageOrigin } from '@/lib/page-origin';
import { FundraiserProgress } from './fundraiser-progress';

// The parts a supporter's page and a team's page share (issue 25): their title, heading, progress card and share card.

/** The document's title while the page is shown. */
export function useDetailsTitle(title: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

type DetailsHeadingProps = {
  title: string;
  campaign: PublicFundraiser['campaign'];
  /** The h1's top margin and any more classes. */
  className: string;
  /** Who raises, before the campaign's link: "Ada is raising money for". */
  children: ReactNode;
};

/** The page's or team's name, then who raises money for which campaign, linked. */
export function DetailsHeading({ title, campaign, className, children }: DetailsHeadingProps) {
  return (
    <>
      <h1 className={cn('text-3xl font-bold tracking-tight text-balance break-words sm:text-4xl', className)}>
        {title}
      </h1>
      <p className="mt-3 text-lg text-muted-foreground">
        {children}{' '}
        <Link
          to={`/campaigns/${campaign.id}`}
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          {campaign.title}
        </Link>
      </p>
    </>
  );
}

type ProgressCardProps = ComponentProps<typeof FundraiserProgress> & {
  /** More under the progress (the Donate button), spaced on a grid. */
  children?: ReactNode;
};

/** Raised of goal in a card, with what follows it. */
export function ProgressCard({ children, ...progress }: ProgressCardProps) {
  return (
    <Card>
      <CardContent className={children ? 'grid gap-5 p-6' : 'p-6'}>
        <FundraiserProgress {...progress} />
        {children}
      </CardContent>
    </Card>
  );
}

type DetailsShareCardProps = { kind: 'page' | 'team'; path: string; title: string };

/** Share links for the page's or team's public address. */
export function DetailsShareCard({ kind, path, title }: DetailsShareCardProps) {
  const { t } = useLingui();
  const origin = usePageOrigin();
  return (
    <ShareCard
      url={`${origin.replace(/\/$/, '')}${path}`}
      title={title}
      heading={kind === 'page' ? t`Share this page` : t`Share this team`}
      copiedDescription={
        kind === 'page'
          ? t`The page's link has been copied to your clipboard.`
          : t`The team's link has been copied to your clipboard.`
      }
    />
  );
}
