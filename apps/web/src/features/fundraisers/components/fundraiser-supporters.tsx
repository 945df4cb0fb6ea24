import type { PublicFundraiser, PublicSupporter } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { HeartHandshake, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatAmount, formatDate } from '@/lib/format';
import { useFundraiserSupporters } from '../api/fundraiser-queries';
import { timeAgo } from '../lib/fundraiser-display';

/**
 * The page's supporters, newest first: the few the page came with, then, after "Show more", the public list ten at
 * a time. The server has already named them ("Anonymous" where the donor asked); names are shown as text.
 */
export function FundraiserSupporters({ campaignId, page }: { campaignId: number; page: PublicFundraiser }) {
  const { t } = useLingui();
  const headingId = useId();
  const fundraiserName = page.fundraiserName;
  const [expanded, setExpanded] = useState(false);
  const list = useFundraiserSupporters(campaignId, page.slug, expanded);
  const listed = list.data?.pages.flatMap((p) => p.items);
  // The recent few stay on screen until the full list has arrived, so nothing jumps while it loads.
  const supporters = listed ?? page.recentSupporters;
  const more = listed ? list.hasNextPage : page.giftCount > page.recentSupporters.length;
  const loading = (expanded && list.isPending) || list.isFetchingNextPage;
  // The moment the list is measured from, taken once: a re-render does not shift every row's words.
  const [now] = useState(() => Date.now());

  const showMore = () => {
    if (!expanded) setExpanded(true);
    else if (!list.data) void list.refetch();
    else void list.fetchNextPage();
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        <Trans>Supporters</Trans>
        {page.giftCount > 0 ? (
          <span className="ms-2 text-base font-normal text-muted-foreground">({page.giftCount})</span>
        ) : null}
      </h2>
      {supporters.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl border border-dashed border-border bg-card/60 p-4 text-sm text-muted-foreground">
          <HeartHandshake className="size-5 shrink-0" aria-hidden="true" />
          {t`No gifts yet. Be the first to support ${fundraiserName}!`}
        </p>
      ) : (
        <ul className="divide-y divide-border rounded-xl border border-border bg-card">
          {supporters.map((supporter, i) => (
            <SupporterRow key={`${supporter.createdAt}-${i}`} supporter={supporter} now={now} />
          ))}
        </ul>
      )}
      {more ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={showMore} disabled={loading} aria-busy={loading || undefined}>
            {loading ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            <Trans>Show more</Trans>
          </Button>
        </div>
      ) : null}
      {list.isError || list.isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm font-medium text-destructive">
          <Trans>Could not load more supporters. Please try again.</Trans>
        </p>
      ) : null}
    </section>
  );
}

function SupporterRow({ supporter, now }: { supporter: PublicSupporter; now: number }) {
  const { i18n } = useLingui();
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
      <span className="min-w-0 break-words font-semibold">{supporter.name}</span>
      <span className="flex items-baseline gap-3">
        <span className="font-medium">{formatAmount(supporter.amount, supporter.currency)}</span>
        {/* The server's moment and the reader's differ by the seconds in between: the words may too. */}
        <time
          dateTime={supporter.createdAt}
          title={formatDate(supporter.createdAt)}
          className="text-xs text-muted-foreground"
          suppressHydrationWarning
        >
          {timeAgo(supporter.createdAt, now, i18n)}
        </time>
      </span>
    </li>
  );
}
