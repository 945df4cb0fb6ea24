// Initial JavaScript of the public pages: the entry script and its modulepreloads from the built index.html.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The home page's first JavaScript in one language: the entry and its preloads, plus that language's public catalogue,
 * which the page asks for before it hydrates (apps/web/src/main.tsx). Without a language, the entry alone.
 */
export function measureInitialBundle(distDir, locale) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<script[^>]*src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1]);
  if (locale) scripts.push(...catalogueFiles(distDir, locale));
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
  const js = scripts.map((file) => ({ file, gzip: gz(file) }));
  const css = styles.map((file) => ({ file, gzip: gz(file) }));
  const initialSource = scripts.map((f) => fs.readFileSync(path.join(distDir, f), 'utf8')).join('\n');
  return {
    js,
    css,
    jsGzip: js.reduce((n, f) => n + f.gzip, 0),
    cssGzip: css.reduce((n, f) => n + f.gzip, 0),
    // Admin screens live in lazily loaded chunks; their route components must not be in the initial load.
    adminInInitial:
      js.some((f) => /admin/i.test(f.file)) ||
      /AdminCampaignsPage|AdminDonorsPage|AdminSettingsPage|ErrorLogsPage|OnboardingSettingsPage/.test(initialSource),
    // The tour player (react-joyride, DOMPurify) loads only when a tour runs.
    tourPlayerInInitial: /react-joyride-portal|ALLOWED_URI_REGEXP/.test(initialSource),
  };
}

/**
 * The built catalogues of a language every page loads before it hydrates (vite.config.ts names them
 * messages-{locale}-{area}-{hash}.js): its public area and, in a language other than English, the contracts'
 * messages (validation, labels). The other areas' load with their pages.
 */
function catalogueFiles(distDir, locale) {
  const names = fs.readdirSync(path.join(distDir, 'assets'));
  const find = (area) => names.find((f) => f.startsWith(`messages-${locale}-${area}-`) && f.endsWith('.js'));
  const pub = find('public');
  if (!pub) throw new Error(`No catalogue for '${locale}' in ${distDir}/assets`);
  const contracts = find('contracts');
  return [`/assets/${pub}`, ...(contracts ? [`/assets/${contracts}`] : [])];
}

/**
 * The embeddable widget (DESIGN.md budgets): the page served for /embed/{id} (HTML with the campaign inlined, plus
 * the script and stylesheet it references) at most 20 KB gzip, and /embed.js for host pages at most 2 KB gzip.
 * `servedHtml` is the page as the server answered it; without it the built template is measured.
 */
export function measureWidget(widgetDistDir, servedHtml) {
  const gz = (data) => zlib.gzipSync(data, { level: 9 }).length;
  const html = servedHtml ?? fs.readFileSync(path.join(widgetDistDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<(?:script|link)[^>]*(?:src|href)="([^"]+)"/g)]
    .map((m) => m[1])
    // The empty icon (data:,) is no request.
    .filter((ref) => !ref.startsWith('data:'));
  const assets = refs.map((ref) => {
    const file = path.join(widgetDistDir, ref.replace(/^\/widget\//, ''));
    return { ref, gzip: gz(fs.readFileSync(file)) };
  });
  const htmlGzip = gz(html);
  return {
    htmlGzip,
    assets,
    pageGzip: htmlGzip + assets.reduce((n, a) => n + a.gzip, 0),
    // Every reference must be to our own origin: the widget makes no third-party request.
    thirdParty: refs.filter((ref) => !ref.startsWith('/')),
    embedScriptGzip: gz(fs.readFileSync(path.join(widgetDistDir, 'embed.js'))),
  };
}
