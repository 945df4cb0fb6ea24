import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@causeway/contracts';

/**
 * multipart/form-data for the image uploads and the campaign form with its image. One file per request, at most
 * 5 MB (a bigger one is cut off while streaming and answered 413, see readMultipartForm), and room for the
 * campaign form's fields (a 20,000-character description fits in 64 KB).
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 60, fieldSize: 64 * 1024 },
  });
}
