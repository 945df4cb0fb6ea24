import { errorLevelLabels, errorLevels, type ErrorLevel, type ErrorStatusFilter } from '@causeway/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useContractLabels } from '@/lib/i18n';
import type { ErrorListParams } from '../lib/error-list-params';

/** The filter's words, told apart from the same English words elsewhere: Spanish gives them the errors' gender. */
const statusLabels: Record<ErrorStatusFilter, MessageDescriptor> = {
  open: msg({ context: 'errors status filter', message: 'Open' }),
  resolved: msg({ context: 'errors status filter', message: 'Resolved' }),
  all: msg({ context: 'errors status filter', message: 'All' }),
};

export function ErrorListToolbar({
  params,
  onChange,
}: {
  params: ErrorListParams;
  onChange: (change: Partial<ErrorListParams>) => void;
}) {
  const { i18n } = useLingui();
  const levelLabels = useContractLabels(errorLevelLabels);
  const levelId = useId();
  const statusId = useId();
  return (
    <div className="flex flex-wrap gap-3">
      <div className="grid min-w-40 gap-1.5">
        <Label htmlFor={levelId}>
          <Trans>Level</Trans>
        </Label>
        <NativeSelect
          id={levelId}
          value={params.level ?? 'all'}
          onChange={(e) => {
            const level = e.target.value;
            onChange({ level: level === 'all' ? null : (level as ErrorLevel), page: 1 });
          }}
        >
          <option value="all">
            <Trans>All levels</Trans>
          </option>
          {errorLevels.map((level) => (
            <option key={level} value={level}>
              {levelLabels[level]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid min-w-40 gap-1.5">
        <Label htmlFor={statusId}>
          <Trans>Status</Trans>
        </Label>
        <NativeSelect
          id={statusId}
          value={params.status}
          onChange={(e) => onChange({ status: e.target.value as ErrorStatusFilter, page: 1 })}
        >
          {(Object.keys(statusLabels) as ErrorStatusFilter[]).map((status) => (
            <option key={status} value={status}>
              {i18n._(statusLabels[status])}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
