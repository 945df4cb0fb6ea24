import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type PageTemplate = {
  template: string;
  /** The CSP hash (`'sha256-…'`) of the inlined theme script: the CSP forbids every other inline script. */
  scriptHash?: string;
};

/**
 * The built index.html, arranged once at start-up for a phone on a slow network, where nothing should stand between
 * the HTML and the first paint of a server-rendered page:
 * - the theme script must run before the first paint (a stored dark theme never flashes light). As a file it was
 *   a render-blocking request of its own: it goes into the page instead, allowed by its hash;
 * - the stylesheet is the one request the first paint waits for: it comes first in <head>, so the browser asks
 *   for it before the module scripts and their preloads. (Inlining it changed when a page's scripts run relative
 *   to its load event; see docs/decisions.md.)
 */
export function preparePageTemplate(html: string, distDir: string): PageTemplate {
  const template = stylesheetFirst(html);
  const themeTag = '<script src="/theme-init.js"></script>';
  const themeFile = path.join(distDir, 'theme-init.js');
  if (!template.includes(themeTag) || !fs.existsSync(themeFile)) return { template };
  const code = fs.readFileSync(themeFile, 'utf8');
  return { template: template.replace(themeTag, () => `<script>${code}</script>`), scriptHash: hashOf(code) };
}

const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/** The stylesheet, the one request the first paint waits for, first in <head> after the viewport. */
function stylesheetFirst(html: string): string {
  const stylesheets = html.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
  if (stylesheets.length === 0) return html;
  let template = html;
  for (const tag of stylesheets) template = template.replace(tag, '');
  return template.replace(/(<meta name="viewport"[^>]*>)/, (viewport) => `${viewport}\n    ${stylesheets.join('')}`);
}
