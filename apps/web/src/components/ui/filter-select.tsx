import { FilterField } from './filter-field';
import { NativeSelect } from './native-select';

type FilterSelectProps<T extends string> = {
  label: string;
  /** The first choice, which filters nothing: 'All statuses'. */
  allLabel: string;
  values: readonly T[];
  labels: Record<T, string>;
  /** null for all. */
  value: T | null;
  onChange: (value: T | null) => void;
};

/** A filter of an admin list that picks one of a fixed set of values (a status, a type), or all of them. */
export function FilterSelect<T extends string>({
  label,
  allLabel,
  values,
  labels,
  value,
  onChange,
}: FilterSelectProps<T>) {
  return (
    <FilterField label={label}>
      {(id) => (
        <NativeSelect id={id} value={value ?? ''} onChange={(e) => onChange((e.target.value || null) as T | null)}>
          <option value="">{allLabel}</option>
          {values.map((choice) => (
            <option key={choice} value={choice}>
              {labels[choice]}
            </option>
          ))}
        </NativeSelect>
      )}
    </FilterField>
  );
}
