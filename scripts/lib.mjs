import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webDist = path.join(root, 'apps/web/dist');
export const serverEntry = path.join(root, 'apps/server/src/server.ts');
export const serverDist = path.join(root, 'apps/server/dist');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

export const widgetDist = path.join(root, 'apps/widget/dist');

/** True when a built app's dist is missing or older than any source it is built from. */
function isStale(app, dist, builtFile) {
  const built = path.join(dist, builtFile);
  if (!fs.existsSync(built)) return true;
  const sources = [
    path.join(root, `apps/${app}/src`),
    path.join(root, `apps/${app}/public`),
    path.join(root, 'packages/contracts/src'),
  ].filter((p) => fs.existsSync(p));
  const files = fs
    .readdirSync(path.join(root, 'apps', app))
    .filter((f) => /^(index\.html|vite\..*config\.ts)$/.test(f))
    .map((f) => path.join(root, 'apps', app, f));
  const newest = Math.max(...sources.map(newestMtime), ...files.map((f) => fs.statSync(f).mtimeMs));
  return newest > fs.statSync(built).mtimeMs;
}

/** True when the web app or the widget (apps/web/dist, apps/widget/dist) needs `npm run build`. */
export function webBuildIsStale() {
  return (
    isStale('web', webDist, 'index.html') ||
    isStale('web', path.join(root, 'apps/web/dist-server'), 'entry-server.js') ||
    isStale('widget', widgetDist, 'embed.js')
  );
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** True when apps/server/dist (the server as JavaScript) is missing or older than its sources or its build script. */
export function serverBuildIsStale() {
  const built = path.join(serverDist, 'server.js');
  if (!fs.existsSync(built)) return true;
  const newest = Math.max(
    newestMtime(path.join(root, 'apps/server/src')),
    newestMtime(path.join(root, 'packages/contracts/src')),
    fs.statSync(path.join(root, 'apps/server/scripts/build.mjs')).mtimeMs,
  );
  return newest > fs.statSync(built).mtimeMs;
}

/** Builds apps/server/dist when it is stale (esbuild: well under a second), so a start never runs old code. */
export function buildServerIfStale() {
  if (!serverBuildIsStale()) return;
  // A production install (`npm ci --omit=dev`) has no esbuild: it runs the build it shipped with.
  if (!fs.existsSync(path.join(root, 'node_modules/esbuild'))) {
    if (fs.existsSync(path.join(serverDist, 'server.js'))) return;
    throw new Error(
      'apps/server/dist is missing: run `npm run build` where the development dependencies are installed.',
    );
  }
  const result = spawnSync(process.execPath, [path.join(root, 'apps/server/scripts/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Building the server (apps/server/scripts/build.mjs) failed.');
}

/**
 * Starts the API server as a child that receives our signals: the JavaScript build (built first when stale), or
 * with `{ from: 'source' }` the TypeScript through tsx, as development runs it.
 */
export function startServer(env = {}, stdio = 'inherit', { from = 'build' } = {}) {
  let args;
  if (from === 'source') {
    args = ['--import', path.join(root, 'node_modules/tsx/dist/esm/index.mjs'), serverEntry];
  } else {
    buildServerIfStale();
    args = ['--enable-source-maps', path.join(serverDist, 'server.js')];
  }
  return spawn(process.execPath, args, {
    cwd: root,
    stdio,
    // React and other libraries run their production builds unless told otherwise (the server renders pages).
    env: { NODE_ENV: 'production', ...process.env, ...env },
  });
}
