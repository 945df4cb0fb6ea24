/**
 * The server's QR code SVG as an <img> source: an image cannot run script or touch the page, which markup put
 * into the DOM could.
 */
export function qrImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
