import { fundraiserMessages as m, type OwnFundraiser } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Compass, Megaphone } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { QueryStates } from '@/components/ui/query-states';
import { useMyFundraisers } from '@/features/donor-dashboard/api/fundraisers';
import { useDownloadSupportersCsv, useSetFundraiserStatus } from '@/features/donor-dashboard/api/fundraisers-mutations';
import { useContractText } from '@/lib/i18n';
import { CloseFundraiserDialog } from './close-fundraiser-dialog';
import { FundraiserCard } from './fundraiser-card';
import { CardListSkeleton } from '../card-list-skeleton';

/**
 * The donor area's "My fundraisers" tab (issue 25): each of the donor's fundraising pages with its total, its
 * status and what can be done with it: edit, pause or resume, close for good, see and thank the supporters, and
 * download them as CSV.
 */
export function FundraisersTab() {
  const { t } = useLingui();
  const text = useContractText();
  const query = useMyFundraisers();
  const setStatus = useSetFundraiserStatus();
  const download = useDownloadSupportersCsv();
  const [closing, setClosing] = useState<OwnFundraiser | null>(null);

  return (
    <QueryStates
      query={query}
      loading={
        <CardListSkeleton
          label={t`Loading your fundraising pages`}
          detailClassName="h-2 w-full"
          actionWidths={['w-20', 'w-24', 'w-32']}
        />
      }
      error={{
        title: t`Failed to load your fundraising pages`,
        description: t`Something went wrong while loading your fundraising pages.`,
      }}
      isEmpty={(pages) => pages.length === 0}
      empty={{
        icon: Megaphone,
        title: t`You have no fundraising pages yet`,
        description: t`Many campaigns let supporters raise money for them with a page of their own. Open a campaign and choose “Fundraise for this campaign” to start one.`,
        action: (
          <Button asChild>
            <Link to="/campaigns">
              <Compass aria-hidden="true" />
              <Trans>Browse campaigns</Trans>
            </Link>
          </Button>
        ),
      }}
    >
      {(pages) => {
        // The dialog keeps the page it was opened for; the list may refresh underneath while it is open.
        const current = closing ? (pages.find((page) => page.id === closing.id) ?? closing) : null;
        return (
          <section aria-labelledby="fundraisers-heading" className="grid grid-cols-1 gap-4">
            <h2 id="fundraisers-heading" className="text-lg font-semibold tracking-tight">
              {text(m.myFundraisersLabel)}
            </h2>
            <ul className="grid gap-4">
              {pages.map((page) => (
                <li key={page.id}>
                  <FundraiserCard
                    page={page}
                    toggling={setStatus.isPending && setStatus.variables?.id === page.id}
                    onToggle={(status) => setStatus.mutate({ id: page.id, status })}
                    onClosePage={() => setClosing(page)}
                    downloading={download.isPending && download.variables === page.id}
                    onDownload={() => download.mutate(page.id)}
                  />
                </li>
              ))}
            </ul>
            <CloseFundraiserDialog
              page={current}
              busy={setStatus.isPending && setStatus.variables?.status === 'closed'}
              onConfirm={(page) =>
                setStatus.mutate({ id: page.id, status: 'closed' }, { onSettled: () => setClosing(null) })
              }
              onClose={() => setClosing(null)}
            />
          </section>
        );
      }}
    </QueryStates>
  );
}
