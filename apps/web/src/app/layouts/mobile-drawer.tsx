import { useEffect, useRef, type ReactNode } from 'react';
import { trapFocus } from './trap-focus';

const DESKTOP_QUERY = '(min-width: 1024px)';

type MobileDrawerProps = {
  onClose: () => void;
  children: ReactNode;
};

/**
 * The sidebar below 1024 px (spec section 9): a modal slide-in panel, mounted while open. Closing unmounts it,
 * which gives focus back to the element that opened it and unlocks the page's scrolling.
 */
export function MobileDrawer({ onClose, children }: MobileDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const panel = panelRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab' && panel) {
        trapFocus(event, panel);
      }
    };
    // Growing past the breakpoint shows the fixed sidebar; a drawer left open would keep the page locked.
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onDesktop = () => {
      if (desktop.matches) onClose();
    };
    const bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onDesktop);
    return () => {
      document.body.style.overflow = bodyOverflow;
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onDesktop);
      if (opener?.isConnected) opener.focus();
    };
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-50 lg:hidden">
      <div
        className="absolute inset-0 animate-fade-in bg-black/40 backdrop-blur-[2px]"
        aria-hidden="true"
        onClick={onClose}
        data-testid="drawer-overlay"
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        tabIndex={-1}
        className="absolute inset-y-0 left-0 w-72 max-w-[85vw] animate-drawer-in border-r border-border shadow-2xl outline-none"
      >
        {children}
      </div>
    </div>
  );
}
