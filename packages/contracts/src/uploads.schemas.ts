import { z } from 'zod';
import { operation } from './operation';
import { uploadEndpoints } from './uploads';

/** POST /api/upload (admin spec section 7): the stored image's URL, with its size after re-encoding. */
export const uploadResultSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const uploadOperations = {
  image: operation(uploadEndpoints.image, {
    access: 'admin',
    summary: 'Stores an image (JPEG, PNG or WebP, at most 5 MB) re-encoded as WebP; answers its URL and size',
    tags: ['admin/uploads'],
    body: 'multipart',
    form: { file: 'file' },
    responses: { 201: uploadResultSchema },
  }),
};
