import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariantUrl } from './image-variants';

const hash = '0123456789abcdef0123456789abcdef';

describe('image variants', () => {
  it('puts an upload’s variants beside it, named by width and format', () => {
    expect(imageVariantUrl(`/uploads/${hash}.webp`, 800, 'avif')).toBe(`/uploads/${hash}-800.avif`);
    expect(imageSrcSet(`/uploads/${hash}.webp`, 'webp')).toBe(
      `/uploads/${hash}-400.webp 400w, /uploads/${hash}-800.webp 800w, /uploads/${hash}-1200.webp 1200w`,
    );
  });

  it('does the same for a demo picture', () => {
    expect(imageSrcSet('/demo-images/kisoro-water.jpg', 'avif')).toBe(
      '/demo-images/kisoro-water-400.avif 400w, /demo-images/kisoro-water-800.avif 800w, /demo-images/kisoro-water-1200.avif 1200w',
    );
  });

  it.each([
    'https://example.org/photo.jpg',
    `https://example.org/uploads/${hash}.webp`,
    '/uploads/notahash.webp',
    `/uploads/${hash}.png`,
    `/uploads/${hash}-400.avif`,
    '/demo-images/Kisoro.jpg',
    '/demo-images/../secret.jpg',
    '/images/photo.jpg',
    '',
  ])('has no variants for %j, which is shown as it is', (url) => {
    expect(imageSrcSet(url, 'avif')).toBeUndefined();
    expect(imageVariantUrl(url, 400, 'webp')).toBeUndefined();
  });
});
