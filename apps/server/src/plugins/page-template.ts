import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type PageTemplate = {
  template: string;
  /** CSP hashes (`'sha256-…'`) of the inline scripts the template carries: the CSP forbids every other one. */
  scriptHashes: string[];
};

/**
 * The built index.html, arranged once at start-up for a phone on a slow network, where nothing should stand between
 * the HTML and the first paint of a server-rendered page:
 * - the theme script must run before the first paint (a stored dark theme never flashes light). As a file it was
 *   a render-blocking request of its own: it goes into the page instead, allowed by its hash;
 * - the stylesheet is the one request the first paint waits for: its text goes into <head> (about 11 KB
 *   compressed), so the page paints as soon as its HTML has arrived, a round trip sooner on slow 4G. The CSP
 *   allows inline styles; the stylesheet has no relative url(). One that cannot be read stays a link.
 */
export function preparePageTemplate(html: string, distDir: string): PageTemplate {
  const scriptHashes: string[] = [];
  let template = inlineStylesheets(html, distDir);

  const themeTag = '<script src="/theme-init.js"></script>';
  const themeFile = path.join(distDir, 'theme-init.js');
  if (template.includes(themeTag) && fs.existsSync(themeFile)) {
    const code = fs.readFileSync(themeFile, 'utf8');
    scriptHashes.push(hashOf(code));
    template = template.replace(themeTag, () => `<script>${code}</script>`);
  }

  return { template, scriptHashes };
}

const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/** Each `<link rel="stylesheet">` as a `<style>` with the file's text, first in <head> after the viewport. */
function inlineStylesheets(html: string, distDir: string): string {
  const stylesheets = html.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
  if (stylesheets.length === 0) return html;
  let template = html;
  for (const tag of stylesheets) template = template.replace(tag, '');
  const inlined = stylesheets.map((tag) => inlineStylesheet(tag, distDir)).join('');
  return template.replace(/(<meta name="viewport"[^>]*>)/, (viewport) => `${viewport}\n    ${inlined}`);
}

function inlineStylesheet(tag: string, distDir: string): string {
  const href = /href="\/([^"]+\.css)"/.exec(tag)?.[1];
  const file = href ? path.join(distDir, href) : undefined;
  if (!file || !file.startsWith(distDir) || !fs.existsSync(file)) return tag;
  // `</style` cannot occur in a stylesheet Tailwind wrote; escaping it keeps the element closed where it should be.
  const css = fs.readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style');
  return `<style>${css}</style>`;
}
