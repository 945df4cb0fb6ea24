import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type PageTemplate = {
  /** For a page the browser renders: its scripts load at once, since nothing shows before they run. */
  template: string;
  /** For a page the server rendered: its scripts load after the first paint (see deferredScriptLoader). */
  renderedTemplate: string;
  /** The CSP hashes (`'sha256-…'`) of each template's inline scripts: the CSP forbids every other inline script. */
  scriptHashes: string[];
  renderedScriptHashes: string[];
};

/**
 * The built index.html, arranged once at start-up for a phone on a slow network, where nothing should stand between
 * the HTML and the first paint of a server-rendered page:
 * - the theme script must run before the first paint (a stored dark theme never flashes light). As a file it was
 *   a render-blocking request of its own: it goes into the page instead, allowed by its hash;
 * - the stylesheet is the one request the first paint waits for: it comes first in <head>, so the browser asks
 *   for it before anything else;
 * - a server-rendered page is complete without its scripts, so they are asked for only once it is on screen.
 */
export function preparePageTemplate(html: string, distDir: string): PageTemplate {
  let template = stylesheetFirst(html);
  const scriptHashes: string[] = [];
  const themeTag = '<script src="/theme-init.js"></script>';
  const themeFile = path.join(distDir, 'theme-init.js');
  if (template.includes(themeTag) && fs.existsSync(themeFile)) {
    const code = fs.readFileSync(themeFile, 'utf8');
    template = template.replace(themeTag, () => `<script>${code}</script>`);
    scriptHashes.push(hashOf(code));
  }
  const deferred = deferModuleScripts(template);
  return {
    template,
    scriptHashes,
    renderedTemplate: deferred?.html ?? template,
    renderedScriptHashes: deferred ? [...scriptHashes, deferred.hash] : scriptHashes,
  };
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

// Vite writes the entry's module script, or (rolldown with chunk groups) one script per initial chunk, in order.
const entryPattern = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const preloadPattern = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The template with its module entry and preloads replaced by a loader at the end of <body> that asks for them
 * after the first paint. On a slow phone network the scripts (about 120 KB) would otherwise share the connection
 * with the HTML and the stylesheet and put off the first paint of a page that needs none of them to be read; the
 * page works as plain HTML (links, text) until they have run. A background tab, which paints nothing, asks at once.
 */
function deferModuleScripts(html: string): { html: string; hash: string } | undefined {
  const entries = [...html.matchAll(entryPattern)].map((m) => m[1]!);
  if (entries.length === 0) return undefined;
  const preloads = [...html.matchAll(preloadPattern)].map((m) => m[1]!);
  const code = deferredScriptLoader(entries, preloads);
  const withoutTags = html.replace(entryPattern, '').replace(preloadPattern, '');
  return { html: withoutTags.replace('</body>', () => `<script>${code}</script>\n  </body>`), hash: hashOf(code) };
}

/**
 * The loader's code (ES5, as small as it reads): preloads first, so the entry's imports are already on the way,
 * then each module script of the entry in the template's order (modules: what one imports from another runs once).
 * It waits for the browser's report of the first contentful paint, which comes once the frame is on screen (a
 * frame callback alone can run before a slow paint is presented); without paint timing, for the next frame.
 */
export function deferredScriptLoader(entries: readonly string[], preloads: readonly string[]): string {
  return (
    `(function(){var d=document,done=0;function load(){if(done++)return;` +
    `${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});` +
    `${JSON.stringify(entries)}.forEach(function(h){var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=h;d.head.appendChild(s)})}` +
    `function later(){setTimeout(load,0)}` +
    `if(d.visibilityState==='hidden')load();` +
    `else if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')>=0)` +
    `new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();later()}}).observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(later)})();`
  );
}
