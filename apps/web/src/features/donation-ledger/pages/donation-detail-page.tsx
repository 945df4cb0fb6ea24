import { donationLedgerMessages, parseId } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCw, SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { StateMessage } from '@/components/ui/state-message';
import { DonationStatusBadge } from '@/features/donor-dashboard';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n';
import { useLedgerDonation } from '../api/get-ledger-donation';
import { BackToDonations } from '../components/back-to-donations';
import { DonationActions } from '../components/donation-actions';
import { DonationFacts } from '../components/donation-facts';
import { DonationDedication } from '../components/donation-dedication';
import { DonationTimeline } from '../components/donation-timeline';
import { formatCurrency } from '@/lib/format';
import { ledgerDonorName } from '../lib/ledger-display';

function DetailSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading donation`} className="grid gap-6">
      <div className="grid gap-2">
        <Skeleton className="h-9 w-72 max-w-full" />
        <Skeleton className="h-5 w-48" />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-40" />
        ))}
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

function BackLink() {
  return (
    <div>
      <BackToDonations />
    </div>
  );
}

function NotFound() {
  const { t } = useLingui();
  const text = useContractText();
  return (
    <>
      <BackLink />
      <StateMessage
        icon={SearchX}
        title={text(donationLedgerMessages.notFound)}
        description={t`No donation has this number. It may have been mistyped.`}
      />
    </>
  );
}

/** `/admin/donations/:id`: one donation of any status, its money, its provider's ids and its timeline. */
export function AdminDonationDetailPage() {
  const id = parseId(useParams().id ?? '');
  // An id no donation can have never reaches the server.
  return id === null ? (
    <Frame>
      <NotFound />
    </Frame>
  ) : (
    <DonationDetail id={id} />
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:px-8 lg:py-10">{children}</div>
  );
}

function DonationDetail({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const { data, isPending, isError, error, isFetching, refetch } = useLedgerDonation(id);
  const receiptNumber = data?.receiptNumber ?? null;
  const donationId = data?.id;
  useDocumentTitle(
    data ? (receiptNumber !== null ? t`Donation #${receiptNumber}` : t`Donation ${donationId}`) : t`Donation`,
  );

  if (isPending)
    return (
      <Frame>
        <BackLink />
        <DetailSkeleton />
      </Frame>
    );
  if (isError && isApiError(error) && error.status === 404)
    return (
      <Frame>
        <NotFound />
      </Frame>
    );
  if (isError)
    return (
      <Frame>
        <BackLink />
        <StateMessage
          tone="error"
          icon={TriangleAlert}
          title={t`Failed to load donation`}
          description={t`Something went wrong while loading this donation. Please check your connection and try again.`}
          action={
            <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
              <RotateCw className={isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
              <Trans>Try Again</Trans>
            </Button>
          }
        />
      </Frame>
    );

  const refunded = formatCurrency(data.refundedAmount, { currency: data.currency });
  const donorName = ledgerDonorName(data, i18n);
  const campaign = data.campaign.title;
  return (
    <Frame>
      <DonationActions donation={data} />
      <header className="min-w-0">
        <p className="text-sm font-semibold text-primary-soft-foreground">
          {receiptNumber !== null ? t`Donation · Receipt #${receiptNumber}` : t`Donation #${donationId}`}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="text-3xl font-bold tracking-tight tabular-nums sm:text-4xl">
            {formatCurrency(data.amount, { currency: data.currency })}
            {data.refundedAmount > 0 ? (
              <span className="text-lg font-semibold text-muted-foreground sm:text-xl">
                {' '}
                <Trans>(−{refunded} refunded)</Trans>
              </span>
            ) : null}
          </h1>
          <DonationStatusBadge status={data.status} />
        </div>
        <p className="mt-2 break-words text-muted-foreground">
          <Trans>
            From {donorName} to {campaign}
          </Trans>
        </p>
      </header>
      <DonationFacts donation={data} />
      <DonationDedication donation={data} />
      <DonationTimeline donation={data} />
    </Frame>
  );
}
