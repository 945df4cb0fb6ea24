import { errorLevelLabels, errorLevels, type ErrorLevel, type ErrorStatusFilter } from '@causeway/contracts';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { ErrorListParams } from '../lib/error-list-params';

const statusLabels: Record<ErrorStatusFilter, string> = { open: 'Open', resolved: 'Resolved', all: 'All' };

export function ErrorListToolbar({
  params,
  onChange,
}: {
  params: ErrorListParams;
  onChange: (change: Partial<ErrorListParams>) => void;
}) {
  const levelId = useId();
  const statusId = useId();
  return (
    <div className="flex flex-wrap gap-3">
      <div className="grid min-w-40 gap-1.5">
        <Label htmlFor={levelId}>Level</Label>
        <NativeSelect
          id={levelId}
          value={params.level ?? 'all'}
          onChange={(e) => {
            const level = e.target.value;
            onChange({ level: level === 'all' ? null : (level as ErrorLevel), page: 1 });
          }}
        >
          <option value="all">All levels</option>
          {errorLevels.map((level) => (
            <option key={level} value={level}>
              {errorLevelLabels[level]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid min-w-40 gap-1.5">
        <Label htmlFor={statusId}>Status</Label>
        <NativeSelect
          id={statusId}
          value={params.status}
          onChange={(e) => onChange({ status: e.target.value as ErrorStatusFilter, page: 1 })}
        >
          {(Object.keys(statusLabels) as ErrorStatusFilter[]).map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
