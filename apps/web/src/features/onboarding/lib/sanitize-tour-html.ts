import DOMPurify from 'dompurify';
import { TOUR_HTML_POLICY } from '@causeway/contracts';

/**
 * Sanitized again on render although the server sanitized it on save (docs/decisions.md): whatever is in the
 * database, a script, an event handler or a javascript: URL never reaches the donor's page.
 */
export function sanitizeTourHtml(html: string): string {
  return DOMPurify.sanitize(html, TOUR_HTML_POLICY);
}
