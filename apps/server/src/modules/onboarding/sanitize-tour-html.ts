import { TOUR_HTML_POLICY } from '@causeway/contracts';

type Sanitize = (html: string) => string;
let loading: Promise<Sanitize> | undefined;

/**
 * Slide and step HTML as stored: administrators write it, donors see it. Sanitized here on save and again in the
 * browser on render (docs/decisions.md), so a tour saved before a policy change, or written to the database by
 * other means, is still rendered safely.
 *
 * DOMPurify needs a DOM, which jsdom provides; jsdom is large (about 40 ms and 30 MB to load), and only an
 * administrator saving a tour needs it, so it is loaded on the first save, not at start-up or in every API test.
 * One window serves the process: DOMPurify only parses with it and keeps no state between calls.
 */
export function tourHtmlSanitizer(): Promise<Sanitize> {
  loading ??= (async () => {
    const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
    const purify = createDOMPurify(new JSDOM('').window);
    return (html: string) => purify.sanitize(html, { ...TOUR_HTML_POLICY, RETURN_TRUSTED_TYPE: false }).trim();
  })().catch((error: unknown) => {
    // A failed load is tried again by the next save.
    loading = undefined;
    throw error;
  });
  return loading;
}
