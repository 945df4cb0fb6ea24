import { updateMessages as m, type CampaignUpdate } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Megaphone, Plus, RotateCw, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { StateMessage } from '@/components/ui/state-message';
import { useContractText } from '@/lib/i18n';
import { useUpdates } from '../api/get-updates';
import { DeleteUpdateDialog } from './delete-update-dialog';
import { UpdateCard } from './update-card';
import { UpdateFormDialog } from './update-form-dialog';

type CampaignUpdatesPanelProps = { campaignId: number; campaignTitle: string };

/** The edit screen's 'Updates & Engagement' tab (spec section 2): the updates newest first, post, edit, delete. */
export function CampaignUpdatesPanel({ campaignId, campaignTitle }: CampaignUpdatesPanelProps) {
  const { t } = useLingui();
  const contractText = useContractText();
  const { data, isPending, isError, isFetching, refetch } = useUpdates(campaignId);
  const [editor, setEditor] = useState<{ update: CampaignUpdate | null } | null>(null);
  const [deleting, setDeleting] = useState<CampaignUpdate | null>(null);

  const post = (
    <Button onClick={() => setEditor({ update: null })}>
      <Plus aria-hidden="true" />
      <Trans>Post Update</Trans>
    </Button>
  );

  let content;
  if (isPending) {
    content = (
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
  } else if (isError) {
    content = (
      <StateMessage
        tone="error"
        icon={TriangleAlert}
        title={contractText(m.fetchFailed)}
        description={t`Something went wrong while loading this campaign's updates.`}
        action={
          <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            <RotateCw className={isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  } else if (data.length === 0) {
    content = (
      <StateMessage
        icon={Megaphone}
        title={t`No updates yet`}
        description={t`Post an update to tell supporters how the campaign is going. Public updates appear on the campaign page.`}
        action={post}
      />
    );
  } else {
    content = (
      <ol className="grid grid-cols-1 gap-4" aria-label={t`Updates of ${campaignTitle}, newest first`}>
        {data.map((update) => (
          <li key={update.id}>
            <UpdateCard update={update} onEdit={(u) => setEditor({ update: u })} onDelete={setDeleting} />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section aria-labelledby="campaign-updates-title" className="grid grid-cols-1 gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="campaign-updates-title" className="text-lg font-semibold tracking-tight">
            <Trans>Campaign updates</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            <Trans>Keep supporters engaged with news about the campaign.</Trans>
          </p>
        </div>
        {data && data.length > 0 ? post : null}
      </div>
      {content}
      <UpdateFormDialog
        campaignId={campaignId}
        open={editor !== null}
        update={editor?.update ?? null}
        onClose={() => setEditor(null)}
      />
      <DeleteUpdateDialog campaignId={campaignId} update={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
