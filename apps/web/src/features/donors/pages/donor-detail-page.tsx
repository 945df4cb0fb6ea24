import { donorMessages } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, RotateCw, SearchX, TriangleAlert, UserX } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { StateMessage } from '@/components/ui/state-message';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useListReturnPath } from '@/hooks/use-list-return';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n';
import { useDonor } from '../api/get-donor';
import { AnonymizeDonorDialog } from '../components/anonymize-donor-dialog';
import { DonorDonations } from '../components/donor-donations';
import { DonorRecurring } from '../components/donor-recurring';
import { DonorSummary } from '../components/donor-summary';
import { GuestBadge } from '../components/guest-badge';
import { donorName } from '../lib/donor-display';

function DetailSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading donor`} className="grid gap-6">
      <div className="grid gap-2">
        <Skeleton className="h-9 w-64 max-w-full" />
        <Skeleton className="h-5 w-48" />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-48" />
    </div>
  );
}

/** `/admin/donors/:key`: one donor, their donations and their recurring gifts. */
export function AdminDonorDetailPage() {
  const { t } = useLingui();
  const text = useContractText();
  const { key = '' } = useParams();
  // Back to the list page the donor was opened from (its search, filter and page).
  const backTo = useListReturnPath('/admin/donors');
  const navigate = useNavigate();
  const [anonymizing, setAnonymizing] = useState(false);
  const { data, isPending, isError, error, isFetching, refetch } = useDonor(key);
  useDocumentTitle(data ? donorName(data.donor) : t`Donor`);

  let content;
  if (isPending) content = <DetailSkeleton />;
  else if (isError && isApiError(error) && error.status === 404)
    content = (
      <StateMessage
        icon={SearchX}
        title={text(donorMessages.notFound)}
        description={t`This donor does not exist or has no donations any more.`}
      />
    );
  else if (isError)
    content = (
      <StateMessage
        tone="error"
        icon={TriangleAlert}
        title={t`Failed to load donor`}
        description={t`Something went wrong while loading this donor. Please check your connection and try again.`}
        action={
          <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            <RotateCw className={isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            <Trans>Try Again</Trans>
          </Button>
        }
      />
    );
  else
    content = (
      <div className="grid grid-cols-1 gap-8">
        <header className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{donorName(data.donor)}</h1>
            {data.donor.isGuest ? <GuestBadge /> : null}
          </div>
          <p className="mt-2 break-all text-muted-foreground">
            <a href={`mailto:${data.donor.email}`} className="underline-offset-4 hover:text-foreground hover:underline">
              {data.donor.email}
            </a>
            {data.donor.username ? <span className="break-normal"> · @{data.donor.username}</span> : null}
          </p>
          <Button variant="outline" size="sm" className="mt-4" onClick={() => setAnonymizing(true)}>
            <UserX aria-hidden="true" />
            <Trans>Anonymize donor</Trans>
          </Button>
          <AnonymizeDonorDialog
            donor={data.donor}
            open={anonymizing}
            onClose={() => setAnonymizing(false)}
            onAnonymized={() => void navigate('/admin/donors', { replace: true })}
          />
        </header>
        <DonorSummary donor={data.donor} />
        <DonorDonations donations={data.donations} />
        <DonorRecurring gifts={data.recurringDonations} />
      </div>
    );

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ms-3">
          <Link to={backTo}>
            <ArrowLeft aria-hidden="true" />
            <Trans>Back to Donors</Trans>
          </Link>
        </Button>
      </div>
      {content}
    </div>
  );
}
