import { imageSrcSet, imageVariantUrl } from '@causeway/contracts';
import { useState, type ComponentProps } from 'react';
import { preload } from 'react-dom';

export type ResponsiveImageProps = Omit<
  ComponentProps<'img'>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'fetchPriority'
> & {
  src: string;
  alt: string;
  /** The slot's aspect ratio as width and height: the box is reserved before the picture arrives (no shift). */
  width: number;
  height: number;
  /** The slot's rendered width per breakpoint, so the browser picks the smallest variant that is sharp enough. */
  sizes: string;
  /**
   * The page's largest picture (its LCP element): fetched first, not lazily, and preloaded from the document's
   * head (server rendering writes the `<link rel="preload">`), before any script runs.
   */
  priority?: boolean;
  /** Shown instead when the picture cannot be loaded (a deleted upload, a dead link). */
  fallbackSrc?: string;
};

/**
 * A stored image (upload or demo picture) as AVIF and WebP in every variant width, for the browser to choose
 * from; any other URL is shown as it is. Lazy and decoded off the main thread unless it is the priority image.
 */
export function ResponsiveImage({ src: wanted, fallbackSrc, ...props }: ResponsiveImageProps) {
  // Inside a <picture> the chosen <source> wins over img.src, so the fallback is rendered anew, not patched in.
  const [failed, setFailed] = useState<string | null>(null);
  const src = fallbackSrc !== undefined && failed === wanted ? fallbackSrc : wanted;
  return (
    <PictureSources
      {...props}
      key={src}
      src={src}
      onError={(event) => {
        if (src !== fallbackSrc) setFailed(wanted);
        props.onError?.(event);
      }}
    />
  );
}

function PictureSources({ src, alt, width, height, sizes, priority = false, ...props }: ResponsiveImageProps) {
  const avif = imageSrcSet(src, 'avif');
  const webp = imageSrcSet(src, 'webp');
  if (priority && avif) {
    // `type` keeps a browser without AVIF from fetching it (it then takes the WebP source, unpreloaded).
    preload(imageVariantUrl(src, 1200, 'avif')!, {
      as: 'image',
      imageSrcSet: avif,
      imageSizes: sizes,
      type: 'image/avif',
      fetchPriority: 'high',
    });
  }
  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      {...props}
    />
  );
  if (!avif || !webp) return img;
  // display: contents lets the img, not the picture, be the grid or flex item its slot's classes expect; the
  // sources are display: block in Chromium and would otherwise become items too (a flex gap each).
  return (
    <picture className="contents [&>source]:hidden">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      {img}
    </picture>
  );
}
