import { Trans, useLingui } from '@lingui/react/macro';
import { RECURRING_MANAGE_PAGE_PATH, recurringManageMessages, type DonationStatusResponse } from '@causeway/contracts';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheckBig, CircleX, HelpCircle, Hourglass, LoaderCircle, RotateCw, Undo2 } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { campaignKeys } from '@/features/campaigns';
import { impactStatsQueryKey } from '@/features/stats';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n';
import { donationStatusQueryKey, STATUS_POLL_ATTEMPTS, useDonationStatus } from '../api/get-donation-status';
import { formatAmount } from '@/lib/format';
import { donationTypeLabel, intervalPhrase, type SuccessParams } from '../lib/success-params';
import { postDonationComplete } from '../lib/popup-embed';
import { StatusCard } from './status-card';
import { SuccessLinks } from './success-links';

type DonationStatusViewProps = { paymentIntentId: string; params: SuccessParams };

/** The verified success page: pending while the provider's event is awaited, then succeeded or failed. */
export function DonationStatusView({ paymentIntentId, params }: DonationStatusViewProps) {
  const { t } = useLingui();
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
        title={unknown ? t`We could not find this payment` : t`We could not check your payment`}
      >
        <p>
          {unknown
            ? t`This link does not match a donation of ours. If you were charged, your receipt e-mail has the details.`
            : t`Your payment may still have gone through. Check again in a moment; a receipt is e-mailed once it is confirmed.`}
        </p>
        {unknown ? null : (
          <Button variant="outline" className="mt-5" onClick={() => void refetch()} disabled={isFetching}>
            <RotateCw className={isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            <Trans>Check again</Trans>
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
      <StatusCard icon={<Hourglass aria-hidden="true" />} tone="pending" title={t`Still confirming your payment`} live>
        <p>
          <Trans>
            Your bank is taking longer than usual. There is nothing more to do: once the payment is confirmed, we e-mail
            your receipt.
          </Trans>
        </p>
        <Button variant="outline" className="mt-5" onClick={() => void refetch()} disabled={isFetching}>
          <RotateCw className={isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
          <Trans>Check again</Trans>
        </Button>
        <SuccessLinks campaignId={campaignId} />
      </StatusCard>
    );
  }

  const title = data.campaign.title;

  if (data.status === 'failed') {
    const reason = data.failureMessage;
    return (
      <StatusCard icon={<CircleX aria-hidden="true" />} tone="failed" title={t`Your payment did not go through`} live>
        <p>
          <Trans>
            Your donation to <span className="font-semibold text-foreground">{title}</span> was not completed and you
            have not been charged.
          </Trans>
        </p>
        {data.failureMessage ? (
          <p className="mt-3 rounded-lg bg-destructive/10 px-4 py-3 text-sm text-foreground">
            <Trans>Reason: {reason}</Trans>
          </p>
        ) : null}
        <SuccessLinks campaignId={campaignId} retry />
      </StatusCard>
    );
  }

  if (data.status === 'refunded') {
    const amount = formatAmount(data.amount, params.currency);
    return (
      <StatusCard icon={<Undo2 aria-hidden="true" />} tone="neutral" title={t`This donation was refunded`}>
        <p>
          <Trans>
            Your gift of {amount} to <span className="font-semibold text-foreground">{title}</span> has been refunded to
            your card.
          </Trans>
        </p>
        <SuccessLinks campaignId={campaignId} />
      </StatusCard>
    );
  }

  return <Succeeded donation={data} campaignId={campaignId} currency={params.currency} />;
}

function Confirming() {
  const { t } = useLingui();
  return (
    <StatusCard
      icon={<LoaderCircle className="animate-spin" aria-hidden="true" />}
      tone="pending"
      title={t`Confirming your payment…`}
      live
    >
      <p>
        <Trans>This takes a few seconds. Please keep this page open.</Trans>
      </p>
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
  const { i18n, t } = useLingui();
  const contractText = useContractText();
  const recurring = donation.donationType === 'recurring';
  const title = donation.campaign.title;
  const fee = formatAmount(donation.feeAmount, currency);
  const interval = intervalPhrase(donation.interval, i18n);
  const manageLabel = contractText(recurringManageMessages.linkLabel);
  return (
    <StatusCard icon={<CircleCheckBig aria-hidden="true" />} tone="success" title={t`Thank You`} live>
      <p>
        <Trans>
          Your gift to <span className="font-semibold text-foreground">{title}</span> has been received.
        </Trans>
      </p>
      <dl className="mx-auto mt-6 grid max-w-sm grid-cols-2 divide-x divide-border rounded-lg border border-border bg-muted/40 py-4 text-sm">
        <div className="grid gap-1 px-4">
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd className="text-2xl font-bold tracking-tight text-foreground">
            {formatAmount(donation.amount, currency)}
          </dd>
        </div>
        <div className="grid gap-1 px-4">
          <dt>
            <Trans>Type</Trans>
          </dt>
          <dd className="text-base font-semibold text-foreground">
            {donationTypeLabel(i18n, donation.donationType, donation.interval)}
          </dd>
        </div>
      </dl>
      {donation.feeAmount > 0 ? (
        <p className="mt-3 text-sm">
          <Trans>You also covered {fee} in processing fees, so every dollar of your gift reaches the campaign.</Trans>
        </p>
      ) : null}
      <p className="mt-4 text-sm">
        <Trans>A receipt has been emailed to you.</Trans>
      </p>
      {recurring ? (
        <p className="mt-1 text-sm">
          <Trans>
            Your gift will be processed {interval}. You can pause or cancel it any time from your dashboard, or without
            an account:{' '}
            <Link
              to={RECURRING_MANAGE_PAGE_PATH}
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              {manageLabel}
            </Link>
            .
          </Trans>
        </p>
      ) : null}
      <SuccessLinks campaignId={campaignId} />
    </StatusCard>
  );
}
