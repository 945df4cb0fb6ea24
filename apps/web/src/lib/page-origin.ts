import { createContext, useContext, useSyncExternalStore } from 'react';

/** The site's public origin when the server renders a page (entry-server.tsx); the browser knows its own. */
export const ServerOriginContext = createContext('');

const subscribe = () => () => {};

/** The origin of the page, for links people copy and share (a campaign's share URL). */
export function usePageOrigin(): string {
  const serverOrigin = useContext(ServerOriginContext);
  // Hydration starts from the server's value, then the browser's own origin takes over without a mismatch.
  return useSyncExternalStore(
    subscribe,
    () => window.location.origin,
    () => serverOrigin,
  );
}
