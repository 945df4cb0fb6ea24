import { pageTitle, parseId } from '@causeway/contracts';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { isFundraiserSlug, useFundraiserPage } from '../api/fundraiser-queries';
import { FundraiserDetails } from '../components/fundraiser-details';
import { FundraiserNotFound } from '../components/fundraiser-not-found';
import { FundraiserSkeleton } from '../components/fundraiser-skeleton';

const container = 'mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10';

/** `/campaigns/{id}/fundraisers/{slug}`: a supporter's public page (issue 25), rendered on the server too. */
export function FundraiserPage() {
  const { id, slug } = useParams();
  const campaignId = parseId(id);
  const query = useFundraiserPage(campaignId, slug);
  const notFound = campaignId === null || !isFundraiserSlug(slug) || (query.isError && !query.data);

  useEffect(() => {
    if (notFound) document.title = pageTitle('Fundraising page not found');
  }, [notFound]);

  if (query.data) {
    return (
      <div className={container}>
        <FundraiserDetails key={`${campaignId}/${slug}`} page={query.data} />
      </div>
    );
  }
  if (notFound) {
    // A hidden or unknown page is a 404 (a malformed address a 400); anything else may pass, so it can be retried.
    const error = query.error;
    const retryable = query.isError && !(isApiError(error) && (error.status === 404 || error.status === 400));
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-1 items-center px-4 py-16">
        <FundraiserNotFound kind="page" onRetry={retryable ? () => void query.refetch() : undefined} />
      </div>
    );
  }
  return (
    <div className={container}>
      <FundraiserSkeleton label="Loading the fundraising page" />
    </div>
  );
}
