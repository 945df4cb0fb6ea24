import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { isPopupEmbed, parseId } from '@causeway/contracts';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useUser } from '@/features/auth';
import { campaignQueryOptions } from '@/features/campaigns';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { usePaymentsConfig } from '../api/get-payments-config';
import { useSupportedFundraiser } from '../api/get-supported-fundraiser';
import { DonationCampaignNotFound } from '../components/donation-campaign-not-found';
import { DonationCampaignSummary } from '../components/donation-campaign-summary';
import { DonationFlow } from '../components/donation-flow';
import { FundraiserNotice } from '../components/fundraiser-notice';
import { parseDonationParams } from '../lib/donation-params';
import { usePopupFrame } from '../lib/popup-embed';

const containerClassName = 'mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10';

function DonatePageSkeleton() {
  const { t } = useLingui();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]" role="status" aria-label={t`Loading`}>
      <Skeleton className="h-28 lg:col-start-2 lg:row-start-1 lg:h-96" />
      <Skeleton className="h-[36rem] lg:col-start-1 lg:row-start-1" />
    </div>
  );
}

/** `/donate/:identifier` (spec section 2, Donation page). */
export function DonatePage() {
  const { t } = useLingui();
  const { identifier } = useParams();
  const id = parseId(identifier);
  const campaignQuery = useQuery(campaignQueryOptions(id));
  const { data: campaign, isError, error, refetch } = campaignQuery;
  const auth = useUser();
  const [searchParams, setSearchParams] = useSearchParams();
  // Pop-up giving (issue 24): in a host page's overlay frame the page is compact, keeps the donor in the frame, and
  // gives as a guest (a framed page must offer no one's saved cards to a page that could overlay it).
  const embedded = isPopupEmbed(searchParams);
  usePopupFrame(embedded);
  // Who is signed in arrives after hydration and re-renders the whole form (enabled, or a donor's fields): as a
  // deferred value React renders that in slices that yield to the browser, instead of one long task that a tap
  // on a slow phone would wait behind (docs/performance.md).
  const user = useDeferredValue(embedded ? null : auth.user);
  const userLoading = useDeferredValue(embedded ? false : auth.isLoading);
  const location = useLocation();
  const navigate = useNavigate();
  // Ask for the provider now, so the payment step opens without waiting.
  usePaymentsConfig();
  // A gift through a supporter's page (issue 25): it counts for the page too while the page takes gifts.
  const fundraiserQuery = useSupportedFundraiser(id, searchParams.get('fundraiser'));
  const fundraiser = fundraiserQuery.data;
  const fundraiserId = fundraiser?.acceptingDonations ? fundraiser.id : null;
  const refetchFundraiser = fundraiserQuery.refetch;
  const onFundraiserRefused = useCallback(() => void refetchFundraiser(), [refetchFundraiser]);

  const notFound = id === null || isError;
  const missing = id === null || (isApiError(error) && (error.status === 404 || error.status === 400));
  const closed = campaign !== undefined && !campaign.acceptingDonations;
  const title = campaign?.title;
  useDocumentTitle(title !== undefined ? t`Donate to ${title}` : notFound ? t`Campaign not found` : t`Donate`);

  // Spec section 8: a failed load (network, server) is told in a toast; a missing campaign only by the card.
  const toldFailure = useRef<unknown>(null);
  useEffect(() => {
    if (!isError || missing || toldFailure.current === error) return;
    toldFailure.current = error;
    toast({ variant: 'destructive', title: t`Could not load campaign details. Please try again later.` });
  }, [isError, missing, error, t]);

  // Spec section 2: a campaign that takes no donations sends the donor back to its page.
  const toldClosed = useRef(false);
  useEffect(() => {
    if (!closed || !campaign || toldClosed.current) return;
    toldClosed.current = true;
    toast({ variant: 'destructive', title: t`Campaign not active` });
    void navigate(`/campaigns/${campaign.id}`, { replace: true });
  }, [closed, campaign, navigate, t]);

  // The URL's amount is in major units of the campaign's currency (issue 26).
  const currency = campaign?.currency;
  const prefill = useMemo(() => parseDonationParams(searchParams, currency), [searchParams, currency]);
  const reward = useMemo(
    () => (prefill.rewardId === null ? null : (campaign?.rewards.find((r) => r.id === prefill.rewardId) ?? null)),
    [campaign, prefill.rewardId],
  );

  const removeReward = useCallback(
    () =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.delete('reward');
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );

  if (notFound) {
    return (
      <div className={`${containerClassName} flex flex-1 items-center py-16`}>
        <DonationCampaignNotFound onRetry={missing ? undefined : () => void refetch()} />
      </div>
    );
  }

  return (
    <div className={embedded ? 'w-full px-4 py-4 sm:px-6' : containerClassName}>
      {embedded ? null : (
        <Link
          to={id !== null ? `/campaigns/${id}` : '/campaigns'}
          className="mb-5 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          <Trans>Back to Campaign</Trans>
        </Link>
      )}
      {!campaign || closed ? (
        <DonatePageSkeleton />
      ) : (
        <>
          <FundraiserNotice
            fundraiser={fundraiser}
            failed={fundraiserQuery.isError}
            retrying={fundraiserQuery.isFetching}
            onRetry={onFundraiserRefused}
            className="mb-6"
          />
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
            <aside aria-label={t`Campaign`} className="min-w-0 lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1">
              <DonationCampaignSummary campaign={campaign} />
            </aside>
            <div className="min-w-0 lg:col-start-1 lg:row-start-1">
              <DonationFlow
                // A sign-in or sign-out mid-way starts the form again with the right fields.
                key={user ? `user-${user.id}` : 'guest'}
                campaign={campaign}
                user={user}
                prefill={prefill}
                reward={reward}
                onRemoveReward={removeReward}
                returnPath={location.pathname + location.search}
                // The form also waits for the page the gift is given through, so no gift leaves without it.
                userPending={userLoading || fundraiserQuery.isLoading}
                fundraiserId={fundraiserId}
                onFundraiserRefused={onFundraiserRefused}
              />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
