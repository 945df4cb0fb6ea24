import { isPopupEmbed } from '@causeway/contracts';

/**
 * Pop-up giving (issue 24): host pages frame the donation page in embed mode (`/donate/{id}?embed=popup`), and the
 * frame may go on to the success pages with the same mode (a card's redirect comes back there). Only these pages,
 * and only in embed mode: every other page, and these without `embed=popup`, still refuse to be framed.
 */
const POPUP_PAGES = /^\/(?:donate\/[1-9]\d{0,9}\/?|donation-success|subscription-success)$/;

export function isPopupEmbedPage(url: string): boolean {
  const query = url.indexOf('?');
  if (query < 0) return false;
  return POPUP_PAGES.test(url.slice(0, query)) && isPopupEmbed(new URLSearchParams(url.slice(query + 1)));
}
