import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadMessages, uploadOperations } from '@causeway/contracts';
import { AppError } from '../../lib/errors';
import { addOperation } from '../../lib/operation-route';
import { readMultipartForm } from './multipart-form';
import {
  readDemoImageVariant,
  readStoredImage,
  uploadImage,
  type DemoImageDirs,
  type StoredImage,
  type UploadsDeps,
} from './uploads.service';

const imageNotFound = 'Image not found';
/**
 * Only AVIF and WebP names reach this route, never the demo JPEGs (served by web-app.ts's static files). Names
 * that match it but are not a variant we make get a 404 here, not the web app's page.
 */
const DEMO_VARIANT_ROUTE = '/demo-images/:file(^[a-z0-9][a-z0-9-]*\\.(?:avif|webp)$)';

export function uploadRoutes(deps: UploadsDeps & DemoImageDirs): FastifyPluginAsyncZod {
  return async (app) => {
    addOperation(app, uploadOperations.image, async ({ request, user }) => {
      const { file } = await readMultipartForm(request, 'file');
      if (!file) throw new AppError('BAD_REQUEST', uploadMessages.missingFile);
      return uploadImage(deps, file, user.id);
    });

    // Public: campaign pages and widgets show these. Names are content hashes, so a URL never changes content.
    app.get('/uploads/:file', { schema: { params: z.object({ file: z.string() }) } }, async (request, reply) =>
      sendImage(reply, await readStoredImage(deps.uploadsDir, request.params.file)),
    );

    // Cached for good like uploads, though the name is not a hash: a redrawn demo picture needs a new name.
    app.get(DEMO_VARIANT_ROUTE, { schema: { params: z.object({ file: z.string() }) } }, async (request, reply) =>
      sendImage(reply, await readDemoImageVariant(deps, request.params.file)),
    );
  };
}

function sendImage(reply: FastifyReply, image: StoredImage | undefined): FastifyReply {
  if (!image) throw new AppError('NOT_FOUND', imageNotFound);
  return reply
    .type(image.contentType)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(image.data);
}
