import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { SERVER_STATE_ELEMENT_ID, type User } from '@causeway/contracts';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { meQueryKey } from '@/features/auth';
import { installErrorReporter } from '@/features/errors';
import { i18nFor } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './app/providers';
import { captureSource } from '@/lib/source-capture';
import { AppRoutes, preloadPages } from './app/routes';
import './index.css';

// zod probes `new Function` for its fast path the first time a form validates; our CSP forbids eval, so the probe
// would be reported as a violation (Lighthouse, the DevTools Issues panel). Its documented switch, set before zod
// loads (zod shares its configuration through this global, and loads with the first form, not here).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// Where the visit came from, for the gift's source (issue 24): sessionStorage only.
captureSource();
const queryClient = createQueryClient();
// Spec: an error reporter on every page; reports carry the signed-in user's ID when there is one.
installErrorReporter(() => queryClient.getQueryData<User | null>(meQueryKey)?.id);

/**
 * A page the server rendered comes with the public data it was rendered from (entry-server.tsx): the query cache
 * starts from it, so hydration renders exactly the server's HTML and nothing is fetched twice.
 */
const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
if (serverState) hydrate(queryClient, JSON.parse(serverState) as DehydratedState);

/** Marks the document once React has taken over the server's HTML: end-to-end tests wait for it before acting. */
function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(container: HTMLElement): Promise<void> {
  const serverRendered = container.hasChildNodes();
  // The page's language, as the server chose it (the visitor's cookie or Accept-Language): its catalogue is asked
  // for at once, alongside the page's modules.
  const i18n = i18nFor(document.documentElement.lang);
  // The lazy page modules of the first page are loaded before hydrating, so it hydrates as the server rendered it
  // (one that fails to load is asked for again while rendering, and then shows the error page). Asked for in a
  // task of its own: evaluating this bundle and asking for a page's modules (a link element per module) together
  // held the main thread for about 30 ms on a fast laptop, over 100 ms on a phone.
  if (serverRendered) {
    await yieldToBrowser();
    await preloadPages(window.location.pathname).catch(() => undefined);
  }
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={await i18n}>
        {/* Navigations are urgent updates, not transitions: a sign-out puts the home page on screen (flushSync)
            before it stops counting as pending, so the guarded page never sends the visitor to /login. */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
        <Hydrated />
      </AppProviders>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page (about 75 ms on a fast laptop, four times that on a mid-range phone): a tap or a scroll on
  // the server's HTML meanwhile is answered, and React hydrates the part tapped first.
  if (serverRendered)
    startTransition(() => {
      hydrateRoot(container, app);
    });
  else createRoot(container).render(app);
}

void start(root);
