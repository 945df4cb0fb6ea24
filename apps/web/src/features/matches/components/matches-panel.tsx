import {
  currencySymbol,
  formatAmount,
  matchMessages,
  matchRatioLabel,
  matchRatios,
  toMajorUnits,
  toMinorUnits,
  type AdminMatch,
  type CurrencyCode,
  type MatchInput,
  formatDateTime,
} from '@causeway/contracts';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, Pencil, Plus, RotateCw, Sparkles, Square, Trash2, TriangleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { StateMessage } from '@/components/ui/state-message';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useContractLabels } from '@/lib/i18n';
import { deleteMatch, endMatch, saveMatch, useMatchMutation, useMatches } from '../api/matches';

/** '2026-11-27T21:05' in the browser's time zone, as a datetime-local input shows it. */
function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : '');
const when = (iso: string) => formatDateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

type Draft = { sponsorName: string; ratioPercent: string; cap: string; startsAt: string; endsAt: string };
const emptyDraft = (): Draft => {
  const start = new Date();
  const end = new Date(start.getTime() + 7 * 86_400_000);
  return {
    sponsorName: '',
    ratioPercent: '100',
    cap: '',
    startsAt: toLocalInput(start.toISOString()),
    endsAt: toLocalInput(end.toISOString()),
  };
};
const draftOf = (match: AdminMatch): Draft => ({
  sponsorName: match.sponsorName,
  ratioPercent: String(match.ratioPercent),
  cap: String(toMajorUnits(match.capAmount, match.currency)),
  startsAt: toLocalInput(match.startsAt),
  endsAt: toLocalInput(match.endsAt),
});
/** The form takes the campaign's major units (dollars, yen); the wire takes its minor units (¥500 stays 500). */
const toInput = (draft: Draft, currency: CurrencyCode): MatchInput => ({
  sponsorName: draft.sponsorName,
  ratioPercent: Number(draft.ratioPercent),
  capAmount: draft.cap.trim() === '' ? Number.NaN : toMinorUnits(Number(draft.cap), currency),
  startsAt: fromLocalInput(draft.startsAt),
  endsAt: fromLocalInput(draft.endsAt),
});

const statusLabels = { scheduled: msg`Scheduled`, live: msg`Live`, ended: msg`Ended` } as const;

/**
 * The admin campaign page's matches (issue 24, item 3): list, add and edit, end early, delete. Their money is in the
 * campaign's currency (issue 26), US dollars unless told.
 */
export function MatchesPanel({ campaignId, currency = 'usd' }: { campaignId: number; currency?: CurrencyCode }) {
  const matches = useMatches(campaignId);
  const [editing, setEditing] = useState<AdminMatch | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminMatch | null>(null);
  const end = useMatchMutation(campaignId, (match: AdminMatch) => endMatch(campaignId, match.id));
  const remove = useMatchMutation(campaignId, (match: AdminMatch) => deleteMatch(campaignId, match.id));
  const { t, i18n } = useLingui();
  const m = useContractLabels(matchMessages);
  const fail = (error: unknown) =>
    toast({ variant: 'destructive', title: t`Error`, description: errorMessage(error, t`Please try again.`) });

  return (
    <section aria-labelledby="matches-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="matches-title" className="text-lg font-semibold">
            {m.sectionTitle}
          </h2>
          <p className="text-sm text-muted-foreground">
            <Trans>
              A sponsor adds to each gift while the match runs, up to its cap. Matched money is a pledge: it is shown
              apart from the amount raised.
            </Trans>
          </p>
        </div>
        {editing === null ? (
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            {m.addButton}
          </Button>
        ) : null}
      </div>

      {editing !== null ? (
        <MatchForm
          key={editing === 'new' ? 'new' : editing.id}
          campaignId={campaignId}
          currency={currency}
          match={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}

      {matches.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label={t`Loading matches`}>
          <Skeleton className="h-24 w-full" />
        </div>
      ) : matches.isError ? (
        <StateMessage
          tone="error"
          icon={TriangleAlert}
          title={t`Could not load the matches`}
          description={errorMessage(matches.error, t`Please try again.`)}
          action={
            <Button variant="outline" onClick={() => void matches.refetch()}>
              <RotateCw aria-hidden="true" />
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : matches.data.length === 0 ? (
        <StateMessage icon={Sparkles} title={t`No matches`} description={m.empty} />
      ) : (
        <ul className="grid gap-3" aria-label={t`Matches`}>
          {matches.data.map((match) => {
            const sponsorName = match.sponsorName;
            const matched = formatAmount(match.matchedAmount, match.currency);
            const cap = formatAmount(match.capAmount, match.currency);
            const startsAt = when(match.startsAt);
            const endsAt = when(match.endsAt);
            return (
              <li key={match.id}>
                <Card>
                  <CardContent className="grid gap-3 p-4 sm:flex sm:items-start sm:justify-between">
                    <div className="grid min-w-0 gap-1">
                      <p className="flex flex-wrap items-center gap-2 font-semibold">
                        <span className="break-words">{match.sponsorName}</span>
                        <Badge variant={match.status === 'live' ? 'default' : 'secondary'}>
                          {i18n._(statusLabels[match.status])}
                        </Badge>
                      </p>
                      <p className="text-sm">
                        {matchRatioLabel(match.ratioPercent)} · {m.matchedLabel}{' '}
                        <Trans>
                          <span className="font-semibold">{matched}</span> of {cap}
                        </Trans>
                      </p>
                      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                        <CalendarClock className="size-4" aria-hidden="true" />
                        <Trans>
                          {startsAt} to {endsAt}
                        </Trans>
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <Button variant="outline" size="sm" onClick={() => setEditing(match)}>
                        <Pencil aria-hidden="true" />
                        <Trans>
                          Edit<span className="sr-only"> the match of {sponsorName}</span>
                        </Trans>
                      </Button>
                      {match.status === 'live' ? (
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={end.isPending}
                          onClick={() =>
                            end.mutate(match, {
                              onSuccess: () => toast({ title: m.ended }),
                              onError: fail,
                            })
                          }
                        >
                          <Square aria-hidden="true" />
                          <Trans>
                            End now<span className="sr-only"> the match of {sponsorName}</span>
                          </Trans>
                        </Button>
                      ) : null}
                      <Button variant="outline" size="sm" onClick={() => setDeleting(match)}>
                        <Trash2 aria-hidden="true" />
                        <Trans>
                          Delete<span className="sr-only"> the match of {sponsorName}</span>
                        </Trans>
                      </Button>
                    </div>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}

      <ConfirmDialog
        subject={deleting}
        title={t`Delete this match?`}
        description={(match) => {
          const sponsorName = match.sponsorName;
          return t`The match of ${sponsorName} will be removed.`;
        }}
        keepLabel={t`Keep match`}
        confirmLabel={t`Delete match`}
        busy={remove.isPending}
        busyLabel={t`Deleting…`}
        onClose={() => setDeleting(null)}
        onConfirm={(match) =>
          remove.mutate(match, {
            onSuccess: () => {
              toast({ title: m.deleted });
              setDeleting(null);
            },
            onError: (error) => {
              fail(error);
              setDeleting(null);
            },
          })
        }
      />
    </section>
  );
}

function MatchForm({
  campaignId,
  currency,
  match,
  onDone,
}: {
  campaignId: number;
  currency: CurrencyCode;
  match: AdminMatch | null;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Draft>(() => (match ? draftOf(match) : emptyDraft()));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMatchMutation(campaignId, (input: MatchInput) => saveMatch(campaignId, input, match?.id));
  const set = (field: keyof Draft) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setDraft((d) => ({ ...d, [field]: value }));
  };
  const error = (field: string) => fieldErrors[field]?.[0];
  // A match saved earlier names its currency; a new one takes the campaign's. Yen and won have no decimals.
  const capCurrency = match?.currency ?? currency;
  const whole = toMinorUnits(1, capCurrency) === 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFieldErrors({});
    setFormError(null);
    save.mutate(toInput(draft, capCurrency), {
      onSuccess: () => {
        toast({ title: matchMessages.saved });
        onDone();
      },
      onError: (failure) => {
        const fields = isApiError(failure) ? failure.fieldErrors : undefined;
        if (fields && Object.keys(fields).length > 0) setFieldErrors(fields);
        else setFormError(errorMessage(failure, t`Please try again.`));
      },
    });
  };

  const sponsorName = match?.sponsorName;
  const code = capCurrency.toUpperCase();

  return (
    <Card>
      <CardContent className="p-4">
        <form onSubmit={submit} noValidate aria-label={match ? t`Edit match` : t`Add a match`} className="grid gap-4">
          <h3 className="font-semibold">{match ? t`Edit the match of ${sponsorName}` : t`Add a match`}</h3>
          {formError ? (
            <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm">
              {formError}
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t`Sponsor`} error={error('sponsorName')}>
              {(control) => <Input {...control} value={draft.sponsorName} onChange={set('sponsorName')} />}
            </FormField>
            <FormField label={t`Ratio`} error={error('ratioPercent')} hint={t`Sponsor's dollars for each dollar given`}>
              {(control) => (
                <NativeSelect {...control} value={draft.ratioPercent} onChange={set('ratioPercent')}>
                  {matchRatios.map((r) => (
                    <option key={r.percent} value={r.percent}>
                      {r.label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label={t`Cap (${code})`} error={error('capAmount')} hint={t`The most the sponsor adds in all`}>
              {(control) => (
                <MoneyInput
                  {...control}
                  symbol={currencySymbol(capCurrency)}
                  inputMode={whole ? 'numeric' : 'decimal'}
                  type="number"
                  min={1}
                  step={whole ? '1' : '0.01'}
                  value={draft.cap}
                  onChange={set('cap')}
                />
              )}
            </FormField>
            <div className="hidden sm:block" />
            <FormField label={t`Starts`} error={error('startsAt')}>
              {(control) => (
                <Input {...control} type="datetime-local" value={draft.startsAt} onChange={set('startsAt')} />
              )}
            </FormField>
            <FormField label={t`Ends`} error={error('endsAt')}>
              {(control) => <Input {...control} type="datetime-local" value={draft.endsAt} onChange={set('endsAt')} />}
            </FormField>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onDone} disabled={save.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <SubmitButton busy={save.isPending} busyLabel={t`Saving…`}>
              <Trans>Save match</Trans>
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
