import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The built index.html, arranged for a phone on a slow network, once at start-up:
 * - the theme script must run before the first paint (a stored dark theme never flashes light). As a file it was
 *   a render-blocking request of its own, a round trip before anything shows: it goes into the page instead,
 *   allowed by its hash (`scriptHash`, for the CSP, which still forbids every other inline script);
 * - the stylesheet, the one request the first paint waits for, comes first in <head>, so the browser asks for it
 *   before the module scripts and their preloads (which do not block the paint) take the bandwidth.
 */
export function preparePageTemplate(html: string, distDir: string): { template: string; scriptHash?: string } {
  let template = html;
  const stylesheets = template.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
  if (stylesheets.length > 0) {
    for (const tag of stylesheets) template = template.replace(tag, '');
    template = template.replace(
      /(<meta name="viewport"[^>]*>)/,
      (viewport) => `${viewport}\n    ${stylesheets.join('')}`,
    );
  }

  const tag = '<script src="/theme-init.js"></script>';
  const file = path.join(distDir, 'theme-init.js');
  if (!template.includes(tag) || !fs.existsSync(file)) return { template };
  const code = fs.readFileSync(file, 'utf8');
  const scriptHash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
  return { template: template.replace(tag, () => `<script>${code}</script>`), scriptHash };
}
