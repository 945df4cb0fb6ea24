import type { Passkey } from '@causeway/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Cloud, KeyRound, Pencil, Trash2 } from 'lucide-react';
import { ListRow } from '@/components/list/list-row';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';

type PasskeyRowProps = { passkey: Passkey; onRename: () => void; onRemove: () => void };

/** One passkey: its name, when it was added and last used, whether it syncs between devices. */
export function PasskeyRow({ passkey, onRename, onRemove }: PasskeyRowProps) {
  const { t } = useLingui();
  const name = passkey.name;
  const added = formatDate(passkey.createdAt, { month: 'short' });
  const lastUsed = passkey.lastUsedAt ? formatDate(passkey.lastUsedAt, { month: 'short' }) : null;
  return (
    <ListRow
      icon={KeyRound}
      tone="primary"
      title={passkey.name}
      badge={
        passkey.backedUp ? (
          <Badge variant="outline" title={t`Synced between your devices by your password manager or platform`}>
            <Cloud aria-hidden="true" />
            <Trans>Synced</Trans>
          </Badge>
        ) : null
      }
      detail={lastUsed ? t`Added ${added} · Last used ${lastUsed}` : t`Added ${added} · Never used`}
      actions={
        <div className="flex gap-2 sm:shrink-0">
          <Button variant="outline" size="sm" onClick={onRename} aria-label={t`Rename ${name}`}>
            <Pencil aria-hidden="true" />
            <Trans>Rename</Trans>
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-destructive hover:text-destructive"
            onClick={onRemove}
            aria-label={t`Remove ${name}`}
          >
            <Trash2 aria-hidden="true" />
            <Trans>Remove</Trans>
          </Button>
        </div>
      }
    />
  );
}
