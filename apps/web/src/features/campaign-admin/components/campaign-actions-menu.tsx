import type { AdminCampaign } from '@causeway/contracts';
import { Code, Copy, Eye, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type CampaignActionsMenuProps = {
  campaign: AdminCampaign;
  onDuplicate: (campaign: AdminCampaign) => void;
  onDelete: (campaign: AdminCampaign) => void;
};

type Placement = { top?: number; bottom?: number; right: number };

const MENU_HEIGHT = 232;
const itemClass = cn(
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-foreground outline-none',
  'hover:bg-accent focus-visible:bg-accent focus-visible:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0',
);

/**
 * The per-campaign menu (spec section 2) following the WAI-ARIA menu button pattern: Enter, Space or the arrows
 * open it, the arrows, Home and End move, Escape closes it and focus goes back to the button. It is placed with
 * fixed coordinates so the table's scroll box cannot clip it, and closes when the page scrolls under it.
 */
export function CampaignActionsMenu({ campaign, onDuplicate, onDelete }: CampaignActionsMenuProps) {
  const [placement, setPlacement] = useState<Placement | null>(null);
  const [focusLast, setFocusLast] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const open = placement !== null;

  const show = (last: boolean) => {
    const rect = button.current?.getBoundingClientRect();
    if (!rect) return;
    const right = Math.max(8, window.innerWidth - rect.right);
    const below = rect.bottom + 4 + MENU_HEIGHT <= window.innerHeight;
    setFocusLast(last);
    setPlacement(below ? { top: rect.bottom + 4, right } : { bottom: window.innerHeight - rect.top + 4, right });
  };
  const close = (returnFocus: boolean) => {
    setPlacement(null);
    if (returnFocus) button.current?.focus();
  };

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useLayoutEffect(() => {
    if (!open) return;
    const all = items();
    // No scrolling: the menu is fixed, and the table's scroll box must not jump under it.
    (focusLast ? all[all.length - 1] : all[0])?.focus({ preventScroll: true });
  }, [open, focusLast]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) close(false);
    };
    const onMove = () => close(false);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('scroll', onMove, true);
    window.addEventListener('resize', onMove);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('scroll', onMove, true);
      window.removeEventListener('resize', onMove);
    };
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      return close(true);
    }
    if (event.key === 'Tab') return close(false);
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const next = {
      ArrowDown: all[(index + 1) % all.length],
      ArrowUp: all[(index - 1 + all.length) % all.length],
      Home: all[0],
      End: all[all.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    next.focus({ preventScroll: true });
  };

  const act = (action: (campaign: AdminCampaign) => void) => () => {
    close(false);
    action(campaign);
  };

  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Actions for ${campaign.title}`}
        onClick={() => (open ? close(false) : show(false))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            show(event.key === 'ArrowUp');
          }
        }}
      >
        <MoreHorizontal aria-hidden="true" />
      </Button>
      {placement ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={`Actions for ${campaign.title}`}
          onKeyDown={onMenuKeyDown}
          style={{ position: 'fixed', ...placement }}
          className="z-50 grid w-52 gap-0.5 rounded-lg border border-border bg-card p-1 text-left shadow-lg animate-fade-in"
        >
          <Link role="menuitem" tabIndex={-1} to={`/campaigns/${campaign.id}`} className={itemClass}>
            <Eye aria-hidden="true" />
            View
          </Link>
          <Link role="menuitem" tabIndex={-1} to={`/admin/campaigns/${campaign.id}/edit`} className={itemClass}>
            <Pencil aria-hidden="true" />
            Edit
          </Link>
          <Link
            role="menuitem"
            tabIndex={-1}
            to={`/admin/campaigns/${campaign.id}/edit#embed-code`}
            className={itemClass}
          >
            <Code aria-hidden="true" />
            Get Embed Code
          </Link>
          <button type="button" role="menuitem" tabIndex={-1} className={itemClass} onClick={act(onDuplicate)}>
            <Copy aria-hidden="true" />
            Duplicate
          </button>
          <div role="separator" className="my-1 h-px bg-border" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={cn(
              itemClass,
              'text-destructive hover:bg-destructive/10 focus-visible:bg-destructive/10 focus-visible:text-destructive',
            )}
            onClick={act(onDelete)}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </button>
        </div>
      ) : null}
    </>
  );
}
