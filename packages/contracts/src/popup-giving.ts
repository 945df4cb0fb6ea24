/**
 * Pop-up giving (issue 24, item 4): /embed.js with data-mode="popup" opens the donation page in an overlay frame on
 * the host page. Zod-free: the host-page script (2 KB gzip budget) and the donation page both import these.
 */

/** The script tag's `data-mode` that turns on pop-up giving. */
export const POPUP_MODE = 'popup';
/** The attribute that makes a button or link on the host page open the pop-up: `data-causeway-donate="{id}"`. */
export const POPUP_TRIGGER_ATTRIBUTE = 'data-causeway-donate';
/** The donation page's query parameter for embed mode (`?embed=popup`) and the host page's origin (`host`). */
export const POPUP_EMBED_PARAM = 'embed';
export const POPUP_HOST_PARAM = 'host';

/**
 * Posted by the framed donation page once a gift has succeeded. It carries no card data: at most the campaign and
 * the amount in cents. `{ type, campaignId, amount }`.
 */
export const DONATION_COMPLETE_MESSAGE = 'causeway:donation-complete';
/** Posted by the framed donation page when the donor presses Escape with no dialog of its own open. */
export const POPUP_CLOSE_MESSAGE = 'causeway:popup-close';

export const popupMessages = {
  /** The overlay frame's accessible name. */
  dialogLabel: 'Donation form',
  close: 'Close donation form',
  /** The host page's status toast after a gift. */
  thanks: 'Thank you for your gift!',
} as const;

/** The overlay's page: the donation page in embed mode, told the host page's origin for source tracking. */
export function popupDonateUrl(origin: string, campaignId: number, hostOrigin: string): string {
  return `${origin}/donate/${campaignId}?${POPUP_EMBED_PARAM}=${POPUP_MODE}&${POPUP_HOST_PARAM}=${encodeURIComponent(hostOrigin)}`;
}

/** Whether a page URL's query asks for pop-up embed mode. */
export function isPopupEmbed(search: URLSearchParams): boolean {
  return search.get(POPUP_EMBED_PARAM) === POPUP_MODE;
}

/** The host page's origin from `host`, if it is a plain http(s) origin; otherwise null. */
export function popupHostOrigin(search: URLSearchParams): string | null {
  const value = search.get(POPUP_HOST_PARAM);
  if (!value || value.length > 300) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value ? value : null;
  } catch {
    return null;
  }
}
