import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { TOUR_HTML_POLICY } from '@causeway/contracts';

// One jsdom window for the process: DOMPurify only parses with it and keeps no state between calls.
const purify = createDOMPurify(new JSDOM('').window);

/**
 * Slide and step HTML as stored: administrators write it, donors see it. Sanitized here on save and again in the
 * browser on render (docs/decisions.md), so a tour saved before a policy change, or written to the database by
 * other means, is still rendered safely.
 */
export function sanitizeTourHtml(html: string): string {
  return purify.sanitize(html, { ...TOUR_HTML_POLICY, RETURN_TRUSTED_TYPE: false }).trim();
}
