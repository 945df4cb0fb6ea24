import type { AdminDonor } from '@causeway/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle, Search, UserRound, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { donorTotalText, GuestBadge } from '@/features/donors';
import { useDonorSearch } from '../api/search-donors';

const DEBOUNCE_MS = 300;

/** '$50.00 given'; in several currencies, each on its own (issue 26): '$50.00 · ¥2,500 given'. */
function givenText(donor: Pick<AdminDonor, 'totals'>, i18n: I18n): string {
  const total = donorTotalText(donor);
  return i18n._(msg`${total} given`);
}

export type PickedDonor = { name: string; email: string; isGuest: boolean };

type OfflineDonorPickerProps = {
  picked: PickedDonor | null;
  onPick: (donor: AdminDonor) => void;
  onClear: () => void;
  /** No match: record the gift as a new guest, with what was typed when it looks like an e-mail. */
  onNewGuest: (typed: string) => void;
  error?: string | undefined;
};

const nameOf = (d: Pick<AdminDonor, 'firstName' | 'lastName' | 'email'>) =>
  `${d.firstName} ${d.lastName}`.trim() || d.email;

/** Finds the giver among the donors (accounts and guests) by name or e-mail, as the donor list searches. */
export function OfflineDonorPicker({ picked, onPick, onClear, onNewGuest, error }: OfflineDonorPickerProps) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const messageId = useId();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(draft.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  const donors = useDonorSearch(q);
  const search = q;

  if (picked) {
    return (
      <div className="flex items-center gap-3 rounded-lg border border-primary bg-primary/5 p-3 text-sm">
        <UserRound className="size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2 font-medium">
            {picked.name}
            {picked.isGuest ? <GuestBadge /> : null}
          </span>
          <span className="break-all text-muted-foreground">{picked.email}</span>
        </div>
        <Button type="button" variant="ghost" size="sm" onClick={onClear}>
          <X aria-hidden="true" />
          <Trans>Change</Trans>
        </Button>
      </div>
    );
  }

  const matches = q.length >= 2 ? (donors.data ?? []) : [];
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>
        <Trans>Find a donor</Trans>
      </Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute inset-s-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t`Name or e-mail`}
          autoComplete="off"
          className="ps-9"
          aria-invalid={Boolean(error)}
          aria-describedby={messageId}
        />
        {donors.isFetching ? (
          <LoaderCircle
            className="absolute inset-e-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
            aria-label={t`Searching`}
          />
        ) : null}
      </div>
      <p id={messageId} className={error ? 'text-sm font-medium text-destructive' : 'text-xs text-muted-foreground'}>
        {error ?? t`Type at least two letters of their name or e-mail.`}
      </p>
      {q.length >= 2 && donors.isSuccess ? (
        <div aria-live="polite">
          {matches.length > 0 ? (
            <ul className="grid gap-1" aria-label={t`Matching donors`}>
              {matches.map((donor) => (
                <li key={donor.key}>
                  <button
                    type="button"
                    onClick={() => onPick(donor)}
                    className="flex w-full items-center gap-3 rounded-lg border border-border p-3 text-start text-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <span className="grid min-w-0 flex-1">
                      <span className="flex flex-wrap items-center gap-2 font-medium">
                        {nameOf(donor)}
                        {donor.isGuest ? <GuestBadge /> : null}
                      </span>
                      <span className="break-all text-muted-foreground">{donor.email}</span>
                    </span>
                    <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                      {givenText(donor, i18n)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-lg bg-muted p-3 text-sm">
              <Trans>No donor matches “{search}”.</Trans>{' '}
              <button
                type="button"
                className="font-medium text-primary underline-offset-4 hover:underline"
                onClick={() => onNewGuest(q)}
              >
                <Trans>Record it for a new guest</Trans>
              </button>
            </p>
          )}
        </div>
      ) : null}
      {donors.isError ? (
        <p role="alert" className="text-sm text-destructive">
          <Trans>The donors could not be searched. Please try again.</Trans>
        </p>
      ) : null}
    </div>
  );
}
