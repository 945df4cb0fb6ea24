import { supportMessageLabels, type PublicSupportMessage } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle, MessageCircleHeart, RotateCw, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { StateMessage } from '@/components/ui/state-message';
import { formatAmount, formatDate } from '@/lib/format';
import { useContractLabels } from '@/lib/i18n';
import { useSupportMessages } from '../api/get-support-messages';

/**
 * The campaign page's "Words of support" (issue 24): donors' messages of succeeded gifts, newest first, ten at a
 * time with "Show more". The server has already chosen the name ("Anonymous" where the donor asked) and left the
 * amount out where it was not allowed; the text is shown as text, its line breaks kept.
 */
export function CampaignSupportMessages({
  campaignId,
  currency,
}: {
  campaignId: number;
  /** The campaign's currency (issue 26): the gifts' amounts are in it; US dollars when absent. */
  currency?: string;
}) {
  const { t } = useLingui();
  const l = useContractLabels(supportMessageLabels);
  const headingId = useId();
  const query = useSupportMessages(campaignId);
  const pages = query.data?.pages ?? [];
  const messages = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;

  return (
    <section aria-labelledby={headingId} className="mt-10 grid gap-4">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        {l.section}
        {total > 0 ? <span className="ms-2 text-base font-normal text-muted-foreground">({total})</span> : null}
      </h2>
      {query.isPending ? (
        <div role="status" aria-label={t`Loading words of support`} className="grid gap-3">
          {Array.from({ length: 2 }, (_, i) => (
            <div key={i} className="rounded-xl border border-border bg-card p-4">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="mt-3 h-4 w-full" />
            </div>
          ))}
        </div>
      ) : query.isError && messages.length === 0 ? (
        <StateMessage
          tone="error"
          icon={TriangleAlert}
          title={l.loadError}
          description={t`Something went wrong while loading this campaign's messages.`}
          action={
            <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RotateCw className={query.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : messages.length === 0 ? (
        <StateMessage icon={MessageCircleHeart} title={l.emptyTitle} description={l.emptyDescription} />
      ) : (
        <>
          <ul className="grid gap-3">
            {messages.map((message, i) => (
              <SupportMessageItem key={`${message.createdAt}-${i}`} message={message} currency={currency} />
            ))}
          </ul>
          {query.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="outline"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
                aria-busy={query.isFetchingNextPage || undefined}
              >
                {query.isFetchingNextPage ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
                {l.showMore}
              </Button>
            </div>
          ) : null}
          {query.isFetchNextPageError ? (
            <p role="alert" className="text-center text-sm font-medium text-destructive">
              <Trans>Could not load more messages. Please try again.</Trans>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function SupportMessageItem({ message, currency }: { message: PublicSupportMessage; currency?: string | undefined }) {
  const amount = message.amount !== null ? formatAmount(message.amount, currency) : null;
  return (
    <li className="rounded-xl border border-border bg-card p-4 shadow-sm">
      <article className="grid gap-2">
        <header className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
          <span className="font-semibold">{message.name}</span>
          {amount !== null ? (
            <span className="font-medium text-muted-foreground">
              <Trans>gave {amount}</Trans>
            </span>
          ) : null}
          <time dateTime={message.createdAt} className="text-xs text-muted-foreground">
            {formatDate(message.createdAt)}
          </time>
        </header>
        {/* Plain text: React escapes it, and pre-line keeps the donor's line breaks. */}
        <p className="whitespace-pre-line break-words text-sm leading-relaxed">{message.body}</p>
      </article>
    </li>
  );
}
