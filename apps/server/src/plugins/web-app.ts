import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ApiError } from '@causeway/contracts';

export interface WebAppOptions {
  /** The built single-page app (apps/web/dist); absent in API tests. */
  distDir?: string;
  demoImagesDir: string;
}

/** Serves the built web app with SPA fallback, the demo images, and JSON 404s under /api. */
export async function registerWebApp(app: FastifyInstance, opts: WebAppOptions): Promise<void> {
  await app.register(fastifyStatic, {
    root: opts.demoImagesDir,
    prefix: '/demo-images/',
    decorateReply: false,
    maxAge: '7d',
  });

  const indexFile = opts.distDir ? path.join(opts.distDir, 'index.html') : undefined;
  const hasWebApp = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: opts.distDir!,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/: it can be cached for good.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }
  const indexHtml = hasWebApp ? fs.readFileSync(indexFile!, 'utf8') : undefined;

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (isPage && indexHtml !== undefined) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    const message = request.url.startsWith('/api/')
      ? `No API route ${request.method} ${request.url.split('?')[0]}`
      : 'Not found (the web app is not built: run npm run build)';
    return reply.status(404).send({ message, code: 'NOT_FOUND' } satisfies ApiError);
  });
}
