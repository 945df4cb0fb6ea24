import { Trans, useLingui } from '@lingui/react/macro';
import { Compass, Repeat } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { DonorRecurring } from '@causeway/contracts';
import { Button } from '@/components/ui/button';
import { useRecurringDonations } from '@/features/donor-dashboard/api/recurring-donations';
import {
  useCancelRecurring,
  useChangeRecurringAmount,
  useToggleRecurring,
} from '@/features/donor-dashboard/api/recurring-mutations';
import { QueryStates } from '@/components/ui/query-states';
import { CancelRecurringDialog } from './cancel-recurring-dialog';
import { ChangeAmountDialog } from './change-amount-dialog';
import { RecurringGiftCard } from './recurring-gift-card';
import { recurringSummary, sortRecurring } from './recurring-display';
import { CardListSkeleton } from '../card-list-skeleton';

/** Which dialog is open, for which gift: one at a time, so one of each is rendered for the whole list. */
type OpenDialog = { kind: 'cancel' | 'amount'; gift: DonorRecurring } | null;

/**
 * The donor dashboard's Recurring tab (spec section 2): each recurring gift with its amount, interval, campaign
 * and status, the next payment date while active, a pause/resume toggle, a new amount, and a final Cancel.
 */
export function RecurringTab() {
  const { t, i18n } = useLingui();
  const query = useRecurringDonations();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const toggle = useToggleRecurring();
  const cancel = useCancelRecurring();
  const changeAmount = useChangeRecurringAmount();
  const gifts = useMemo(() => sortRecurring(query.data ?? []), [query.data]);

  return (
    <QueryStates
      query={query}
      loading={
        <CardListSkeleton
          label={t`Loading recurring donations`}
          detailClassName="h-4 w-52"
          actionWidths={['w-24', 'w-32']}
        />
      }
      error={{
        title: t`Failed to load recurring donations`,
        description: t`Something went wrong while loading your recurring donations.`,
      }}
      isEmpty={() => gifts.length === 0}
      empty={{
        icon: Repeat,
        title: t`No recurring donations yet`,
        description: t`Give monthly, every 3 months or yearly to support a cause over time. You can pause, change or cancel a recurring gift here at any time.`,
        action: (
          <Button asChild>
            <Link to="/">
              <Compass aria-hidden="true" />
              <Trans>Find a campaign</Trans>
            </Link>
          </Button>
        ),
      }}
    >
      {() => {
        // The dialogs keep the gift they were opened for; the list may refresh underneath while they are open.
        const current = dialog ? (gifts.find((gift) => gift.id === dialog.gift.id) ?? dialog.gift) : null;
        return (
          <section aria-labelledby="recurring-heading" className="grid grid-cols-1 gap-4">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <h2 id="recurring-heading" className="text-lg font-semibold tracking-tight">
                <Trans>Recurring donations</Trans>
              </h2>
              <p className="text-sm text-muted-foreground">{recurringSummary(gifts, i18n)}</p>
            </div>
            <ul className="grid gap-4">
              {gifts.map((gift) => (
                <li key={gift.id}>
                  <RecurringGiftCard
                    gift={gift}
                    toggling={toggle.isPending && toggle.variables?.id === gift.id}
                    onToggle={(action) => toggle.mutate({ id: gift.id, action })}
                    onCancel={() => setDialog({ kind: 'cancel', gift })}
                    onChangeAmount={() => setDialog({ kind: 'amount', gift })}
                  />
                </li>
              ))}
            </ul>
            <CancelRecurringDialog
              gift={dialog?.kind === 'cancel' ? current : null}
              busy={cancel.isPending}
              onConfirm={(gift) => cancel.mutate(gift.id, { onSuccess: () => setDialog(null) })}
              onClose={() => setDialog(null)}
            />
            <ChangeAmountDialog
              gift={dialog?.kind === 'amount' ? current : null}
              change={changeAmount}
              onClose={() => setDialog(null)}
            />
          </section>
        );
      }}
    </QueryStates>
  );
}
