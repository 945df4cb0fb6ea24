import { hydrate, type DehydratedState } from '@tanstack/react-query';
import type { User } from '@causeway/contracts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { meQueryKey } from '@/features/auth';
import { installErrorReporter } from '@/features/errors';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { SERVER_STATE_ELEMENT_ID } from './app/server-state';
import './index.css';

// zod probes `new Function` for its fast path the first time a form validates; our CSP forbids eval, so the probe
// would be reported as a violation (Lighthouse, the DevTools Issues panel). Its documented switch, set before zod
// loads (zod shares its configuration through this global, and loads with the first form, not here).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
// Spec: an error reporter on every page; reports carry the signed-in user's ID when there is one.
installErrorReporter(() => queryClient.getQueryData<User | null>(meQueryKey)?.id);

/**
 * A page the server rendered comes with the public data it was rendered from (entry-server.tsx): the query cache
 * starts from it, so hydration renders exactly the server's HTML and nothing is fetched twice.
 */
const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
if (serverState) hydrate(queryClient, JSON.parse(serverState) as DehydratedState);

/** Lazy route modules of the first page are loaded before hydrating, so the router renders the page, not its fallback. */
async function loadLazyMatches(list: RouteObject[]): Promise<void> {
  const matches = matchRoutes(list, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy || typeof lazy === 'function') return;
      const loaded = await Promise.all(
        Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => Promise<unknown>)()] as const),
      );
      Object.assign(route, Object.fromEntries(loaded), { lazy: undefined });
    }),
  );
}

async function start(container: HTMLElement): Promise<void> {
  const serverRendered = container.hasChildNodes();
  if (serverRendered) await loadLazyMatches(routes);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppProviders>
    </StrictMode>
  );
  if (serverRendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start(root);
