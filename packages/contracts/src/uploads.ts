import type { Endpoint } from './operation';

/** The image upload (admin spec section 7): where it lives. The stored images are static files under /uploads/. */
export const uploadEndpoints = {
  image: { method: 'POST', path: '/api/upload' },
} as const satisfies Record<string, Endpoint>;
