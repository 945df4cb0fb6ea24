import { donorFilters, type DonorFilter } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@/components/ui/native-select';
import { donorFilterLabels } from '../lib/donor-list-params';

/** Admin spec section 2: all, recurring, one-time, recent (30 days) and top ($1,000 or more) donors. */
export function DonorFilterSelect({
  value,
  onChange,
}: {
  value: DonorFilter;
  onChange: (filter: DonorFilter) => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className="flex shrink-0 items-center gap-2">
      <label htmlFor="donor-filter" className="whitespace-nowrap text-sm font-medium text-muted-foreground">
        <Trans>Show</Trans>
      </label>
      <NativeSelect
        id="donor-filter"
        value={value}
        onChange={(event) => onChange(event.target.value as DonorFilter)}
        className="h-11 min-w-44 font-medium"
      >
        {donorFilters.map((filter) => (
          <option key={filter} value={filter}>
            {i18n._(donorFilterLabels[filter])}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
