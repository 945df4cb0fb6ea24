import fs from 'node:fs';
import js from '@eslint/js';
import pluginLingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const serverCodeInBrowser = [
  {
    group: [
      '**/apps/server/**',
      '@causeway/server',
      'fastify',
      'drizzle-orm',
      'drizzle-orm/*',
      'pg',
      '@electric-sql/*',
      'node:*',
    ],
    message: 'Browser code must not import server code or Node modules.',
  },
];

/** Web features talk to each other only through a feature's index (bulletproof-react's rule). */
const webFeatures = fs.existsSync('apps/web/src/features') ? fs.readdirSync('apps/web/src/features') : [];
const featureBoundaries = webFeatures.flatMap((feature) => {
  const otherFeaturesInternals = {
    regex: `^@/features/(?!${feature}(/|$))[\\w-]+/.+`,
    message: 'Import another feature only through its index (@/features/<name>).',
  };
  const rule = (climb) => [
    'error',
    {
      patterns: [
        ...serverCodeInBrowser,
        otherFeaturesInternals,
        { regex: climb, message: "Use '@/…' for code outside this feature." },
      ],
    },
  ];
  return [
    { files: [`apps/web/src/features/${feature}/**`], rules: { 'no-restricted-imports': rule('^\\.\\./\\.\\./') } },
    // Files at a feature's root may not climb at all: one level up is already another feature.
    { files: [`apps/web/src/features/${feature}/*.{ts,tsx}`], rules: { 'no-restricted-imports': rule('^\\.\\./') } },
  ];
});

/**
 * Components whose words come from the message catalogues (issue 26): a hard-coded user-visible string in them is
 * an error. The list grows, feature by feature, until it is all of the web app and the widget.
 */
/** Every source file of the web app and the widget: a hard-coded sentence anywhere fails the lint (issue 26). */
const localizedSources = ['apps/web/src/**', 'apps/widget/src/**'];

/** What is never shown to a person: class names, ids, routes, attribute values, keys, and the like. */
const unlocalizedStringsAllowed = {
  ignore: [
    // One "word" not starting with a capital (routes, keys, tokens): '/help', 'en', 'aria-busy'.
    '^(?![A-Z])\\S+$',
    // Constants: 'USD', 'EN'.
    '^[A-Z0-9_-]+$',
  ],
  ignoreNames: [
    { regex: { pattern: 'className', flags: 'i' } },
    { regex: { pattern: '^[A-Z0-9_]+$' } },
    'to',
    'href',
    'src',
    'type',
    'id',
    'htmlFor',
    'key',
    'lang',
    'dir',
    'role',
    'autoComplete',
    'inputMode',
    'rel',
    'target',
  ],
  ignoreFunctions: ['cn', 'clsx', 'Error', 'console.*', '*.includes', '*.startsWith', '*.endsWith', 'URLSearchParams'],
  useTsTypes: false,
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{js,ts,tsx}', 'apps/widget/**/*.{js,ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/widget/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverCodeInBrowser }] },
  },
  ...featureBoundaries,
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...pluginLingui.configs['flat/recommended'],
  },
  {
    files: localizedSources,
    // Tests may write the words they look for.
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    plugins: { lingui: pluginLingui },
    rules: { 'lingui/no-unlocalized-strings': ['error', unlocalizedStringsAllowed] },
  },
  // /embed.js runs on the host page, within 2 KB: its strings are inline styles, and its few words (the pop-up's
  // names and thanks) are the contracts' popupMessages, in English, as the host page has no catalogue of ours.
  {
    files: ['apps/widget/src/embed-script.ts', 'apps/widget/src/embed-popup.ts'],
    rules: { 'lingui/no-unlocalized-strings': 'off' },
  },
  // The server renderer's entry runs only in the API process (built with `vite build --ssr`): it may use Node.
  {
    files: ['apps/web/src/entry-server.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ ...serverCodeInBrowser[0], group: serverCodeInBrowser[0].group.filter((g) => g !== 'node:*') }],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@causeway/server', '@causeway/web'],
              message: 'Contracts depend on nothing of ours.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^@causeway/web|(^|/)web/src/|apps/web/)', message: 'Server code must not import browser code.' },
            {
              regex: '^\\.\\./(?!\\.\\.)[\\w-]+/[\\w-]+\\.repository$',
              message: "Use the other module's service, not its repository.",
            },
          ],
        },
      ],
    },
  },
);
