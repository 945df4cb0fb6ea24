import { endpoint } from './operation';

/** The image upload (admin spec section 7): where it lives. The stored images are static files under /uploads/. */
export const uploadEndpoints = {
  image: endpoint({
    method: 'POST',
    path: '/api/upload',
    access: 'admin',
    summary: 'Stores an image (JPEG, PNG or WebP, at most 5 MB) re-encoded as WebP; answers its URL and size',
    tags: ['admin/uploads'],
  }),
} as const;
