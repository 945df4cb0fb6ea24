// `npm run build -w @causeway/server`: the server and its command-line tools as plain JavaScript in dist/, so
// production starts with node alone (no TypeScript compiler at start-up; tsx is for development and tests).
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = path.join(serverDir, 'src');
// --outdir: a build elsewhere (the built-server test), leaving apps/server/dist to the running app.
const { outdir } = parseArgs({ options: { outdir: { type: 'string' } } }).values;
const distDir = outdir ? path.resolve(outdir) : path.join(serverDir, 'dist');

const entryPoints = {
  server: 'src/server.ts',
  'create-admin': 'src/cli/create-admin.ts',
  'two-factor': 'src/cli/two-factor.ts',
  'seed-large': 'src/cli/seed-large.ts',
  backup: 'src/cli/backup.ts',
  restore: 'src/cli/restore.ts',
};

/** What the server reads from disk next to its source, copied to the same place relative to dist/. */
const assets = ['db/migrations', 'db/seed/images'];

/**
 * npm packages stay imports (production installs them with `npm ci --omit=dev`); our own workspace packages are
 * TypeScript sources, so they are bundled.
 */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@causeway/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Each source file finds its files through `import.meta.url` (the migrations beside db/client.ts, the web build
 * two folders up from app.ts). In a bundle that URL is the bundle's own, so each file's `import.meta.url` becomes
 * the URL its source would have under dist/ (src/db/client.ts → dist/db/client.js): the relative paths hold.
 */
const sourceLocation = {
  name: 'source-location',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const code = await fs.readFile(args.path, 'utf8');
      if (!args.path.startsWith(srcDir + path.sep) || !code.includes('import.meta.url')) return undefined;
      const relative = path.relative(srcDir, args.path).split(path.sep).join('/').replace(/\.ts$/, '.js');
      const url = `new URL(${JSON.stringify(`./${relative}`)}, import.meta.url).href`;
      return { contents: code.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

await fs.rm(distDir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints,
  outdir: distDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // The bundles share their modules through chunks, which sit beside them so every import.meta.url above holds.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  logLevel: 'warning',
  plugins: [externalPackages, sourceLocation],
});
for (const asset of assets) {
  await fs.cp(path.join(srcDir, asset), path.join(distDir, asset), { recursive: true });
}
