// Lingui's configuration (docs/decisions.md, "Languages"): English is the source language, written in the code
// through the macros; each other language is a set of .po catalogues that translators fill, one per area of the app
// (apps/web/catalogue-areas.mjs). `npm run i18n:extract` collects the messages; the build compiles a catalogue when
// the app imports it (one chunk per language and area).
import { formatter } from '@lingui/format-po';
import { catalogueAreas } from './apps/web/catalogue-areas.mjs';

const src = '<rootDir>/apps/web/src';
const notSource = ['**/*.test.*', '**/test/**'];
const foldersOf = (folders) => folders.flatMap((folder) => [`${src}/${folder}`, `${src}/${folder}/**`]);

/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  locales: ['en', 'es'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  // No line numbers in the catalogues: moving a component must not rewrite every language's file.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/apps/web/src/locales/{locale}/public',
      include: [src],
      exclude: [...notSource, ...foldersOf(Object.values(catalogueAreas).flat())],
    },
    ...Object.entries(catalogueAreas).map(([area, folders]) => ({
      path: `<rootDir>/apps/web/src/locales/{locale}/${area}`,
      include: folders.map((folder) => `${src}/${folder}`),
      exclude: notSource,
    })),
  ],
  orderBy: 'messageId',
  // The app's <Trans> shows a value that looks like markup as written (apps/web/src/lib/i18n/trans.tsx).
  runtimeConfigModule: { Trans: ['@/lib/i18n/trans', 'Trans'] },
};
