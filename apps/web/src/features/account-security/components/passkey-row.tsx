import type { Passkey } from '@causeway/contracts';
import { Cloud, KeyRound, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';

type PasskeyRowProps = { passkey: Passkey; onRename: () => void; onRemove: () => void };

/** One passkey: its name, when it was added and last used, whether it syncs between devices. */
export function PasskeyRow({ passkey, onRename, onRemove }: PasskeyRowProps) {
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <KeyRound className="size-4" aria-hidden="true" />
        </span>
        <div className="grid min-w-0 gap-0.5">
          <div className="flex flex-wrap items-center gap-2">
            <p className="break-words font-medium">{passkey.name}</p>
            {passkey.backedUp ? (
              <Badge variant="outline" title="Synced between your devices by your password manager or platform">
                <Cloud aria-hidden="true" />
                Synced
              </Badge>
            ) : null}
          </div>
          <p className="text-sm text-muted-foreground">
            Added {formatDate(passkey.createdAt, { month: 'short' })} ·{' '}
            {passkey.lastUsedAt ? `Last used ${formatDate(passkey.lastUsedAt, { month: 'short' })}` : 'Never used'}
          </p>
        </div>
      </div>
      <div className="flex gap-2 sm:shrink-0">
        <Button variant="outline" size="sm" onClick={onRename} aria-label={`Rename ${passkey.name}`}>
          <Pencil aria-hidden="true" />
          Rename
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
          onClick={onRemove}
          aria-label={`Remove ${passkey.name}`}
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
    </li>
  );
}
