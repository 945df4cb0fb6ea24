import {
  intervalLabels,
  recurringAdminSorts,
  recurringIntervals,
  recurringStatuses,
  type RecurringAdminSort,
} from '@causeway/contracts';
import { useId, type ReactNode } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { useCampaignOptions } from '../api/get-campaign-options';
import { recurringSortLabels, recurringStatusLabels, type RecurringListState } from '../lib/recurring-list-params';

type Change = (change: Partial<RecurringListState>) => void;

function Filter({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** Status, interval, campaign and order; each choice is one parameter of the page's URL. */
export function RecurringFilters({ state, onChange }: { state: RecurringListState; onChange: Change }) {
  const campaigns = useCampaignOptions();
  const options = campaigns.data ?? [];
  // A campaign named by the URL that is not among the newest ones offered is still shown as chosen.
  const unlisted = state.campaignId !== null && !options.some((c) => c.id === state.campaignId);
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Filter label="Status">
        {(id) => (
          <NativeSelect
            id={id}
            value={state.status ?? ''}
            onChange={(e) => onChange({ status: (e.target.value || null) as RecurringListState['status'] })}
          >
            <option value="">All statuses</option>
            {recurringStatuses.map((status) => (
              <option key={status} value={status}>
                {recurringStatusLabels[status]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Filter>
      <Filter label="Interval">
        {(id) => (
          <NativeSelect
            id={id}
            value={state.interval ?? ''}
            onChange={(e) => onChange({ interval: (e.target.value || null) as RecurringListState['interval'] })}
          >
            <option value="">All intervals</option>
            {recurringIntervals.map((interval) => (
              <option key={interval} value={interval}>
                {intervalLabels[interval]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Filter>
      <Filter label="Campaign">
        {(id) => (
          <NativeSelect
            id={id}
            value={state.campaignId === null ? '' : String(state.campaignId)}
            onChange={(e) => onChange({ campaignId: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">All campaigns</option>
            {unlisted ? <option value={String(state.campaignId)}>Campaign #{state.campaignId}</option> : null}
            {options.map((campaign) => (
              <option key={campaign.id} value={String(campaign.id)}>
                {campaign.title}
              </option>
            ))}
          </NativeSelect>
        )}
      </Filter>
      <Filter label="Sort by">
        {(id) => (
          <NativeSelect
            id={id}
            value={state.sort}
            onChange={(e) => onChange({ sort: e.target.value as RecurringAdminSort })}
          >
            {recurringAdminSorts.map((sort) => (
              <option key={sort} value={sort}>
                {recurringSortLabels[sort]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Filter>
    </div>
  );
}
