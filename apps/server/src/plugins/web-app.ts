import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  directionOf,
  LOCALE_COOKIE,
  requestLocale,
  SERVER_STATE_ELEMENT_ID,
  type ApiError,
  type Locale,
} from '@causeway/contracts';
import { sendCachedBody, weakEtag, type CachedBody, type ReadCache } from '../lib/read-cache';
import type { FundraiserPageKind, FundraiserShareMeta } from './fundraiser-share-meta';
import { defaultPageMeta, renderIndexHtml, type PageMeta } from './page-meta';
import { preparePageTemplate } from './page-template';
import { isPopupEmbedPage } from './popup-framing';
import { loadPageRenderer, serverEntryFile, type RenderedPage } from './page-renderer';

export interface CampaignMeta {
  title: string;
  shortDescription: string;
  featuredImageUrl: string | null;
}

export interface WebAppOptions {
  /** The built single-page app (apps/web/dist); absent in API tests. */
  distDir?: string;
  /** The web app's server renderer; by default the one built beside distDir (apps/web/dist-server). */
  serverEntry?: string;
  /**
   * Rendered pages are kept with the public answers they were made from: a page holds only public data, so one
   * rendering serves every visitor until the next write or the cache's few seconds run out.
   */
  readCache?: ReadCache;
  demoImagesDir: string;
  publicUrl: string;
  /** A publicly visible campaign's share details, or undefined when the public may not see it. */
  findCampaignMeta: (id: number) => Promise<CampaignMeta | undefined>;
  /** A supporter's or a team's page the public may see (issue 25), or undefined when hidden or unknown. */
  findFundraiserMeta: (
    kind: FundraiserPageKind,
    campaignId: number,
    slug: string,
  ) => Promise<FundraiserShareMeta | undefined>;
}

/** Serves the built web app with SPA fallback and share tags, the demo images, and JSON 404s under /api. */
export async function registerWebApp(app: FastifyInstance, opts: WebAppOptions): Promise<void> {
  await app.register(fastifyStatic, {
    root: opts.demoImagesDir,
    prefix: '/demo-images/',
    decorateReply: false,
    maxAge: '7d',
  });

  const indexFile = opts.distDir ? path.join(opts.distDir, 'index.html') : undefined;
  const built = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
  const pageTemplate = built !== undefined ? preparePageTemplate(built, opts.distDir!) : undefined;
  const template = pageTemplate?.template;
  if (template !== undefined) {
    await app.register(fastifyStatic, {
      root: opts.distDir!,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (scripts/precompress.mjs); sent with Vary.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/: it can be cached for good.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }

  const renderPage =
    template !== undefined
      ? await loadPageRenderer(app, opts.serverEntry ?? serverEntryFile(opts.distDir!), opts.publicUrl)
      : undefined;
  /** The whole page as any visitor gets it: share tags, the server rendering (if any) and the status. */
  const producePage = async (url: string, pathname: string, locale: Locale) => {
    const { meta, found } = await pageMetaFor(pathname, opts);
    const rendered = renderPage && !pathname.startsWith('/embed/') ? await renderPage(url, locale) : null;
    const html = inLanguage(
      rendered
        ? withRenderedPage(renderIndexHtml(pageTemplate!.renderedTemplate, meta), rendered)
        : renderIndexHtml(template!, meta),
      locale,
    );
    return { status: found && rendered?.status !== 404 ? 200 : 404, html, rendered: rendered !== null };
  };
  // Pages hold only public data (the renderer reads the API without cookies), so one rendering serves every
  // visitor until the next write or the read cache's few seconds run out.
  const cache = opts.readCache;
  type CachedPage = CachedBody & { status: number; rendered: boolean };
  const pageFor = async (url: string, pathname: string, locale: Locale): Promise<CachedPage> => {
    const produce = async (): Promise<CachedPage> => {
      const page = await producePage(url, pathname, locale);
      return { body: page.html, etag: weakEtag(page.html), status: page.status, rendered: page.rendered };
    };
    // The cached entry itself (not a copy), so its compressed bytes are kept for the next visitors.
    return (cache ? await cache.getOrProduce(`page ${locale} ${url}`, produce) : undefined) ?? (await produce());
  };

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    // A missing fingerprinted file (an old tab after a release) or uploaded image must be a 404, never the app's HTML.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/assets/') &&
      !pathname.startsWith('/widget/assets/') &&
      !pathname.startsWith('/uploads/') &&
      !pathname.startsWith('/demo-images/');
    if (isPage && template !== undefined) {
      if (pathname.startsWith('/embed/') || isPopupEmbedPage(request.url)) allowFraming(reply);
      // The visitor's saved choice, else their browser's languages (issue 26).
      const locale = requestLocale(request.cookies[LOCALE_COOKIE], request.headers['accept-language']);
      const page = await pageFor(request.url, pathname, locale);
      allowInlineScripts(reply, page.rendered ? pageTemplate!.renderedScriptHashes : pageTemplate!.scriptHashes);
      reply.status(page.status).header('cache-control', 'no-cache').header('vary', 'Accept-Language, Cookie');
      return sendCachedBody(request, reply, page, 'text/html; charset=utf-8');
    }
    const message = pathname.startsWith('/api/')
      ? `No API route ${request.method} ${pathname}`
      : template === undefined
        ? 'Not found (the web app is not built: run npm run build)'
        : `Not found: ${pathname}`;
    return reply.status(404).send({ message, code: 'NOT_FOUND' } satisfies ApiError);
  });
}

/** The page's language and writing direction on <html>: the app starts in it (main.tsx reads it back). */
function inLanguage(html: string, locale: Locale): string {
  return html.replace(/<html(?: lang="[^"]*")?/, () => `<html lang="${locale}" dir="${directionOf(locale)}"`);
}

/** Puts a server-rendered page and its data into the app's HTML. */
function withRenderedPage(html: string, page: RenderedPage): string {
  return html
    .replace('</head>', () => `${page.head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(
      '</body>',
      () => `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${page.state}</script>\n  </body>`,
    );
}

/** The addresses of supporters' and teams' pages; a part the app would not accept is a page not found. */
const FUNDRAISER_PAGE = /^\/campaigns\/([^/]+)\/(fundraisers|teams)\/([^/]+)\/?$/;
const CAMPAIGN_ID = /^[1-9]\d{0,8}$/;
const PAGE_SLUG = /^[a-z0-9-]{1,70}$/;

async function pageMetaFor(pathname: string, opts: WebAppOptions): Promise<{ meta: PageMeta; found: boolean }> {
  const meta = defaultPageMeta(pathname, opts.publicUrl);
  const fundraiserPage = FUNDRAISER_PAGE.exec(pathname);
  if (fundraiserPage) return fundraiserPageMeta(fundraiserPage, meta, opts);
  const match = /^\/(campaigns|donate)\/([1-9]\d{0,8})\/?$/.exec(pathname);
  if (!match) return { meta, found: true };
  const campaign = await opts.findCampaignMeta(Number(match[2]));
  // The page still renders its 'Campaign Not Found' card; the status tells crawlers the truth.
  if (!campaign) return { meta, found: false };
  const image = campaign.featuredImageUrl ?? '/demo-images/default-campaign.jpg';
  return {
    found: true,
    meta: {
      ...meta,
      title: `${match[1] === 'donate' ? 'Donate to ' : ''}${campaign.title} | Causeway`,
      description: campaign.shortDescription,
      image: /^https?:\/\//.test(image) ? image : `${opts.publicUrl}${image}`,
      type: 'article',
    },
  };
}

async function fundraiserPageMeta(
  [, id, kind, slug]: RegExpExecArray,
  meta: PageMeta,
  opts: WebAppOptions,
): Promise<{ meta: PageMeta; found: boolean }> {
  if (!CAMPAIGN_ID.test(id!) || !PAGE_SLUG.test(slug!)) return { meta, found: false };
  const page = await opts.findFundraiserMeta(kind === 'teams' ? 'team' : 'fundraiser', Number(id), slug!);
  // The app shows its 'not found' card; the status tells crawlers, and nothing of a hidden page is in the tags.
  if (!page) return { meta, found: false };
  const image = page.imageUrl ?? '/demo-images/default-campaign.jpg';
  return {
    found: true,
    meta: {
      ...meta,
      title: `${page.title} | Causeway`,
      description: page.description,
      image: /^https?:\/\//.test(image) ? image : `${opts.publicUrl}${image}`,
      type: 'article',
    },
  };
}

function allowInlineScripts(reply: FastifyReply, hashes: readonly string[]): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string' && hashes.length > 0)
    reply.header('content-security-policy', csp.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`));
}

/** Embed views are meant to be framed by other sites (DESIGN.md: frame-ancestors open only on embed routes). */
export function allowFraming(reply: FastifyReply): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string')
    reply.header('content-security-policy', csp.replace("frame-ancestors 'self'", 'frame-ancestors *'));
  reply.removeHeader('x-frame-options');
}
