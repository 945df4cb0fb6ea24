import { donorFilters, type DonorFilter } from '@causeway/contracts';
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
  return (
    <div className="flex shrink-0 items-center gap-2">
      <label htmlFor="donor-filter" className="whitespace-nowrap text-sm font-medium text-muted-foreground">
        Show
      </label>
      <NativeSelect
        id="donor-filter"
        value={value}
        onChange={(event) => onChange(event.target.value as DonorFilter)}
        className="h-11 min-w-44 font-medium"
      >
        {donorFilters.map((filter) => (
          <option key={filter} value={filter}>
            {donorFilterLabels[filter]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
