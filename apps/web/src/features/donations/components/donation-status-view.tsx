import { RECURRING_MANAGE_PAGE_PATH, recurringManageMessages, type DonationStatusResponse } from '@causeway/contracts';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheckBig, CircleX, HelpCircle, Hourglass, LoaderCircle, RotateCw, Undo2 } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { campaignKeys } from '@/features/campaigns';
import { impactStatsQueryKey } from '@/features/stats';
import { isApiError } from '@/lib/api-client';
import { donationStatusQueryKey, STATUS_POLL_ATTEMPTS, useDonationStatus } from '../api/get-donation-status';
import { formatAmount } from '@/lib/format';
import { donationTypeLabel, intervalPhrase, type SuccessParams } from '../lib/success-params';
import { postDonationComplete } from '../lib/popup-embed';
import { StatusCard } from './status-card';
import { SuccessLinks } from './success-links';

type DonationStatusViewProps = { paymentIntentId: string; params: SuccessParams };

/** The verified success page: pending while the provider's event is awaited, then succeeded or failed. */
export function DonationStatusView({ paymentIntentId, params }: DonationStatusViewProps) {
  const { data, isPending, isError, error, isFetching, refetch } = useDonationStatus(paymentIntentId);
  const queryClient = useQueryClient();
  const succeeded = data?.status === 'succeeded';

  // Raised amounts and impact figures now include this gift. Queries are not refetched on mount (spec
  // section 9), so the cached copies are dropped: the pages shown next load the new figures.
  useEffect(() => {
    if (!succeeded) return;
    queryClient.removeQueries({ queryKey: campaignKeys.all });
    queryClient.removeQueries({ queryKey: impactStatsQueryKey });
  }, [succeeded, queryClient]);

  // Pop-up giving: the host page closes its overlay and thanks the donor (nothing happens outside its frame).
  const givenCampaign = succeeded ? data.campaign.id : null;
  const givenAmount = succeeded ? data.amount : null;
  useEffect(() => {
    if (givenCampaign !== null && givenAmount !== null) postDonationComplete(givenCampaign, givenAmount);
  }, [givenCampaign, givenAmount]);

  const campaignId = data?.campaign.id ?? params.campaignId;

  if (isPending) return <Confirming />;

  if (isError) {
    const unknown = isApiError(error) && error.status === 404;
    return (
      <StatusCard
        icon={<HelpCircle aria-hidden="true" />}
        tone="neutral"
        title={unknown ? 'We could not find this payment' : 'We could not check your payment'}
      >
        <p>
          {unknown
            ? 'This link does not match a donation of ours. If you were charged, your receipt e-mail has the details.'
            : 'Your payment may still have gone through. Check again in a moment; a receipt is e-mailed once it is confirmed.'}
        </p>
        {unknown ? null : (
          <Button variant="outline" className="mt-5" onClick={() => void refetch()} disabled={isFetching}>
            <RotateCw className={isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            Check again
          </Button>
        )}
        <SuccessLinks campaignId={campaignId} />
      </StatusCard>
    );
  }

  if (data.status === 'pending') {
    // Polling stops after about 15 s (the query's refetchInterval); until then the page simply keeps waiting.
    const answers = queryClient.getQueryState(donationStatusQueryKey(paymentIntentId))?.dataUpdateCount ?? 0;
    if (answers < STATUS_POLL_ATTEMPTS) return <Confirming />;
    return (
      <StatusCard icon={<Hourglass aria-hidden="true" />} tone="pending" title="Still confirming your payment" live>
        <p>
          Your bank is taking longer than usual. There is nothing more to do: once the payment is confirmed, we e-mail
          your receipt.
        </p>
        <Button variant="outline" className="mt-5" onClick={() => void refetch()} disabled={isFetching}>
          <RotateCw className={isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
          Check again
        </Button>
        <SuccessLinks campaignId={campaignId} />
      </StatusCard>
    );
  }

  if (data.status === 'failed') {
    return (
      <StatusCard icon={<CircleX aria-hidden="true" />} tone="failed" title="Your payment did not go through" live>
        <p>
          Your donation to <span className="font-semibold text-foreground">{data.campaign.title}</span> was not
          completed and you have not been charged.
        </p>
        {data.failureMessage ? (
          <p className="mt-3 rounded-lg bg-destructive/10 px-4 py-3 text-sm text-foreground">
            Reason: {data.failureMessage}
          </p>
        ) : null}
        <SuccessLinks campaignId={campaignId} retry />
      </StatusCard>
    );
  }

  if (data.status === 'refunded') {
    return (
      <StatusCard icon={<Undo2 aria-hidden="true" />} tone="neutral" title="This donation was refunded">
        <p>
          Your gift of {formatAmount(data.amount, params.currency)} to{' '}
          <span className="font-semibold text-foreground">{data.campaign.title}</span> has been refunded to your card.
        </p>
        <SuccessLinks campaignId={campaignId} />
      </StatusCard>
    );
  }

  return <Succeeded donation={data} campaignId={campaignId} currency={params.currency} />;
}

function Confirming() {
  return (
    <StatusCard
      icon={<LoaderCircle className="animate-spin" aria-hidden="true" />}
      tone="pending"
      title="Confirming your payment…"
      live
    >
      <p>This takes a few seconds. Please keep this page open.</p>
    </StatusCard>
  );
}

function Succeeded({
  donation,
  campaignId,
  currency,
}: {
  donation: DonationStatusResponse;
  campaignId: number | null;
  /** The campaign's currency the page's link names (issue 26); US dollars unless told. */
  currency?: string | undefined;
}) {
  const recurring = donation.donationType === 'recurring';
  return (
    <StatusCard icon={<CircleCheckBig aria-hidden="true" />} tone="success" title="Thank You" live>
      <p>
        Your gift to <span className="font-semibold text-foreground">{donation.campaign.title}</span> has been received.
      </p>
      <dl className="mx-auto mt-6 grid max-w-sm grid-cols-2 divide-x divide-border rounded-lg border border-border bg-muted/40 py-4 text-sm">
        <div className="grid gap-1 px-4">
          <dt>Amount</dt>
          <dd className="text-2xl font-bold tracking-tight text-foreground">
            {formatAmount(donation.amount, currency)}
          </dd>
        </div>
        <div className="grid gap-1 px-4">
          <dt>Type</dt>
          <dd className="text-base font-semibold text-foreground">
            {donationTypeLabel(donation.donationType, donation.interval)}
          </dd>
        </div>
      </dl>
      {donation.feeAmount > 0 ? (
        <p className="mt-3 text-sm">
          You also covered {formatAmount(donation.feeAmount, currency)} in processing fees, so every dollar of your gift
          reaches the campaign.
        </p>
      ) : null}
      <p className="mt-4 text-sm">A receipt has been emailed to you.</p>
      {recurring ? (
        <p className="mt-1 text-sm">
          Your gift will be processed {intervalPhrase(donation.interval)}. You can pause or cancel it any time from your
          dashboard, or without an account:{' '}
          <Link
            to={RECURRING_MANAGE_PAGE_PATH}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {recurringManageMessages.linkLabel}
          </Link>
          .
        </p>
      ) : null}
      <SuccessLinks campaignId={campaignId} />
    </StatusCard>
  );
}
