import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { deferredScriptLoader, preparePageTemplate } from './page-template';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-template-'));
const themeScript = "document.documentElement.classList.toggle('dark', false);\n";
fs.writeFileSync(path.join(dist, 'theme-init.js'), themeScript);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

// The shape Vite writes (apps/web/dist/index.html).
const built = `<!doctype html>
<html lang="en">
  <head>
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <script src="/theme-init.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/router-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

/** Runs the loader against a minimal browser and reports what it appended to <head>, and what it waits for. */
function runLoader(code: string, browser: { visibilityState: 'visible' | 'hidden'; paintTiming: boolean }) {
  const appended: { tag: string; rel?: string; type?: string; href?: string; src?: string; crossOrigin?: string }[] =
    [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const paintObservers: { report: (names: string[]) => void; disconnected: boolean }[] = [];
  const document = {
    visibilityState: browser.visibilityState,
    head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
    createElement: (tag: string) => ({ tag }),
  };
  class PerformanceObserver {
    static supportedEntryTypes = browser.paintTiming ? ['paint', 'navigation'] : ['navigation'];
    disconnected = false;
    constructor(private callback: (list: unknown, observer: PerformanceObserver) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      const self = { report: (names: string[]) => this.report(names), disconnected: false };
      Object.defineProperty(self, 'disconnected', { get: () => this.disconnected });
      paintObservers.push(self);
    }
    disconnect() {
      this.disconnected = true;
    }
    private report(names: string[]) {
      this.callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, this);
    }
  }
  const window = { PerformanceObserver };
  runInNewContext(code, {
    window,
    document,
    PerformanceObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  const runTimers = () => timers.splice(0).forEach((timer) => timer());
  return { appended, frames, timers, paintObservers, runTimers };
}

const expectedTags = [
  { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/react-def.js' },
  { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-abc.js' },
];

describe('the page template', () => {
  const template = preparePageTemplate(built, dist);

  it('keeps the module scripts in <head> for pages the browser renders', () => {
    expect(template.template).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(template.template).toContain('<link rel="modulepreload" crossorigin href="/assets/react-def.js">');
    expect(inlineScripts(template.template)).toEqual([themeScript]);
  });

  it('asks for the scripts of a server-rendered page from a loader at the end of <body>, allowed by its hash', () => {
    const rendered = template.renderedTemplate;
    expect(rendered).not.toContain('<script type="module"');
    expect(rendered).not.toContain('<link rel="modulepreload"');
    const loader = deferredScriptLoader(['/assets/index-abc.js'], ['/assets/react-def.js', '/assets/router-ghi.js']);
    expect(inlineScripts(rendered)).toEqual([themeScript, loader]);
    expect(rendered.indexOf(loader)).toBeGreaterThan(rendered.indexOf('<div id="root">'));
    expect(template.renderedScriptHashes).toEqual([hashOf(themeScript), hashOf(loader)]);
    expect(template.scriptHashes).toEqual([hashOf(themeScript)]);
    // The stylesheet stays where the first paint needs it.
    expect(rendered).toContain('<link rel="stylesheet" crossorigin href="/assets/index-jkl.css">');
  });

  it('loads nothing before the first contentful paint is reported, then the preloads and the entry', () => {
    const run = runLoader(deferredScriptLoader(['/assets/index-abc.js'], ['/assets/react-def.js']), {
      visibilityState: 'visible',
      paintTiming: true,
    });
    expect(run.paintObservers).toHaveLength(1);
    run.paintObservers[0]!.report(['first-paint']);
    run.runTimers();
    expect(run.appended).toEqual([]);
    run.paintObservers[0]!.report(['first-contentful-paint']);
    expect(run.paintObservers[0]!.disconnected).toBe(true);
    expect(run.appended).toEqual([]);
    run.runTimers();
    expect(run.appended).toEqual(expectedTags);
    run.paintObservers[0]!.report(['first-contentful-paint']);
    run.runTimers();
    expect(run.appended).toHaveLength(2);
  });

  it('without paint timing, loads after the next frame', () => {
    const run = runLoader(deferredScriptLoader(['/assets/index-abc.js'], ['/assets/react-def.js']), {
      visibilityState: 'visible',
      paintTiming: false,
    });
    expect(run.paintObservers).toEqual([]);
    expect(run.appended).toEqual([]);
    run.frames.forEach((frame) => frame());
    expect(run.appended).toEqual([]);
    run.runTimers();
    expect(run.appended).toEqual(expectedTags);
  });

  it('loads at once in a background tab, which paints nothing until it is shown', () => {
    const run = runLoader(deferredScriptLoader(['/assets/index-abc.js'], ['/assets/react-def.js']), {
      visibilityState: 'hidden',
      paintTiming: true,
    });
    expect(run.frames).toEqual([]);
    expect(run.paintObservers).toEqual([]);
    expect(run.appended).toEqual(expectedTags);
  });

  it('defers every module script of a build that writes one per initial chunk (rolldown’s chunk groups)', () => {
    // apps/web's build since its chunk groups: the runtime, the vendor chunks and the shell, each a module script.
    const chunks = ['/assets/rolldown-runtime-a.js', '/assets/react-b.js', '/assets/shell-c.js'];
    const html = built.replace(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      chunks.map((src) => `<script type="module" crossorigin src="${src}"></script>`).join('\n    '),
    );
    const rendered = preparePageTemplate(html, dist).renderedTemplate;
    // None is left in <head> to share the connection with the HTML and the stylesheet before the first paint.
    expect(rendered).not.toContain('<script type="module"');
    const loader = deferredScriptLoader(chunks, ['/assets/react-def.js', '/assets/router-ghi.js']);
    expect(inlineScripts(rendered)).toEqual([themeScript, loader]);
    const run = runLoader(loader, { visibilityState: 'hidden', paintTiming: true });
    expect(run.appended.filter((tag) => tag.tag === 'script').map((tag) => tag.src)).toEqual(chunks);
  });

  it('leaves a template without a module entry as it is', () => {
    const plain = '<html><head><meta name="viewport" content="x"></head><body><div id="root"></div></body></html>';
    expect(preparePageTemplate(plain, dist)).toEqual({
      template: plain,
      renderedTemplate: plain,
      scriptHashes: [],
      renderedScriptHashes: [],
    });
  });
});
