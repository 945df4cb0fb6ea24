import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@causeway/contracts';

/** What the web app's server entry (apps/web/src/entry-server.tsx, built into apps/web/dist-server) exports. */
interface ServerEntry {
  renderPage(
    url: string,
    transport: (path: string, init: RequestInit) => Promise<Response>,
    locale?: string,
  ): Promise<RenderedPage | null>;
}

export type RenderedPage = { status: 200 | 404; head: string; html: string; state: string };
export type PageRenderer = (pathAndQuery: string, locale: Locale) => Promise<RenderedPage | null>;

const transportLocale = new AsyncLocalStorage<Locale>();

/** The server bundle built beside the web app's dist (`vite build --ssr`). */
export function serverEntryFile(distDir: string): string {
  return path.join(distDir, '..', 'dist-server', 'entry-server.js');
}

/**
 * Loads the web app's server renderer, or undefined when it has not been built (the pages are then rendered in the
 * browser only). The renderer reads the API through this app's own router: in-process, on the same read cache,
 * and with no cookie, so a rendered page can only ever hold what any visitor may see.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  entryFile: string,
  publicUrl: string,
): Promise<PageRenderer | undefined> {
  if (!fs.existsSync(entryFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const transport = async (apiPath: string, init: RequestInit): Promise<Response> => {
    const method = (init.method ?? 'GET').toUpperCase();
    // Pages read; a render that tried to write would be a bug in the page, not a reason to write.
    if (method !== 'GET') throw new Error(`A server render may only read the API (${method} ${apiPath})`);
    const answer = await app.inject({
      method: 'GET',
      url: apiPath,
      headers: { accept: 'application/json', 'accept-language': transportLocale.getStore() ?? 'en' },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined || name === 'set-cookie') continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
  const origin = new URL(publicUrl).origin;
  return async (pathAndQuery, locale) => {
    try {
      // The API answers (their messages) in the page's language too.
      return await transportLocale.run(locale, () => entry.renderPage(`${origin}${pathAndQuery}`, transport, locale));
    } catch (error) {
      // A page that cannot render on the server still works: the browser renders it. Logged, so it gets fixed.
      app.log.error({ err: error, url: pathAndQuery }, 'server render failed; the page is rendered in the browser');
      return null;
    }
  };
}
