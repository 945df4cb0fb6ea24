import type { CampaignUpdate } from '@causeway/contracts';
import { Plural, Trans } from '@lingui/react/macro';
import { Globe, Lock, Mail, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CampaignImage } from '@/features/campaigns';
import { formatDate } from '@/lib/format';

type UpdateCardProps = {
  update: CampaignUpdate;
  onEdit: (update: CampaignUpdate) => void;
  onDelete: (update: CampaignUpdate) => void;
};

const paragraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** One update as the administrator sees it: whether supporters can read it, and Edit and Delete. */
export function UpdateCard({ update, onEdit, onDelete }: UpdateCardProps) {
  const title = update.title;
  return (
    <article className="grid gap-3 rounded-xl border border-border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <time
              dateTime={update.createdAt}
              className="text-xs font-semibold uppercase tracking-wide text-muted-foreground"
            >
              {formatDate(update.createdAt)}
            </time>
            {update.isPublic ? (
              <Badge className="border-transparent bg-success/15 text-success">
                <Globe aria-hidden="true" />
                <Trans>Public</Trans>
              </Badge>
            ) : (
              <Badge className="border-border bg-muted text-muted-foreground">
                <Lock aria-hidden="true" />
                <Trans>Private</Trans>
              </Badge>
            )}
            {update.emailedAt ? (
              <Badge className="border-border bg-muted text-muted-foreground">
                <Mail aria-hidden="true" />
                <Plural
                  value={update.emailRecipientCount ?? 0}
                  one="E-mailed to # donor"
                  other="E-mailed to # donors"
                />
              </Badge>
            ) : null}
          </div>
          <h3 className="mt-1 text-lg font-semibold leading-snug break-words">{update.title}</h3>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="sm" onClick={() => onEdit(update)}>
            <Pencil aria-hidden="true" />
            <Trans>
              Edit<span className="sr-only"> update {title}</span>
            </Trans>
          </Button>
          <Button variant="ghost" size="sm" className="text-destructive" onClick={() => onDelete(update)}>
            <Trash2 aria-hidden="true" />
            <Trans>
              Delete<span className="sr-only"> update {title}</span>
            </Trans>
          </Button>
        </div>
      </div>
      {update.imageUrl ? (
        <CampaignImage
          src={update.imageUrl}
          alt={update.title}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
          sizes="(min-width: 512px) 448px, calc(100vw - 64px)"
          className="max-w-md rounded-lg"
        />
      ) : null}
      <div className="grid gap-2 text-sm leading-relaxed text-muted-foreground">
        {paragraphs(update.content).map((paragraph, i) => (
          <p key={i} className="break-words">
            {paragraph}
          </p>
        ))}
      </div>
    </article>
  );
}
