import {
  DONATION_COMPLETE_MESSAGE,
  isPopupEmbed,
  POPUP_CLOSE_MESSAGE,
  POPUP_EMBED_PARAM,
  POPUP_HOST_PARAM,
  popupHostOrigin,
} from '@causeway/contracts';
import { useEffect } from 'react';

/**
 * Pop-up giving (issue 24): the donation page in a host page's overlay frame (`?embed=popup&host={origin}`, opened
 * by /embed.js). The page tells the host page when a gift has succeeded and when the donor presses Escape; links
 * open in a new tab instead of taking the frame away from the donation.
 */

/** Whether this page is the pop-up's frame: the mode in its URL, and a parent page. */
export function inPopupFrame(search = window.location.search): boolean {
  return typeof window !== 'undefined' && window.parent !== window && isPopupEmbed(new URLSearchParams(search));
}

/** `path` with the embed mode and host of `search` kept, so the next page is still the pop-up's. */
export function withPopupEmbed(path: string, search: string): string {
  const from = new URLSearchParams(search);
  if (!isPopupEmbed(from)) return path;
  const url = new URL(path, 'http://x');
  url.searchParams.set(POPUP_EMBED_PARAM, from.get(POPUP_EMBED_PARAM)!);
  const host = popupHostOrigin(from);
  if (host) url.searchParams.set(POPUP_HOST_PARAM, host);
  return path.startsWith('http') ? url.href : url.pathname + url.search;
}

function postToHost(message: Record<string, unknown>) {
  if (!inPopupFrame()) return;
  // The host page's origin when the URL names a valid one; nothing in these messages is secret either way.
  window.parent.postMessage(message, popupHostOrigin(new URLSearchParams(window.location.search)) ?? '*');
}

/** A gift succeeded: the host page closes the pop-up and thanks the donor. No card data: the campaign and amount. */
export function postDonationComplete(campaignId: number, amountCents: number) {
  postToHost({ type: DONATION_COMPLETE_MESSAGE, campaignId, amount: amountCents });
}

const OWN_DIALOG_SELECTOR = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/** Whether a dialog of the page's own (the 3-D Secure check, a menu) is open: Escape is that dialog's. */
function ownDialogOpen(): boolean {
  return document.querySelector(OWN_DIALOG_SELECTOR) !== null;
}

/** In the pop-up's frame: Escape asks the host page to close, and links open in a new tab. */
export function usePopupFrame(embedded: boolean) {
  useEffect(() => {
    if (!embedded || !inPopupFrame()) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && !ownDialogOpen()) {
        postToHost({ type: POPUP_CLOSE_MESSAGE });
      }
    };
    // Capture: before the router's link handler, which would navigate the frame away from the donation.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || link.getAttribute('href')!.startsWith('#'))
        return;
      event.preventDefault();
      window.open(link.href, '_blank', 'noopener');
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick, true);
    };
  }, [embedded]);
}
