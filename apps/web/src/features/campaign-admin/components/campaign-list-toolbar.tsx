import { campaignStatuses, type CampaignStatus } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchBox } from '@/components/ui/search-box';
import { statusLabels } from '../lib/campaign-labels';

type CampaignListToolbarProps = {
  q: string;
  status: CampaignStatus | null;
  /** `replace` while typing, so each pause in typing is not a Back-button step. */
  onSearch: (q: string, replace: boolean) => void;
  onStatus: (status: CampaignStatus | null) => void;
};

/** The search box (searched on the server once typing pauses, or at once on Enter) and the status filter. */
export function CampaignListToolbar({ q, status, onSearch, onStatus }: CampaignListToolbarProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchBox
        value={q}
        onSearch={onSearch}
        label={t`Search campaigns`}
        placeholder={t`Search by title, organization or category`}
        className="flex-1"
      />
      <div className="flex items-center gap-2 sm:w-52">
        <Label htmlFor={`${id}-status`} className="sr-only">
          <Trans>Status</Trans>
        </Label>
        <NativeSelect
          id={`${id}-status`}
          value={status ?? ''}
          onChange={(event) => onStatus((event.target.value || null) as CampaignStatus | null)}
          className="w-full"
        >
          <option value="">{t`All statuses`}</option>
          {campaignStatuses.map((value) => (
            <option key={value} value={value}>
              {i18n._(statusLabels[value])}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
