import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiError } from '@causeway/contracts';
import { defaultPageMeta, renderIndexHtml, type PageMeta } from './page-meta';

export interface CampaignMeta {
  title: string;
  shortDescription: string;
  featuredImageUrl: string | null;
}

export interface WebAppOptions {
  /** The built single-page app (apps/web/dist); absent in API tests. */
  distDir?: string;
  demoImagesDir: string;
  publicUrl: string;
  /** A publicly visible campaign's share details, or undefined when the public may not see it. */
  findCampaignMeta: (id: number) => Promise<CampaignMeta | undefined>;
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
  const template = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
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

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    // A missing fingerprinted file (an old tab after a release) or uploaded image must be a 404, never the app's HTML.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/assets/') &&
      !pathname.startsWith('/widget/assets/') &&
      !pathname.startsWith('/uploads/');
    if (isPage && template !== undefined) {
      const { meta, found } = await pageMetaFor(pathname, opts);
      if (pathname.startsWith('/embed/')) allowFraming(reply);
      return reply
        .status(found ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(renderIndexHtml(template, meta));
    }
    const message = pathname.startsWith('/api/')
      ? `No API route ${request.method} ${pathname}`
      : template === undefined
        ? 'Not found (the web app is not built: run npm run build)'
        : `Not found: ${pathname}`;
    return reply.status(404).send({ message, code: 'NOT_FOUND' } satisfies ApiError);
  });
}

async function pageMetaFor(pathname: string, opts: WebAppOptions): Promise<{ meta: PageMeta; found: boolean }> {
  const meta = defaultPageMeta(pathname, opts.publicUrl);
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

/** Embed views are meant to be framed by other sites (DESIGN.md: frame-ancestors open only on embed routes). */
export function allowFraming(reply: FastifyReply): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string')
    reply.header('content-security-policy', csp.replace("frame-ancestors 'self'", 'frame-ancestors *'));
  reply.removeHeader('x-frame-options');
}
