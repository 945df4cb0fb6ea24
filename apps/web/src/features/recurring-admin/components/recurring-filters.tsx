import {
  intervalLabels,
  recurringAdminSorts,
  recurringIntervals,
  recurringStatuses,
  type RecurringAdminSort,
  type RecurringStatus,
} from '@causeway/contracts';
import { useLingui } from '@lingui/react/macro';
import { FilterField } from '@/components/ui/filter-field';
import { FilterSelect } from '@/components/ui/filter-select';
import { NativeSelect } from '@/components/ui/native-select';
import { useContractLabels } from '@/lib/i18n';
import { recurringSortLabels, recurringStatusLabels, type RecurringListState } from '../lib/recurring-list-params';
import { CampaignFilter } from './campaign-filter';

type Change = (change: Partial<RecurringListState>) => void;

/** Status, interval, campaign and order; each choice is one parameter of the page's URL. */
export function RecurringFilters({ state, onChange }: { state: RecurringListState; onChange: Change }) {
  const { t, i18n } = useLingui();
  const intervals = useContractLabels(intervalLabels);
  const statusLabels = Object.fromEntries(
    recurringStatuses.map((status) => [status, i18n._(recurringStatusLabels[status])]),
  ) as Record<RecurringStatus, string>;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <FilterSelect
        label={t`Status`}
        allLabel={t`All statuses`}
        values={recurringStatuses}
        labels={statusLabels}
        value={state.status}
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect
        label={t`Interval`}
        allLabel={t`All intervals`}
        values={recurringIntervals}
        labels={intervals}
        value={state.interval}
        onChange={(interval) => onChange({ interval })}
      />
      <CampaignFilter value={state.campaignId} onChange={(campaignId) => onChange({ campaignId })} />
      <FilterField label={t`Sort by`}>
        {(id) => (
          <NativeSelect
            id={id}
            value={state.sort}
            onChange={(e) => onChange({ sort: e.target.value as RecurringAdminSort })}
          >
            {recurringAdminSorts.map((sort) => (
              <option key={sort} value={sort}>
                {i18n._(recurringSortLabels[sort])}
              </option>
            ))}
          </NativeSelect>
        )}
      </FilterField>
    </div>
  );
}
