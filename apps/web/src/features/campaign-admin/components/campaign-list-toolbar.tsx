import { campaignStatuses, type CampaignStatus } from '@causeway/contracts';
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
  const id = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchBox
        value={q}
        onSearch={onSearch}
        label="Search campaigns"
        placeholder="Search by title, organization or category"
        className="flex-1"
      />
      <div className="flex items-center gap-2 sm:w-52">
        <Label htmlFor={`${id}-status`} className="sr-only">
          Status
        </Label>
        <NativeSelect
          id={`${id}-status`}
          value={status ?? ''}
          onChange={(event) => onStatus((event.target.value || null) as CampaignStatus | null)}
          className="w-full"
        >
          <option value="">All statuses</option>
          {campaignStatuses.map((value) => (
            <option key={value} value={value}>
              {statusLabels[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
