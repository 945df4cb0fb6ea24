import type { QueryKey } from '@tanstack/react-query';

/**
 * The queries whose answers any visitor may see, so a server-rendered page may carry them (entry-server.tsx): a
 * key is public when it starts with one of these, element by element. Everything else (the signed-in user, the
 * admin area, a donor's cards) is read by the browser with the visitor's own session, never put into a page.
 */
const PUBLIC_QUERY_PREFIXES: readonly QueryKey[] = [
  ['campaigns', 'list'],
  ['campaigns', 'detail'],
  ['campaigns', 'updates'],
  ['stats', 'impact'],
  ['payments', 'config'],
  ['settings', 'public'],
];

export function isPublicQueryKey(key: QueryKey): boolean {
  return PUBLIC_QUERY_PREFIXES.some(
    (prefix) => key.length >= prefix.length && prefix.every((part, index) => key[index] === part),
  );
}
