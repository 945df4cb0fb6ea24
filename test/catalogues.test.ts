import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPo } from './read-po';
import { DEFAULT_LOCALE, locales } from '@causeway/contracts';
import {
  collectContractMessages,
  collectServerMessages,
  contractCatalogueDir,
  serverCatalogueDir,
} from '../scripts/contract-messages';

/**
 * The message catalogues (issue 26): English is extracted from the code's macros, every other language translates
 * each English message. Fails when a component gained or changed a message and `npm run i18n:extract` was not run,
 * or when a translation is missing or lost a placeholder.
 */
const root = path.resolve(import.meta.dirname, '..');
const catalogueDir = path.join(root, 'apps/web/src/locales');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-catalogues-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** The placeholders and plural keys of an ICU message: "{count, plural, one {# gift} …}" → count. */
// A set, not a list: a translation may say a value in each plural branch where English says it once.
const placeholders = (message: string) =>
  [
    ...new Set(
      // A plural branch ("one {gift}") is words, not a placeholder.
      [...message.matchAll(/(?<!(?:zero|one|two|few|many|other|=\d+)\s*)\{\s*([\w.]+)\s*[,}]/g)].map((m) => m[1]!),
    ),
  ].sort();

// The languages the site offers (lingui.config.js lists the same).
const languages = locales.filter((locale) => locale !== DEFAULT_LOCALE);
// One catalogue per area of the app (apps/web/catalogue-areas.mjs).
const areas = fs.readdirSync(path.join(catalogueDir, DEFAULT_LOCALE)).map((file) => path.basename(file, '.po'));
const english = new Map(areas.map((area) => [area, readPo(path.join(catalogueDir, `en/${area}.po`))]));

describe('message catalogues', () => {
  it('hold exactly the messages the code has today', { timeout: 60_000 }, () => {
    const configFile = path.join(work, 'lingui.config.js');
    fs.writeFileSync(
      configFile,
      `import config from ${JSON.stringify(path.join(root, 'lingui.config.js'))};\n` +
        `export default { ...config, rootDir: ${JSON.stringify(root)}, locales: ['en'], catalogs: config.catalogs.map((c) => ({ ...c, path: c.path.replace(/^.*\\/locales\\//, ${JSON.stringify(work + '/')}) })) };\n`,
    );
    execFileSync(path.join(root, 'node_modules/.bin/lingui'), ['extract', '--clean', '--config', configFile], {
      cwd: root,
      stdio: 'pipe',
    });
    expect(fs.readdirSync(path.join(work, 'en')).sort(), 'the areas').toEqual(areas.map((a) => `${a}.po`).sort());
    for (const area of areas) {
      const extracted = readPo(path.join(work, `en/${area}.po`));
      const ids = [...english.get(area)!.keys()].sort();
      expect(ids, `run \`npm run i18n:extract\` (${area})`).toEqual([...extracted.keys()].sort());
    }
  });

  it.each(languages.flatMap((locale) => areas.map((area) => [locale, area])))(
    '%s translates every English message of the %s catalogue, with the same placeholders',
    (locale, area) => {
      const ids = [...english.get(area)!.keys()];
      const translated = readPo(path.join(catalogueDir, `${locale}/${area}.po`));
      const missing = ids.filter((id) => !translated.get(id));
      expect(missing, `untranslated in ${locale}/${area}`).toEqual([]);
      const broken = ids.filter((id) => placeholders(id).join() !== placeholders(translated.get(id)!).join());
      expect(broken, `placeholders changed in ${locale}/${area}`).toEqual([]);
    },
  );

  // A message is one id whatever its area, and the last area loaded wins: two translations of it would show one
  // or the other by the order areas load (the header's "Get Started" read as the tours' button did). A message
  // that must read differently takes a context.
  it.each(languages)('%s gives a message shared by areas one translation', (locale) => {
    const seen = new Map<string, { area: string; text: string }>();
    const clashes: string[] = [];
    for (const area of areas) {
      for (const [id, text] of readPo(path.join(catalogueDir, `${locale}/${area}.po`))) {
        const first = seen.get(id);
        if (first && first.text !== text) clashes.push(`${id}: ${first.area} '${first.text}', ${area} '${text}'`);
        seen.set(id, first ?? { area, text });
      }
    }
    expect(clashes).toEqual([]);
  });

  // The contracts' messages (packages/contracts/locales) and the server's own words for e-mails and PDFs
  // (apps/server/locales), collected by scripts/contract-messages.ts.
  const messageCatalogues = [
    { name: 'contracts', dir: contractCatalogueDir, collect: collectContractMessages },
    { name: 'server', dir: serverCatalogueDir, collect: collectServerMessages },
  ];

  it.each(messageCatalogues)('hold exactly the $name messages of today', ({ dir, collect }) => {
    const listed = [...readPo(path.join(dir, `${DEFAULT_LOCALE}.po`)).keys()];
    expect(listed, 'run `npm run i18n:extract`').toEqual([...collect().keys()]);
  });

  it.each(languages.flatMap((locale) => messageCatalogues.map((c) => ({ locale, ...c }))))(
    '$locale translates every $name message, with the same placeholders',
    ({ locale, name, dir, collect }) => {
      const ids = [...collect().keys()];
      const translated = readPo(path.join(dir, `${locale}.po`));
      expect(
        ids.filter((id) => !translated.get(id)),
        `untranslated in ${name}/${locale}.po`,
      ).toEqual([]);
      expect(
        ids.filter((id) => placeholders(id).join() !== placeholders(translated.get(id)!).join()),
        `placeholders changed in ${name}/${locale}.po`,
      ).toEqual([]);
    },
  );
});
