import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, minify, type Plugin } from 'vite';
import { contractCatalogues } from '../../scripts/contract-catalogues.mjs';
import { catalogueAreaWaits, linguiMacros } from '../../scripts/lingui-macro.mjs';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const apiOrigin = process.env.CAUSEWAY_API_ORIGIN ?? 'http://127.0.0.1:3000';
const proxied = ['/api', '/demo-images', '/uploads'];
// The chunks of the codeSplitting groups below that the entry imports statically (rolldown's runtime too).
const initialVendorChunk = /(^|\/)(rolldown-runtime|react|router|query)-[\w-]+\.js$/;

/**
 * public/theme-init.js goes into every page the server sends (apps/server/src/plugins/page-template.ts) and counts in
 * the script that hydrates a page: the build minifies its copy in dist/ (about 440 bytes gzip to 230).
 */
function minifyThemeScript(): Plugin {
  let file: string | undefined;
  return {
    name: 'causeway:minify-theme-script',
    apply: 'build',
    configResolved(config) {
      file = config.build.ssr ? undefined : path.resolve(config.root, config.build.outDir, 'theme-init.js');
    },
    async closeBundle() {
      if (!file || !fs.existsSync(file)) return;
      const { code, errors } = await minify('theme-init.js', fs.readFileSync(file, 'utf8'));
      if (errors.length > 0) throw new Error(`theme-init.js: ${errors.map((e) => e.message).join('; ')}`);
      fs.writeFileSync(file, code);
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Before the macros are compiled away: it looks for their import.
    catalogueAreaWaits(),
    linguiMacros(),
    contractCatalogues(),
    // Catalogues compile when imported; a language with a message missing fails the build, never shows English.
    lingui({ cwd: repositoryRoot, failOnMissing: true, failOnCompileError: true }),
    react(),
    tailwindcss(),
    minifyThemeScript(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiOrigin, changeOrigin: false }])),
  },
  // The server renderer (src/entry-server.tsx, built into dist-server/) runs in the API process: our workspace
  // package is bundled in (its sources are TypeScript), most other packages are loaded from node_modules.
  // Lingui is bundled in too: its packages stay dev dependencies, so the production install (npm ci --omit=dev)
  // does not pull in their optional build-time peers (the macro's Babel plugin, TypeScript).
  ssr: { noExternal: ['@causeway/contracts', /^@lingui\//, /^@messageformat\//, 'moo', 'unraw', '@babel/runtime'] },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        modulePreload: {
          // A lazy page's preload list need not name the vendor chunks the entry imports: they are loaded before
          // any page is imported, and each name and index repeated in the entry's lists costs the first script.
          resolveDependencies: (_file, deps, { hostType }) =>
            hostType === 'html' ? deps : deps.filter((dep) => !initialVendorChunk.test(dep)),
        },
        rolldownOptions: {
          output: {
            // Seven characters of hash, not eight: the entry lists every lazy chunk's file name in its preload map,
            // and a character less in each of ~180 names is ~170 B gzip off the first script (issue 27). Seven
            // base64 characters still tell ~180 files apart (the bundler refuses a length too short for its count).
            entryFileNames: 'assets/[name]-[hash:7].js',
            // A language's catalogue is named after it (messages-es-…), so the bench can weigh each language.
            // The contracts' messages of a language (packages/contracts/locales/es.po) are its 'contracts' area.
            chunkFileNames: (chunk) => {
              const id = (chunk.facadeModuleId ?? '').replace(/\?.*$/, '');
              const [, language, area] =
                /[\\/]locales[\\/]([\w-]+)[\\/]([\w-]+)\.po$/.exec(id) ??
                /[\\/]contracts[\\/]locales[\\/]([\w-]+)\.po$/.exec(id)?.concat('contracts') ??
                [];
              return language ? `assets/messages-${language}-${area}-[hash:7].js` : 'assets/[name]-[hash:7].js';
            },
            // Long-lived vendor chunks: a release then re-downloads only our own code.
            codeSplitting: {
              groups: [
                { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
                { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 20 },
                { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 20 },
                // Radix's shared building blocks (context, refs, presence, roving focus...) in one chunk: each
                // lazy chunk's name is listed in the entry's preload map, and a dozen small ones cost it bytes.
                {
                  name: 'radix',
                  test: /[\\/]node_modules[\\/]@radix-ui[\\/](primitive|react-(primitive|slot|compose-refs|context|id|presence|direction|collection|roving-focus|use-[a-z-]+))[\\/]/,
                  priority: 20,
                },
                // Loaded with the first form page only.
                { name: 'forms', test: /[\\/]node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/, priority: 20 },
                // Everything else the first page loads, in one chunk rather than a dozen small ones.
                { name: 'shell', tags: ['$initial'], priority: 10 },
              ],
            },
          },
        },
      },
}));
