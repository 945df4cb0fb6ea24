import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage, type ResponsiveImageProps } from './responsive-image';

const hash = '0123456789abcdef0123456789abcdef';
const upload = `/uploads/${hash}.webp`;
const sizes = '(min-width: 640px) 50vw, 100vw';
const srcSet = (format: string) =>
  `/uploads/${hash}-400.${format} 400w, /uploads/${hash}-800.${format} 800w, /uploads/${hash}-1200.${format} 1200w`;

/** The HTML server rendering writes for a page with the image: head, then body. */
function render(props: Partial<ResponsiveImageProps> = {}): string {
  const image = createElement(ResponsiveImage, {
    src: upload,
    alt: 'Wells',
    width: 1200,
    height: 675,
    sizes,
    ...props,
  });
  return renderToString(createElement('html', null, createElement('head'), createElement('body', null, image)));
}

/** Each `<tag …>` of that name in the HTML, as its attributes (entities in values decoded). */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, key, value]) => [
        key!.toLowerCase(),
        (value ?? '')
          .replaceAll('&gt;', '>')
          .replaceAll('&lt;', '<')
          .replaceAll('&quot;', '"')
          .replaceAll('&amp;', '&'),
      ]),
    ),
  );
}

describe('ResponsiveImage', () => {
  it('offers AVIF, then WebP, in every width, with the slot’s sizes, around a lazy img of fixed ratio', () => {
    const html = render({ className: 'w-full' });
    expect(tags(html, 'picture')).toEqual([{ class: 'contents [&>source]:hidden' }]);
    expect(tags(html, 'source')).toEqual([
      { type: 'image/avif', srcset: srcSet('avif'), sizes },
      { type: 'image/webp', srcset: srcSet('webp'), sizes },
    ]);
    expect(tags(html, 'img')).toEqual([
      { src: upload, alt: 'Wells', width: '1200', height: '675', loading: 'lazy', decoding: 'async', class: 'w-full' },
    ]);
    expect(tags(html, 'link')).toEqual([]);
    // The picture comes before its img: sources are read in order.
    expect(html.indexOf('image/avif')).toBeLessThan(html.indexOf('image/webp'));
    expect(html.indexOf('image/webp')).toBeLessThan(html.indexOf('<img'));
  });

  it('fetches the priority image first and preloads its AVIF variants from the head', () => {
    const html = render({ priority: true });
    expect(tags(html, 'img')[0]).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
    const [preload, ...others] = tags(html, 'link');
    expect(others).toEqual([]);
    expect(preload).toMatchObject({
      rel: 'preload',
      as: 'image',
      imagesrcset: srcSet('avif'),
      imagesizes: sizes,
      type: 'image/avif',
      fetchpriority: 'high',
    });
    expect(html.indexOf('<link')).toBeLessThan(html.indexOf('</head>'));
  });

  it('shows a picture from another site as it is, with no sources (React preloads it when it has priority)', () => {
    const html = render({ src: 'https://example.org/photo.jpg', priority: true });
    expect(tags(html, 'picture')).toEqual([]);
    expect(tags(html, 'source')).toEqual([]);
    expect(tags(html, 'img')[0]).toMatchObject({
      src: 'https://example.org/photo.jpg',
      width: '1200',
      height: '675',
      loading: 'eager',
      fetchpriority: 'high',
    });
    expect(tags(html, 'link')).toEqual([
      { rel: 'preload', href: 'https://example.org/photo.jpg', as: 'image', fetchpriority: 'high' },
    ]);
    expect(tags(render({ src: 'https://example.org/photo.jpg' }), 'link')).toEqual([]);
  });
});
