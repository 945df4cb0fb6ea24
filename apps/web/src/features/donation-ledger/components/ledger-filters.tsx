import {
  currencyCodes,
  currencySymbol,
  donationStatuses,
  donationTypes,
  ledgerProviders,
  type CurrencyCode,
  type DonationStatus,
  type DonationType,
  type LedgerProvider,
} from '@causeway/contracts';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FilterField } from '@/components/ui/filter-field';
import { FilterSelect } from '@/components/ui/filter-select';
import { Input } from '@/components/ui/input';
import { donationStatusLabels, donationTypeLabels } from '@/features/donor-dashboard';
import { CampaignFilter } from '@/features/recurring-admin';
import { cn } from '@/lib/cn';
import { currencyLabel } from '@/lib/currency-names';
import { providerLabels } from '../lib/ledger-display';
import {
  minorToTypedAmount,
  sameTypedAmount,
  typedAmountToMinor,
  type LedgerListState,
} from '../lib/ledger-list-params';

type Change = (change: Partial<LedgerListState>) => void;

/** 'EUR — Euro', for the currency filter. */
const currencyLabels = () =>
  Object.fromEntries(currencyCodes.map((code) => [code, currencyLabel(code)])) as Record<CurrencyCode, string>;

/** A map of message descriptors read in the page's language, for a select's choices. */
function translated<T extends string>(
  values: readonly T[],
  labels: Record<T, MessageDescriptor>,
  i18n: I18n,
): Record<T, string> {
  return Object.fromEntries(values.map((value) => [value, i18n._(labels[value])])) as Record<T, string>;
}

/**
 * An amount in the currency filtered by (dollars without one), applied when the field is left or Enter is pressed
 * (not on every keystroke, which would search for $1 on the way to $100); what is not an amount goes back to the
 * URL's value.
 */
function AmountInput({
  id,
  cents,
  currency,
  onCommit,
}: {
  id: string;
  cents: number | null;
  /** The currency filtered by (issue 26); US dollars without one. */
  currency: CurrencyCode | null;
  onCommit: (cents: number | null) => void;
}) {
  const shown = cents === null ? '' : minorToTypedAmount(cents, currency);
  const sign = currencySymbol(currency ?? undefined);
  const [draft, setDraft] = useState(shown);
  const [seen, setSeen] = useState(shown);
  // The URL changed from elsewhere (Back, 'Clear filters'): show it.
  if (shown !== seen) {
    setSeen(shown);
    setDraft(shown);
  }
  const commit = () => {
    const text = draft.trim();
    const next = text === '' ? null : (typedAmountToMinor(text, currency) ?? undefined);
    if (next === undefined) setDraft(shown);
    else if (next !== cents) onCommit(next);
  };
  return (
    <div className="relative">
      <span
        className="pointer-events-none absolute inset-s-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground"
        aria-hidden="true"
      >
        {sign}
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
        className="ps-7 tabular-nums"
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length, never shown
        style={sign.length > 1 ? { paddingLeft: `calc(1.25rem + ${sign.length}ch)` } : undefined}
      />
    </div>
  );
}

/** How many filters (other than the search) are set. */
function activeCount(state: LedgerListState): number {
  const { status, campaignId, type, provider, from, to, minCents, maxCents, currency } = state;
  return [status, campaignId, type, provider, from, to, minCents, maxCents, currency].filter((value) => value !== null)
    .length;
}

/**
 * Status, campaign, type, provider, dates and amounts; each choice is one parameter of the page's URL. On a phone
 * they fold away behind a Filters button (saying how many are set), so the list starts on the first screen.
 */
export function LedgerFilters({ state, onChange }: { state: LedgerListState; onChange: Change }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const gridId = useId();
  const active = activeCount(state);
  // Without a currency filter, amounts are US dollars (as before issue 26).
  const sign = currencySymbol(state.currency ?? undefined);
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
        {active > 0 ? t`Filters (${active})` : t`Filters`}
        <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </Button>
      <div id={gridId} className={cn('grid grid-cols-2 gap-3 md:grid-cols-4', !open && 'max-md:hidden')}>
        <FilterSelect
          label={t`Status`}
          allLabel={t`All statuses`}
          values={donationStatuses}
          labels={translated<DonationStatus>(donationStatuses, donationStatusLabels, i18n)}
          value={state.status}
          onChange={(status) => onChange({ status })}
        />
        <CampaignFilter value={state.campaignId} onChange={(campaignId) => onChange({ campaignId })} />
        <FilterSelect
          label={t`Type`}
          allLabel={t`All types`}
          values={donationTypes}
          labels={translated<DonationType>(donationTypes, donationTypeLabels, i18n)}
          value={state.type}
          onChange={(type) => onChange({ type })}
        />
        <FilterSelect
          label={t`Provider`}
          allLabel={t`All providers`}
          values={ledgerProviders}
          labels={translated<LedgerProvider>(ledgerProviders, providerLabels, i18n)}
          value={state.provider}
          onChange={(provider) => onChange({ provider })}
        />
        <FilterField label={t`From`}>
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
        <FilterField label={t`To`}>
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
        <FilterSelect
          label={t`Currency`}
          allLabel={t`All currencies`}
          values={currencyCodes}
          labels={currencyLabels()}
          value={state.currency}
          // The amounts keep their typed figures in the new currency: 25 stays 25.
          onChange={(currency) =>
            onChange({
              currency,
              minCents: sameTypedAmount(state.minCents, state.currency, currency),
              maxCents: sameTypedAmount(state.maxCents, state.currency, currency),
            })
          }
        />
        <FilterField label={t`Min amount (${sign})`}>
          {(id) => (
            <AmountInput
              id={id}
              cents={state.minCents}
              currency={state.currency}
              onCommit={(minCents) => onChange({ minCents })}
            />
          )}
        </FilterField>
        <FilterField label={t`Max amount (${sign})`}>
          {(id) => (
            <AmountInput
              id={id}
              cents={state.maxCents}
              currency={state.currency}
              onCommit={(maxCents) => onChange({ maxCents })}
            />
          )}
        </FilterField>
      </div>
    </div>
  );
}
