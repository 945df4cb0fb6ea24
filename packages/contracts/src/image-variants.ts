// Zod-free: the web app and the widget build srcset strings from it, the server validates variant names with it.

/**
 * Widths every uploaded and demo image is re-encoded to: a phone card (about 360 CSS px at 1x), a phone header
 * or a desktop card at 2x, and the desktop header at 2x. A narrower source is never enlarged.
 */
export const IMAGE_VARIANT_WIDTHS = [400, 800, 1200] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** Listed in the order a `<picture>` offers them: the browser takes the first type it supports. */
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

export const IMAGE_VARIANT_CONTENT_TYPES: Record<ImageVariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/**
 * The stored images that have variants: uploads (content hash, WebP) and the demo pictures (JPEG). Their variants
 * sit beside them: `/uploads/{hash}-800.avif`, `/demo-images/{name}-800.webp`. Any other URL (an administrator's
 * link to another site) has none and is shown as it is.
 */
const VARIANT_SOURCE = /^(\/uploads\/[a-f0-9]{32,64})\.webp$|^(\/demo-images\/[a-z0-9][a-z0-9-]*)\.jpg$/;

/** The URL of one variant of a stored image, or undefined when the image has no variants. */
export function imageVariantUrl(url: string, width: ImageVariantWidth, format: ImageVariantFormat): string | undefined {
  const match = VARIANT_SOURCE.exec(url);
  const base = match?.[1] ?? match?.[2];
  return base === undefined ? undefined : `${base}-${width}.${format}`;
}

/** `srcset` of one format ('/uploads/x-400.avif 400w, …'), or undefined when the image has no variants. */
export function imageSrcSet(url: string, format: ImageVariantFormat): string | undefined {
  if (!VARIANT_SOURCE.test(url)) return undefined;
  return IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(url, width, format)} ${width}w`).join(', ');
}
