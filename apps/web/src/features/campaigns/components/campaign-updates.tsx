import { Trans, useLingui } from '@lingui/react/macro';
import { Megaphone, RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useCampaignUpdates } from '../api/get-campaign-updates';
import { splitParagraphs } from '../lib/campaign-display';
import { CampaignImage } from './campaign-image';
import { StateMessage } from '@/components/ui/state-message';

/** DECISIONS.md: the Updates tab lists the public updates, newest first; 3 skeleton rows while loading (spec 9). */
export function CampaignUpdates({ campaignId }: { campaignId: number }) {
  const { t } = useLingui();
  const { data, isPending, isError, isFetching, refetch } = useCampaignUpdates(campaignId);

  if (isPending) {
    return (
      <div role="status" aria-label={t`Loading updates`} className="grid gap-4">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="rounded-xl border border-border bg-card p-5">
            <Skeleton className="h-3 w-28" />
            <Skeleton className="mt-3 h-5 w-2/3" />
            <Skeleton className="mt-3 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-5/6" />
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
        title={t`Could not load updates`}
        description={t`Something went wrong while loading this campaign's updates.`}
        action={
          <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            <RotateCw className={isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }

  // An administrator's answer also holds private updates; this page shows what supporters see.
  const updates = data.filter((update) => update.isPublic);
  if (updates.length === 0) {
    return (
      <StateMessage
        icon={Megaphone}
        title={t`No updates yet`}
        description={t`Check back soon for updates on this campaign`}
      />
    );
  }

  return (
    <ol className="relative grid gap-6 border-s-2 border-border ps-6">
      {updates.map((update) => (
        <li key={update.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute -inset-s-[calc(1.5rem+7px)] top-1.5 size-3 rounded-full border-2 border-background bg-primary"
          />
          <article className="rounded-xl border border-border bg-card p-5 shadow-sm">
            <time
              dateTime={update.createdAt}
              className="text-xs font-semibold uppercase tracking-wide text-muted-foreground"
            >
              {formatDate(update.createdAt)}
            </time>
            <h3 className="mt-1 text-lg font-semibold leading-snug">{update.title}</h3>
            {update.imageUrl ? (
              <CampaignImage
                src={update.imageUrl}
                alt={update.title}
                // The timeline card inside the campaign page's left column (704 px at most).
                // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
                sizes="(min-width: 1408px) 640px, (min-width: 1024px) calc(100vw - 768px), calc(100vw - 96px)"
                className="mt-4 rounded-lg"
              />
            ) : null}
            <div className="mt-3 grid gap-3 text-sm leading-relaxed text-muted-foreground">
              {splitParagraphs(update.content).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}
