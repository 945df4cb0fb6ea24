import { donationStatuses, donationTypes, ledgerProviders } from '@causeway/contracts';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FilterField } from '@/components/ui/filter-field';
import { FilterSelect } from '@/components/ui/filter-select';
import { Input } from '@/components/ui/input';
import { donationStatusLabels, donationTypeLabels } from '@/features/donor-dashboard';
import { CampaignFilter } from '@/features/recurring-admin';
import { cn } from '@/lib/cn';
import { dollarsParam, dollarsToCents } from '@/lib/money';
import { providerLabels } from '../lib/ledger-display';
import type { LedgerListState } from '../lib/ledger-list-params';

type Change = (change: Partial<LedgerListState>) => void;

const DOLLARS_TEXT = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * Dollars, applied when the field is left or Enter is pressed (not on every keystroke, which would search for $1
 * on the way to $100); what is not an amount goes back to the URL's value.
 */
function AmountInput({
  id,
  cents,
  onCommit,
}: {
  id: string;
  cents: number | null;
  onCommit: (cents: number | null) => void;
}) {
  const shown = cents === null ? '' : dollarsParam(cents);
  const [draft, setDraft] = useState(shown);
  const [seen, setSeen] = useState(shown);
  // The URL changed from elsewhere (Back, 'Clear filters'): show it.
  if (shown !== seen) {
    setSeen(shown);
    setDraft(shown);
  }
  const commit = () => {
    const text = draft.trim();
    const next = text === '' ? null : DOLLARS_TEXT.test(text) ? dollarsToCents(Number(text)) : undefined;
    if (next === undefined) setDraft(shown);
    else if (next !== cents) onCommit(next);
  };
  return (
    <div className="relative">
      <span
        className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground"
        aria-hidden="true"
      >
        $
      </span>
      <Input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        className="pl-7 tabular-nums"
      />
    </div>
  );
}

/** How many filters (other than the search) are set. */
function activeCount(state: LedgerListState): number {
  const { status, campaignId, type, provider, from, to, minCents, maxCents } = state;
  return [status, campaignId, type, provider, from, to, minCents, maxCents].filter((value) => value !== null).length;
}

/**
 * Status, campaign, type, provider, dates and amounts; each choice is one parameter of the page's URL. On a phone
 * they fold away behind a Filters button (saying how many are set), so the list starts on the first screen.
 */
export function LedgerFilters({ state, onChange }: { state: LedgerListState; onChange: Change }) {
  const [open, setOpen] = useState(false);
  const gridId = useId();
  const active = activeCount(state);
  return (
    <div className="grid gap-3">
      <Button
        variant="outline"
        className="justify-self-start md:hidden"
        aria-expanded={open}
        aria-controls={gridId}
        onClick={() => setOpen(!open)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {active > 0 ? `Filters (${active})` : 'Filters'}
        <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </Button>
      <div id={gridId} className={cn('grid grid-cols-2 gap-3 md:grid-cols-4', !open && 'max-md:hidden')}>
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          values={donationStatuses}
          labels={donationStatusLabels}
          value={state.status}
          onChange={(status) => onChange({ status })}
        />
        <CampaignFilter value={state.campaignId} onChange={(campaignId) => onChange({ campaignId })} />
        <FilterSelect
          label="Type"
          allLabel="All types"
          values={donationTypes}
          labels={donationTypeLabels}
          value={state.type}
          onChange={(type) => onChange({ type })}
        />
        <FilterSelect
          label="Provider"
          allLabel="All providers"
          values={ledgerProviders}
          labels={providerLabels}
          value={state.provider}
          onChange={(provider) => onChange({ provider })}
        />
        <FilterField label="From">
          {(id) => (
            <Input
              id={id}
              type="date"
              value={state.from ?? ''}
              max={state.to ?? undefined}
              onChange={(e) => onChange({ from: e.target.value || null })}
            />
          )}
        </FilterField>
        <FilterField label="To">
          {(id) => (
            <Input
              id={id}
              type="date"
              value={state.to ?? ''}
              min={state.from ?? undefined}
              onChange={(e) => onChange({ to: e.target.value || null })}
            />
          )}
        </FilterField>
        <FilterField label="Min amount ($)">
          {(id) => <AmountInput id={id} cents={state.minCents} onCommit={(minCents) => onChange({ minCents })} />}
        </FilterField>
        <FilterField label="Max amount ($)">
          {(id) => <AmountInput id={id} cents={state.maxCents} onCommit={(maxCents) => onChange({ maxCents })} />}
        </FilterField>
      </div>
    </div>
  );
}
