import { pageTitle, parseId } from '@causeway/contracts';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { isFundraiserSlug } from '../api/fundraiser-queries';
import { FundraiserNotFound } from '../components/fundraiser-not-found';
import { FundraiserSkeleton } from '../components/fundraiser-skeleton';

const containerClassName = 'mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10';

const copy = {
  page: { notFoundTitle: msg`Fundraising page not found`, loadingLabel: msg`Loading the fundraising page` },
  team: { notFoundTitle: msg`Team not found`, loadingLabel: msg`Loading the team` },
} as const;

type FundraiserPublicPageProps<T> = {
  kind: 'page' | 'team';
  /** The query hook for the address's campaign id and slug; the same hook on every render. */
  useData: (campaignId: number | null, slug: string | undefined) => UseQueryResult<T>;
  /** The loaded page or team. */
  children: (data: T) => ReactNode;
};

/**
 * The shell of the public fundraising and team pages (issue 25), rendered on the server too: reads the campaign id
 * and slug from the address, loads, then shows the details, the not-found card, or the skeleton.
 */
export function FundraiserPublicPage<T>({ kind, useData, children }: FundraiserPublicPageProps<T>) {
  const { i18n } = useLingui();
  const { id, slug } = useParams();
  const campaignId = parseId(id);
  const query = useData(campaignId, slug);
  const notFound = campaignId === null || !isFundraiserSlug(slug) || (query.isError && !query.data);

  const notFoundTitle = i18n._(copy[kind].notFoundTitle);
  useEffect(() => {
    if (notFound) document.title = pageTitle(notFoundTitle);
  }, [notFound, notFoundTitle]);

  if (query.data) {
    return (
      <div className={containerClassName}>
        <Fragment key={`${campaignId}/${slug}`}>{children(query.data)}</Fragment>
      </div>
    );
  }
  if (notFound) {
    // A hidden or unknown page or team is a 404 (a malformed address a 400); anything else may pass, so it can be
    // retried.
    const error = query.error;
    const retryable = query.isError && !(isApiError(error) && (error.status === 404 || error.status === 400));
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-1 items-center px-4 py-16">
        <FundraiserNotFound kind={kind} onRetry={retryable ? () => void query.refetch() : undefined} />
      </div>
    );
  }
  return (
    <div className={containerClassName}>
      <FundraiserSkeleton label={i18n._(copy[kind].loadingLabel)} />
    </div>
  );
}
