// Lingui's macros (`<Trans>`, `useLingui`'s `t`, `plural`, `msg`) are compiled away at build time: each becomes a
// catalogue lookup by id. Lingui 5 does it with a Babel plugin; Vite 8 builds with Oxc, not Babel, so this runs
// Babel only on the files that import a macro, parsing TypeScript and JSX and changing nothing else.
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { catalogueAreaOf } from '../apps/web/catalogue-areas.mjs';

const importsMacro = /from\s+['"]@lingui\/(core|react)\/macro['"]/;

/** The file with its macros compiled, or undefined when it uses none. */
export async function compileLinguiMacros(code, filename) {
  if (!importsMacro.test(code)) return undefined;
  const result = await transformAsync(code, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    // A production build keeps only the ids: the text, English included, comes from the language's catalogue.
    plugins: [linguiMacro],
  });
  return result ? { code: result.code ?? code, map: result.map } : undefined;
}

/** The same as a Vite plugin, before Vite's own TypeScript and JSX transform. */
export function linguiMacros() {
  return {
    name: 'causeway:lingui-macros',
    enforce: 'pre',
    transform: {
      filter: { id: /\.[cm]?[jt]sx?$/, code: importsMacro },
      handler: (code, id) => (id.includes('/node_modules/') ? undefined : compileLinguiMacros(code, id)),
    },
  };
}

/**
 * Makes each browser module of a non-public catalogue area (apps/web/catalogue-areas.mjs) wait for its area's
 * catalogue before it finishes loading: a top-level await, so the page or component that imported it (a lazy
 * page, a dialog) renders with its words in place. The server renderer and the tests load every area up front.
 */
export function catalogueAreaWaits() {
  return {
    name: 'causeway:catalogue-area-waits',
    enforce: 'pre',
    apply: 'build',
    transform: {
      filter: { id: /\.[cm]?[jt]sx?$/, code: importsMacro },
      handler(code, id, options) {
        if (options?.ssr || id.includes('/node_modules/')) return undefined;
        const area = catalogueAreaOf(id);
        if (area === 'public') return undefined;
        // Appended, so the module's own lines keep their numbers; an import declaration may stand anywhere.
        const wait = `\nimport { catalogueArea as __catalogueArea } from '@/lib/i18n/catalogs';\nawait __catalogueArea(${JSON.stringify(area)});\n`;
        return { code: code + wait, map: null };
      },
    },
  };
}
