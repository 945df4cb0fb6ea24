import { campaignStatuses, type CampaignStatus } from '@causeway/contracts';
import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { statusLabels } from '../lib/campaign-labels';

const DEBOUNCE_MS = 350;

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
  const [draft, setDraft] = useState(q);
  const [seen, setSeen] = useState(q);
  // The URL changed from elsewhere (Back, 'Clear filters'): show it, unless it is just what was typed, trimmed.
  if (q !== seen) {
    setSeen(q);
    if (q !== draft.trim()) setDraft(q);
  }

  const search = useEffectEvent((value: string) => onSearch(value, true));
  useEffect(() => {
    const value = draft.trim();
    if (value === q) return;
    const timer = setTimeout(() => search(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, q]);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <form
        role="search"
        className="relative flex-1"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(draft.trim(), false);
        }}
      >
        <Label htmlFor={`${id}-q`} className="sr-only">
          Search campaigns
        </Label>
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={`${id}-q`}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Search by title, organization or category"
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          className="pl-9"
        />
      </form>
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
