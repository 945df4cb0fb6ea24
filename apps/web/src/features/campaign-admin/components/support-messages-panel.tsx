import { supportMessageLabels, type AdminSupportMessage } from '@causeway/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Eye, EyeOff, LoaderCircle, MessageCircleHeart, RotateCw, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { StateMessage } from '@/components/ui/state-message';
import { formatAmount, formatDate } from '@/lib/format';
import { useContractLabels } from '@/lib/i18n';
import { useAdminSupportMessages, useSetSupportMessageHidden } from '../api/support-messages';

const statusLabels: Record<AdminSupportMessage['donationStatus'], MessageDescriptor> = {
  pending: msg`Gift pending`,
  succeeded: msg`Gift succeeded`,
  failed: msg`Gift failed`,
  refunded: msg`Gift refunded`,
};

/**
 * The campaign editor's "Words of support" tab (issue 24): every message donors left on the campaign, newest first,
 * hidden ones and unpaid gifts' too, each with its donor and whether the campaign page shows it; Hide and Unhide.
 */
/** `currency`: the campaign's, in which its gifts' amounts are (issue 26); US dollars when not given. */
export function SupportMessagesPanel({ campaignId, currency }: { campaignId: number; currency?: string }) {
  const { t } = useLingui();
  const l = useContractLabels(supportMessageLabels);
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useAdminSupportMessages(
    campaignId,
    page,
  );

  if (isPending) {
    return (
      <div role="status" aria-label={t`Loading words of support`} className="grid gap-3">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="rounded-xl border border-border bg-card p-5">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="mt-3 h-4 w-full" />
          </div>
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <StateMessage
        tone="error"
        icon={TriangleAlert}
        title={l.loadError}
        description={t`Something went wrong while loading this campaign's messages.`}
        action={
          <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            <RotateCw className={isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }

  const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <section aria-labelledby="support-moderation-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="support-moderation-heading" className="text-lg font-semibold">
          {l.moderationTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{l.moderationDescription}</p>
      </div>
      {data.items.length === 0 ? (
        <StateMessage icon={MessageCircleHeart} title={l.emptyTitle} description={l.moderationEmpty} />
      ) : (
        <ul className="grid gap-3" aria-busy={isPlaceholderData || undefined}>
          {data.items.map((message) => (
            <ModeratedMessage key={message.donationId} campaignId={campaignId} currency={currency} message={message} />
          ))}
        </ul>
      )}
      {pageCount > 1 ? (
        <Pagination
          label={t`Words of support pages`}
          page={page}
          pageCount={pageCount}
          busy={isPlaceholderData}
          onPageChange={setPage}
        />
      ) : null}
    </section>
  );
}

function ModeratedMessage({
  campaignId,
  currency,
  message,
}: {
  campaignId: number;
  currency: string | undefined;
  message: AdminSupportMessage;
}) {
  const { t, i18n } = useLingui();
  const l = useContractLabels(supportMessageLabels);
  const setHidden = useSetSupportMessageHidden(campaignId);
  const donorName = message.donorName;
  const publicName = message.publicName;
  const hiddenBy = message.hiddenBy;
  const hiddenOn = message.hiddenAt ? formatDate(message.hiddenAt) : null;
  const signed = message.anonymous ? t`Signed “${publicName}” (anonymous gift)` : t`Signed “${publicName}”`;
  const amountShown = message.showAmount ? t`amount shown` : t`amount not shown`;
  const hiddenNote =
    message.hidden && hiddenBy ? (hiddenOn ? t`hidden by ${hiddenBy} on ${hiddenOn}` : t`hidden by ${hiddenBy}`) : null;
  const pending = setHidden.isPending;
  const visibility = message.hidden ? l.hidden : message.public ? l.visible : l.notShown;
  return (
    <li className="rounded-xl border border-border bg-card p-5 shadow-sm">
      <article className="grid gap-3" aria-label={t`Message from ${donorName}`}>
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-0.5 text-sm">
            <p className="font-semibold">
              {message.donorName}
              {message.donorEmail ? (
                <span className="ms-2 break-all font-normal text-muted-foreground">{message.donorEmail}</span>
              ) : null}
            </p>
            <p className="text-xs text-muted-foreground">
              {formatAmount(message.amount, currency)} · {i18n._(statusLabels[message.donationStatus])} ·{' '}
              <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={message.hidden ? 'outline' : message.public ? 'success' : 'secondary'}>{visibility}</Badge>
            <Button
              variant="outline"
              size="sm"
              disabled={pending}
              aria-busy={pending || undefined}
              aria-label={
                message.hidden ? t`Unhide the message from ${donorName}` : t`Hide the message from ${donorName}`
              }
              onClick={() => setHidden.mutate({ donationId: message.donationId, hidden: !message.hidden })}
            >
              {pending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : message.hidden ? (
                <Eye aria-hidden="true" />
              ) : (
                <EyeOff aria-hidden="true" />
              )}
              {message.hidden ? l.unhide : l.hide}
            </Button>
          </div>
        </header>
        <p className="whitespace-pre-line break-words text-sm leading-relaxed">{message.body}</p>
        <p className="text-xs text-muted-foreground">
          {signed} · {amountShown}
          {hiddenNote ? ` · ${hiddenNote}` : ''}
        </p>
      </article>
    </li>
  );
}
