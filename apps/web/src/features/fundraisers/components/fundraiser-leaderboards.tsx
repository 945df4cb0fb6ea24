import {
  fundraiserMessages,
  fundraiserPath,
  fundraiserTeamPath,
  type FundraiserSummary,
  type TeamSummary,
} from '@causeway/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Flag, SearchX, Users } from 'lucide-react';
import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ListLoadError } from '@/components/ui/query-states';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Progress } from '@/components/ui/progress';
import { SearchBox } from '@/components/ui/search-box';
import { Skeleton } from '@/components/ui/skeleton';
import { StateMessage } from '@/components/ui/state-message';
import { formatCurrency } from '@/lib/format';
import { useContractLabels } from '@/lib/i18n';
import { useFundraiserLeaderboard, useTeamLeaderboard } from '../api/fundraiser-queries';
import { giftCountText, percentOf } from '../lib/fundraiser-display';

type LeaderboardsProps = {
  campaignId: number;
  /** The campaign takes new pages (it takes gifts): the empty state invites the first supporter. */
  canStart: boolean;
  /** The campaign's currency (issue 26): the pages' and teams' figures are in it; US dollars when absent. */
  currency?: string;
};

/** The campaign's currency for the rows' figures, so it need not pass through every board and row. */
const BoardCurrency = createContext('usd');

/**
 * The campaign page's "Fundraisers" tab (issue 25): its supporters' pages and its teams, most raised first, ten a
 * page each, and one search over both (titles and names of the pages, names of the teams).
 */
export function FundraiserLeaderboards({ campaignId, canStart, currency = 'usd' }: LeaderboardsProps) {
  const { t } = useLingui();
  const [q, setQ] = useState('');
  const [fundraiserPage, setFundraiserPage] = useState(1);
  const [teamPage, setTeamPage] = useState(1);
  const search = (next: string) => {
    setQ(next);
    setFundraiserPage(1);
    setTeamPage(1);
  };

  return (
    <BoardCurrency.Provider value={currency}>
      <div className="grid gap-8">
        <SearchBox
          value={q}
          onSearch={search}
          label={t`Search fundraisers and teams`}
          placeholder={t`Search by page, name or team`}
        />
        <FundraiserBoard
          campaignId={campaignId}
          q={q}
          page={fundraiserPage}
          onPageChange={setFundraiserPage}
          canStart={canStart}
        />
        <TeamBoard campaignId={campaignId} q={q} page={teamPage} onPageChange={setTeamPage} />
      </div>
    </BoardCurrency.Provider>
  );
}

type BoardProps = { campaignId: number; q: string; page: number; onPageChange: (page: number) => void };

function FundraiserBoard({ campaignId, q, page, onPageChange, canStart }: BoardProps & { canStart: boolean }) {
  const { t } = useLingui();
  const m = useContractLabels(fundraiserMessages);
  const query = useFundraiserLeaderboard(campaignId, q, page);
  const { data } = query;
  const search = q;
  return (
    <Board
      title={t`Top fundraisers`}
      loadingLabel={t`Loading top fundraisers`}
      errorTitle={t`Could not load the top fundraisers`}
      label={t`Fundraiser pages`}
      query={query}
      page={page}
      onPageChange={onPageChange}
      empty={
        q ? (
          <StateMessage
            icon={SearchX}
            title={t`No fundraisers found`}
            description={t`No fundraising page matches “${search}”.`}
          />
        ) : (
          <StateMessage
            icon={Flag}
            title={t`No fundraisers yet`}
            description={
              canStart
                ? t`Be the first to raise money for this campaign with a page of your own, and ask your friends to give.`
                : t`No one has made a fundraising page for this campaign.`
            }
            action={
              canStart ? (
                <Button asChild>
                  <Link to={`/campaigns/${campaignId}/fundraise`}>{m.startLabel}</Link>
                </Button>
              ) : undefined
            }
          />
        )
      }
    >
      {data?.items.map((row) => (
        <FundraiserRow key={row.slug} campaignId={campaignId} row={row} />
      ))}
    </Board>
  );
}

function TeamBoard({ campaignId, q, page, onPageChange }: BoardProps) {
  const { t } = useLingui();
  const query = useTeamLeaderboard(campaignId, q, page);
  const search = q;
  return (
    <Board
      title={t`Top teams`}
      loadingLabel={t`Loading top teams`}
      errorTitle={t`Could not load the top teams`}
      label={t`Teams`}
      query={query}
      page={page}
      onPageChange={onPageChange}
      empty={
        <StateMessage
          icon={Users}
          title={q ? t`No teams found` : t`No teams yet`}
          description={q ? t`No team matches “${search}”.` : t`Fundraisers can start a team when they make their page.`}
        />
      }
    >
      {query.data?.items.map((row) => (
        <TeamRow key={row.slug} campaignId={campaignId} row={row} />
      ))}
    </Board>
  );
}

type BoardQuery = {
  data?: { items: unknown[]; total: number; pageSize: number } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

type BoardFrameProps = {
  title: string;
  /** The loading list's accessible name: 'Loading top fundraisers'. */
  loadingLabel: string;
  /** The failed list's title: 'Could not load the top fundraisers'. */
  errorTitle: string;
  /** The paging's accessible name. */
  label: string;
  query: BoardQuery;
  page: number;
  onPageChange: (page: number) => void;
  empty: ReactNode;
  children: ReactNode;
};

/** One ranked list with its heading, loading, error and empty states and paging. */
function Board({
  title,
  loadingLabel,
  errorTitle,
  label,
  query,
  page,
  onPageChange,
  empty,
  children,
}: BoardFrameProps) {
  const { t } = useLingui();
  const headingId = useId();
  const { data } = query;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section aria-labelledby={headingId} className="grid gap-4" aria-busy={query.isFetching || undefined}>
      <h3 id={headingId} className="text-lg font-semibold tracking-tight">
        {title}
        {data && data.total > 0 ? (
          <span className="ms-2 text-base font-normal text-muted-foreground">({data.total})</span>
        ) : null}
      </h3>
      {query.isPending ? (
        <div role="status" aria-label={loadingLabel} className="grid gap-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-20 w-full rounded-xl" />
          ))}
        </div>
      ) : query.isError && !data ? (
        <ListLoadError
          title={errorTitle}
          description={t`Something went wrong. Please try again.`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          retryLabel={t`Try again`}
        />
      ) : data && data.items.length === 0 ? (
        empty
      ) : (
        <>
          <ol className="grid gap-3">{children}</ol>
          <Pagination
            label={label}
            page={page}
            pageCount={pageCount}
            onPageChange={onPageChange}
            busy={query.isPlaceholderData}
          />
        </>
      )}
    </section>
  );
}

function Rank({ rank }: { rank: number }) {
  return (
    <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary-soft-foreground">
      <Trans>
        <span className="sr-only">Rank </span>
        {rank}
      </Trans>
    </span>
  );
}

function Figures({ raised, goal, giftCount, name }: { raised: number; goal: number; giftCount: number; name: string }) {
  const { t, i18n } = useLingui();
  const percent = percentOf(raised, goal);
  const currency = useContext(BoardCurrency);
  const raisedAmount = formatCurrency(raised, { wholeDollars: true, currency });
  const goalAmount = formatCurrency(goal, { wholeDollars: true, currency });
  const gifts = giftCountText(giftCount, i18n);
  return (
    <>
      <p className="mt-1 text-sm text-muted-foreground">
        <Trans>
          <span className="font-semibold text-foreground">{raisedAmount}</span> of {goalAmount} · {gifts}
        </Trans>
      </p>
      <Progress value={percent} aria-label={t`${name}: ${percent}% of the goal raised`} className="mt-2 h-1.5" />
    </>
  );
}

type RowProps = {
  rank: number;
  /** The page's or team's public address. */
  to: string;
  name: string;
  /** Who raises, under the name. */
  byline: ReactNode;
  raised: number;
  goal: number;
  giftCount: number;
};

/** One ranked page or team: its rank, name linked, byline, and raised of goal. */
function LeaderboardRow({ rank, to, name, byline, raised, goal, giftCount }: RowProps) {
  return (
    <li className="flex gap-3 rounded-xl border border-border bg-card p-4 shadow-sm">
      <Rank rank={rank} />
      <div className="min-w-0 flex-1">
        <Link to={to} className="font-semibold break-words text-primary underline-offset-4 hover:underline">
          {name}
        </Link>
        <p className="text-sm break-words text-muted-foreground">{byline}</p>
        <Figures raised={raised} goal={goal} giftCount={giftCount} name={name} />
      </div>
    </li>
  );
}

function FundraiserRow({ campaignId, row }: { campaignId: number; row: FundraiserSummary }) {
  const { t } = useLingui();
  const teamName = row.team?.name;
  return (
    <LeaderboardRow
      rank={row.rank}
      to={fundraiserPath(campaignId, row.slug)}
      name={row.title}
      byline={
        <>
          {row.fundraiserName}
          {row.team ? ` · ${t`Team ${teamName}`}` : null}
          {row.status !== 'active' ? ` · ${row.status === 'paused' ? t`Paused` : t`Closed`}` : null}
        </>
      }
      raised={row.raisedAmount}
      goal={row.goal}
      giftCount={row.giftCount}
    />
  );
}

function TeamRow({ campaignId, row }: { campaignId: number; row: TeamSummary }) {
  const { t } = useLingui();
  const { captainName, memberCount } = row;
  return (
    <LeaderboardRow
      rank={row.rank}
      to={fundraiserTeamPath(campaignId, row.slug)}
      name={row.name}
      byline={t`Captain ${captainName} · ${plural(memberCount, { one: '# member', other: '# members' })}`}
      raised={row.raisedAmount}
      goal={row.goal}
      giftCount={row.giftCount}
    />
  );
}
