import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { intlLocales, withFormatLocale, type Locale } from '@causeway/contracts';
import { setApiTransport, type ApiTransport } from '@/lib/api-client';
import { i18nFor } from '@/lib/i18n';
import { ServerOriginContext } from '@/lib/page-origin';
import { isPublicQueryKey } from '@/lib/public-queries';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './app/providers';
import { AppRoutes, isServerRendered, preloadPages, routes } from './app/routes';

export type { ApiTransport };

export interface RenderedPage {
  /** 404 for the app's own Page Not Found, otherwise 200. */
  status: 200 | 404;
  /** Resource hints React emitted for the page (the LCP image's preload), for the document's <head>. */
  head: string;
  /** The markup of #root. */
  html: string;
  /** The public query data the page was rendered from, as JSON safe inside a <script> element. */
  state: string;
}

/**
 * Only public data is ever put into a page: the server's transport carries no visitor's cookies, and only these
 * queries are asked for and handed to the browser. The signed-in user (`['auth', 'me']`) is never one of them, so
 * the page renders as for a visitor and the browser asks who is signed in after hydrating.
 */
const isPublicQuery = (query: Query) => isPublicQueryKey(query.queryKey);

/** Renders never nest deeper than this: a page's queries depend on at most one earlier answer. */
const MAX_RENDER_PASSES = 3;

// One transport per render, found through the async context: two renders in flight never mix their answers.
const renderTransport = new AsyncLocalStorage<ApiTransport>();
setApiTransport((path, init) => {
  const transport = renderTransport.getStore();
  if (!transport) throw new Error(`API call outside a server render: ${path}`);
  return transport(path, init);
});

/**
 * Renders a public page to HTML, or answers null when the page is rendered in the browser only (signed-in areas,
 * forms that need the visitor's session) or its data could not be read (the browser then shows the error state).
 */
export function renderPage(url: string, transport: ApiTransport, locale?: string): Promise<RenderedPage | null> {
  return renderTransport.run(transport, () => render(new URL(url), locale));
}

async function render(url: URL, locale: string | undefined): Promise<RenderedPage | null> {
  const matched = (matchRoutes(routes, url.pathname) ?? []).map((match) => match.route);
  if (!isServerRendered(matched)) return null;
  const [i18n] = await Promise.all([i18nFor(locale), preloadPages(url.pathname)]);

  const queryClient = createQueryClient();
  try {
    // Figures and dates in the page's language for this synchronous render only: the server's own messages stay
    // US English (contracts/src/format.ts).
    const page = () =>
      withFormatLocale(intlLocales[i18n.locale as Locale], () =>
        renderToString(
          <StrictMode>
            <ServerOriginContext value={url.origin}>
              <AppProviders queryClient={queryClient} i18n={i18n}>
                <StaticRouter location={url.pathname + url.search}>
                  <AppRoutes />
                </StaticRouter>
              </AppProviders>
            </ServerOriginContext>
          </StrictMode>,
        ),
      );
    // A render registers the queries the page reads; they are fetched, and the page is rendered again with them.
    let html = page();
    for (let pass = 1; pass < MAX_RENDER_PASSES; pass++) {
      const waiting = unfetchedPublicQueries(queryClient);
      if (waiting.length === 0) break;
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
      if (waiting.some((query) => query.state.status === 'error')) return null;
      html = page();
    }
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && isPublicQuery(query),
    });
    const status = matched.at(-1)?.path === '*' ? 404 : 200;
    // React puts the hints first; in <head> the browser finds them before parsing the page.
    const [, head = '', body = html] = /^((?:<link\b[^>]*>)*)([\s\S]*)$/.exec(html) ?? [];
    return { status, head, html: body, state: JSON.stringify(state).replace(/</g, '\\u003c') };
  } finally {
    // Cancels the cache's garbage-collection timers, so nothing of this render outlives it.
    queryClient.clear();
  }
}

function unfetchedPublicQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        (query.options as { enabled?: unknown }).enabled !== false &&
        isPublicQuery(query),
    );
}
