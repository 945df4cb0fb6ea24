import { Trans } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

type ItemToolbarProps = {
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
};

/** A slide's or step's title row: move up, move down and delete. */
export function ItemToolbar({ name, index, count, onMove, onRemove }: ItemToolbarProps) {
  const item = name.toLowerCase();
  return (
    <div className="flex items-center justify-between gap-2">
      <p aria-hidden="true" className="text-sm font-semibold">
        {name}
      </p>
      <div className="flex gap-1">
        <Button variant="ghost" size="icon" className="size-8" disabled={index === 0} onClick={() => onMove(index - 1)}>
          <ArrowUp aria-hidden="true" />
          <span className="sr-only">
            <Trans>Move {item} up</Trans>
          </span>
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDown aria-hidden="true" />
          <span className="sr-only">
            <Trans>Move {item} down</Trans>
          </span>
        </Button>
        <Button variant="ghost" size="icon" className="size-8 text-destructive" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          <span className="sr-only">
            <Trans>Delete {item}</Trans>
          </span>
        </Button>
      </div>
    </div>
  );
}
