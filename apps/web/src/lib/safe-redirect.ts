export const DEFAULT_REDIRECT = '/dashboard';

/**
 * The `redirect` target after login, honoured only when it is a same-site relative path
 * (DECISIONS.md, Login `redirect`): anything else would make the login page an open redirect.
 */
export function safeRedirect(target: string | null | undefined, fallback: string = DEFAULT_REDIRECT): string {
  if (!target || !target.startsWith('/')) return fallback;
  // '//host' and '/\host' are protocol-relative to browsers.
  if (target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // Browsers drop tabs and newlines inside URLs, so '/\t/evil.example' would become '//evil.example'.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\\s]/.test(target)) return fallback;
  return target;
}

/** '/login?redirect=/dashboard': the target stays readable, only characters that would break the query are encoded. */
export function loginPathFor(target: string): string {
  const encoded = encodeURIComponent(target).replace(/%2F/gi, '/');
  return `/login?redirect=${encoded}`;
}
