import { useLingui } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useEffect, type ReactNode } from 'react';
import { useReturnFocus } from '@/components/ui/dialog';

const DESKTOP_QUERY = '(min-width: 1024px)';

type MobileDrawerProps = {
  onClose: () => void;
  children: ReactNode;
};

/**
 * The sidebar below 1024 px (spec section 9): a modal side sheet on Radix Dialog, mounted while open (it is a lazy
 * chunk, app-layout.tsx). Escape and a click on the overlay close it; the page behind is locked and hidden from
 * assistive technology meanwhile; focus starts on the `[data-autofocus]` element (the close button) and goes back
 * to the menu button.
 */
export function MobileDrawer({ onClose, children }: MobileDrawerProps) {
  const focus = useReturnFocus();
  const { t } = useLingui();

  // Growing past the breakpoint shows the fixed sidebar; a drawer left open would keep the page locked.
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onDesktop = () => {
      if (desktop.matches) onClose();
    };
    desktop.addEventListener('change', onDesktop);
    return () => desktop.removeEventListener('change', onDesktop);
  }, [onClose]);

  return (
    <DialogPrimitive.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          className="fixed inset-0 z-50 animate-fade-in bg-black/40 backdrop-blur-[2px] lg:hidden"
          data-testid="drawer-overlay"
        />
        <DialogPrimitive.Content
          aria-label={t`Menu`}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            focus.onOpenAutoFocus();
            const target = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
            const first = target?.querySelector<HTMLElement>('[data-autofocus]');
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          className="fixed inset-y-0 inset-s-0 z-50 w-72 max-w-[85vw] animate-drawer-in border-e border-border shadow-2xl outline-none lg:hidden"
        >
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
