/**
 * Where the visit came from (issue 24, item 6), kept in sessionStorage for the tab's visit (no cookie): a JSON
 * [utm_source, utm_medium, utm_campaign, referrer host]. The donation page sends it with the gift
 * (features/donations/lib/donation-source.ts). Kept tiny: it runs in the app's entry, on every first page.
 */
export const SOURCE_KEY = 'cw-src';

/** The first page of a visit records its source; a later landing with utm values replaces it. */
export function captureSource(): void {
  try {
    const params = new URLSearchParams(location.search);
    const utm = ['source', 'medium', 'campaign'].map((k) => params.get('utm_' + k));
    const referrer = document.referrer && new URL(document.referrer).host;
    // Property access rather than getItem/setItem: the same storage, fewer bytes in the entry.
    if (utm.some(Boolean) || !sessionStorage[SOURCE_KEY])
      sessionStorage[SOURCE_KEY] = JSON.stringify([...utm, (referrer != location.host && referrer) || null]);
  } catch {
    // No storage (blocked, or a sandboxed frame): the gift simply has no source.
  }
}
