import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, locales } from '@causeway/contracts';

/**
 * The message catalogues (issue 26): English is extracted from the code's macros, every other language translates
 * each English message. Fails when a component gained or changed a message and `npm run i18n:extract` was not run,
 * or when a translation is missing or lost a placeholder.
 */
const root = path.resolve(import.meta.dirname, '..');
const catalogueDir = path.join(root, 'apps/web/src/locales');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'causeway-catalogues-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** msgid → msgstr of a .po file (the header's empty msgid left out). */
export function readPo(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  const text = fs.readFileSync(file, 'utf8');
  const pattern = /^msgid ((?:"(?:[^"\\]|\\.)*"\s*)+)msgstr ((?:"(?:[^"\\]|\\.)*"\s*)+)/gm;
  const join = (quoted: string) =>
    quoted
      .trim()
      .split(/\n/)
      .map((line) => JSON.parse(line.trim()) as string)
      .join('');
  for (const match of text.matchAll(pattern)) {
    const id = join(match[1]!);
    if (id !== '') entries.set(id, join(match[2]!));
  }
  return entries;
}

/** The placeholders and plural keys of an ICU message: "{count, plural, one {# gift} …}" → count. */
const placeholders = (message: string) => [...message.matchAll(/\{\s*([\w.]+)\s*[,}]/g)].map((m) => m[1]!).sort();

// The languages the site offers (lingui.config.js lists the same).
const languages = locales.filter((locale) => locale !== DEFAULT_LOCALE);
const english = readPo(path.join(catalogueDir, 'en/messages.po'));

describe('message catalogues', () => {
  it('hold exactly the messages the code has today', { timeout: 60_000 }, () => {
    const configFile = path.join(work, 'lingui.config.js');
    fs.writeFileSync(
      configFile,
      `import config from ${JSON.stringify(path.join(root, 'lingui.config.js'))};\n` +
        `export default { ...config, rootDir: ${JSON.stringify(root)}, locales: ['en'], catalogs: config.catalogs.map((c) => ({ ...c, path: ${JSON.stringify(path.join(work, '{locale}/messages'))} })) };\n`,
    );
    execFileSync(path.join(root, 'node_modules/.bin/lingui'), ['extract', '--clean', '--config', configFile], {
      cwd: root,
      stdio: 'pipe',
    });
    const extracted = readPo(path.join(work, 'en/messages.po'));
    expect([...english.keys()].sort(), 'run `npm run i18n:extract`').toEqual([...extracted.keys()].sort());
  });

  it.each(languages)('%s translates every English message, with the same placeholders', (locale) => {
    const translated = readPo(path.join(catalogueDir, `${locale}/messages.po`));
    const missing = [...english.keys()].filter((id) => !translated.get(id));
    expect(missing, `untranslated in ${locale}`).toEqual([]);
    const broken = [...english.keys()].filter(
      (id) => placeholders(id).join() !== placeholders(translated.get(id)!).join(),
    );
    expect(broken, `placeholders changed in ${locale}`).toEqual([]);
  });
});
