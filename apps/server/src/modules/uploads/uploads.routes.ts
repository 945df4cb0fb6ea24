import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadMessages } from '@causeway/contracts';
import { AppError } from '../../lib/errors';
import { requireAdmin } from '../../plugins/auth-guards';
import { readMultipartForm } from './multipart-form';
import { readStoredImage, uploadImage, type UploadsDeps } from './uploads.service';

const imageNotFound = 'Image not found';

export function uploadRoutes(deps: UploadsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/upload', async (request, reply) => {
      const admin = await requireAdmin(request);
      const { file } = await readMultipartForm(request, 'file');
      if (!file) throw new AppError('BAD_REQUEST', uploadMessages.missingFile);
      return reply.code(201).send(await uploadImage(deps, file, admin.id));
    });

    // Public: campaign pages and widgets show these. Names are content hashes, so a URL never changes content.
    app.get('/uploads/:file', { schema: { params: z.object({ file: z.string() }) } }, async (request, reply) => {
      const data = await readStoredImage(deps.uploadsDir, request.params.file);
      if (!data) throw new AppError('NOT_FOUND', imageNotFound);
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    });
  };
}
