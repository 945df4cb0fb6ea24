import type { Passkey } from '@causeway/contracts';
import { Cloud, KeyRound, Pencil, Trash2 } from 'lucide-react';
import { ListRow } from '@/components/list/list-row';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';

type PasskeyRowProps = { passkey: Passkey; onRename: () => void; onRemove: () => void };

/** One passkey: its name, when it was added and last used, whether it syncs between devices. */
export function PasskeyRow({ passkey, onRename, onRemove }: PasskeyRowProps) {
  return (
    <ListRow
      icon={KeyRound}
      tone="primary"
      title={passkey.name}
      badge={
        passkey.backedUp ? (
          <Badge variant="outline" title="Synced between your devices by your password manager or platform">
            <Cloud aria-hidden="true" />
            Synced
          </Badge>
        ) : null
      }
      detail={
        <>
          Added {formatDate(passkey.createdAt, { month: 'short' })} ·{' '}
          {passkey.lastUsedAt ? `Last used ${formatDate(passkey.lastUsedAt, { month: 'short' })}` : 'Never used'}
        </>
      }
      actions={
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
      }
    />
  );
}
