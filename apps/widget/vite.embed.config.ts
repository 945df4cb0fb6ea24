import { defineConfig } from 'vite';

/** /embed.js for host pages: one classic script (no module, no imports), built after the widget into the same dist. */
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    target: 'es2017',
    lib: {
      entry: 'src/embed-script.ts',
      formats: ['iife'],
      name: 'CausewayEmbed',
      fileName: () => 'embed.js',
    },
  },
});
