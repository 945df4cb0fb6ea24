import { defineConfig } from 'vite';

const apiOrigin = process.env.CAUSEWAY_API_ORIGIN ?? 'http://127.0.0.1:3000';

/**
 * The embeddable widget: React's API on Preact (preact/compat), one script and one stylesheet under /widget/assets/,
 * so the page stays within its 20 KB budget (DESIGN.md, docs/decisions.md). The host-page script is built by
 * vite.embed.config.ts.
 */
export default defineConfig(({ command }) => ({
  // Built assets live under /widget/assets/; the dev server answers /embed/{id} itself.
  base: command === 'build' ? '/widget/' : '/',
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  server: {
    host: '127.0.0.1',
    port: 5174,
    proxy: { '/api': { target: apiOrigin } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2020',
    // One entry chunk: the preload polyfill would only add bytes.
    modulePreload: { polyfill: false },
  },
}));
