// Lingui's configuration (docs/decisions.md, "Languages"): English is the source language, written in the code
// through the macros; each other language is a .po catalogue that translators fill. `npm run i18n:extract`
// collects the messages; the build compiles a catalogue when the app imports it (one chunk per language).
import { formatter } from '@lingui/format-po';

/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  locales: ['en', 'es'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  // No line numbers in the catalogues: moving a component must not rewrite every language's file.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/apps/web/src/locales/{locale}/messages',
      include: ['<rootDir>/apps/web/src'],
      exclude: ['**/*.test.*', '**/test/**'],
    },
  ],
  orderBy: 'messageId',
};
