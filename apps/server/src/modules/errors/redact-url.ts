/** Query parameters whose values may be a credential or personal data: reset and verification tokens, signed
 * receipt links, Stripe's client secret on return URLs, e-mail addresses. */
const sensitiveKey = /token|secret|passw|sig|key|code|session|auth|credential|email/i;

/**
 * The URL as stored on a report: sensitive query values replaced by 'redacted' and the fragment dropped
 * (it can carry tokens too). Relative URLs (a server request's path) stay relative; anything unparseable is
 * kept up to its query string.
 */
export function redactUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const relative = raw.startsWith('/');
  let url: URL;
  try {
    url = new URL(raw, 'http://relative.invalid');
  } catch {
    return raw.split(/[?#]/)[0] ?? null;
  }
  for (const key of [...new Set(url.searchParams.keys())]) {
    if (sensitiveKey.test(key)) url.searchParams.set(key, 'redacted');
  }
  url.hash = '';
  return relative ? `${url.pathname}${url.search}` : url.toString();
}
