import { currencySymbol, FUNDRAISER_TEAM_NAME_MAX, formatAmount, fundraiserGoalBounds } from '@causeway/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ChoiceCard, ChoiceGroup } from '@/components/ui/choice-card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { RetryNotice } from '@/components/ui/retry-notice';
import { Skeleton } from '@/components/ui/skeleton';
import { useTeamLeaderboard } from '../api/fundraiser-queries';
import { teamErrorText, type PickedTeam } from '../lib/fundraiser-form';
import type { FundraiserForm } from './fundraiser-form-types';

const SEARCH_PAUSE_MS = 300;

/** Team: none, join one of the campaign's teams (found by searching the team leaderboard), or start a new one. */
export function FundraiserTeamFields({
  form,
  campaignId,
  currency,
}: {
  form: FundraiserForm;
  campaignId: number;
  /** The campaign's: the team goal is typed in it, the teams' totals shown in it. */
  currency: string;
}) {
  const { t } = useLingui();
  const choice = useWatch({ control: form.control, name: 'teamChoice' });
  const { errors } = form.formState;
  const currencyCode = currency.toUpperCase();
  const minimum = formatAmount(fundraiserGoalBounds(currency).min, currency);
  return (
    <div className="grid gap-4">
      <ChoiceGroup legend={t`Team`} hint={t`Raise money together with others: your gifts count for the team too.`}>
        <div className="grid gap-2 sm:grid-cols-3">
          <ChoiceCard
            {...form.register('teamChoice')}
            value="none"
            label={t`No team`}
            description={t`Fundraise on your own`}
          />
          <ChoiceCard
            {...form.register('teamChoice')}
            value="join"
            label={t`Join a team`}
            description={t`Pick an existing team`}
          />
          <ChoiceCard
            {...form.register('teamChoice')}
            value="new"
            label={t`Start a team`}
            description={t`You become its captain`}
          />
        </div>
      </ChoiceGroup>
      {choice === 'join' ? (
        <Controller
          control={form.control}
          name="team"
          render={({ field, fieldState }) => (
            <TeamPicker
              campaignId={campaignId}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      ) : null}
      {choice === 'new' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t`Team name`} error={errors.newTeamName?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('newTeamName')}
                maxLength={FUNDRAISER_TEAM_NAME_MAX}
                autoComplete="off"
              />
            )}
          </FormField>
          <FormField
            label={t`Team goal (${currencyCode})`}
            error={errors.newTeamGoal?.message}
            hint={t`At least ${minimum}.`}
          >
            {(control) => (
              <MoneyInput
                {...control}
                {...form.register('newTeamGoal')}
                symbol={currencySymbol(currency)}
                inputMode="decimal"
                autoComplete="off"
              />
            )}
          </FormField>
        </div>
      ) : null}
    </div>
  );
}

type TeamPickerProps = {
  campaignId: number;
  value: PickedTeam | null | undefined;
  onChange: (team: PickedTeam) => void;
  error: string | undefined;
};

/** The campaign's teams, most raised first, searched by name as the supporter types; one is chosen as a radio. */
function TeamPicker({ campaignId, value, onChange, error }: TeamPickerProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const next = draft.trim();
    if (next === q) return;
    const timer = setTimeout(() => {
      setQ(next);
      setPage(1);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, q]);
  const board = useTeamLeaderboard(campaignId, q, page);
  const teams = board.data?.items ?? [];
  const pageCount = board.data ? Math.max(1, Math.ceil(board.data.total / board.data.pageSize)) : 1;
  const chosenElsewhere = value && !teams.some((team) => team.id === value.id) ? value : null;
  const search = q;

  return (
    <div className="grid gap-3 rounded-lg border border-border p-4">
      <div className="grid gap-2">
        <label htmlFor={`${id}-search`} className="text-sm font-medium">
          <Trans>Search teams</Trans>
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 inset-s-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-search`}
            type="search"
            value={draft}
            placeholder={t`Team name`}
            autoComplete="off"
            className="ps-9"
            onChange={(event) => setDraft(event.target.value)}
            // Enter searches at once rather than saving the whole form.
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              setQ(draft.trim());
              setPage(1);
            }}
          />
        </div>
      </div>
      {board.isError ? (
        <RetryNotice
          message={t`Could not load the teams.`}
          onRetry={() => void board.refetch()}
          retrying={board.isFetching}
        />
      ) : board.isPending ? (
        <div className="grid gap-2" role="status" aria-label={t`Loading teams`}>
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : (
        <ChoiceGroup
          legend={t`Choose a team`}
          hideLegend
          error={teamErrorText(error, i18n)}
          choicesClassName="grid gap-2"
        >
          {chosenElsewhere ? (
            <ChoiceCard
              name={`${id}-team`}
              value={chosenElsewhere.id}
              checked
              onChange={() => onChange(chosenElsewhere)}
              label={chosenElsewhere.name}
              description={t`Your team now`}
            />
          ) : null}
          {teams.map((team) => {
            const { captainName, memberCount } = team;
            const raised = formatAmount(team.raisedAmount, team.currency);
            return (
              <ChoiceCard
                key={team.id}
                name={`${id}-team`}
                value={team.id}
                checked={value?.id === team.id}
                onChange={() => onChange({ id: team.id, name: team.name })}
                label={team.name}
                description={t`Captain ${captainName} · ${plural(memberCount, { one: '# member', other: '# members' })} · ${raised} raised`}
              />
            );
          })}
          {teams.length === 0 && !chosenElsewhere ? (
            <p className="text-sm text-muted-foreground">
              {search ? t`No team matches "${search}".` : t`This campaign has no teams yet: start one instead.`}
            </p>
          ) : null}
        </ChoiceGroup>
      )}
      {pageCount > 1 ? (
        <nav aria-label={t`Team pages`} className="flex items-center justify-between gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1 || board.isFetching}
            onClick={() => setPage(page - 1)}
          >
            <ChevronLeft aria-hidden="true" />
            <Trans>Previous</Trans>
          </Button>
          <span className="text-sm text-muted-foreground">
            <Trans>
              Page {page} of {pageCount}
            </Trans>
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pageCount || board.isFetching}
            onClick={() => setPage(page + 1)}
          >
            <Trans>Next</Trans>
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
