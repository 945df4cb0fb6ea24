// The words of packages/contracts that people read (issue 26): validation and API messages, labels, the widget's
// texts. They stay English strings in the code; this collects them, so that each language's catalogue
// (packages/contracts/locales/{locale}.po) can translate them. The server's own words (e-mails and PDFs,
// apps/server/src/i18n/mail-words.ts) are collected the same way into apps/server/locales. `npm run i18n:extract`
// writes the catalogues; test/catalogues.test.ts fails when they are stale or a translation is missing.
import fs from 'node:fs';
import path from 'node:path';
import * as contracts from '@causeway/contracts';
import * as serverWords from '../apps/server/src/i18n/mail-words';
import { DEFAULT_LOCALE, locales, parsePo } from '@causeway/contracts';

const root = path.resolve(import.meta.dirname, '..');
export const contractCatalogueDir = path.join(root, 'packages/contracts/locales');
const sourceDir = path.join(root, 'packages/contracts/src');
export const serverCatalogueDir = path.join(root, 'apps/server/locales');

/** Exports whose strings are words for people: message tables, labels and single messages. */
const wordsExport = /(Messages|Message|Fallbacks|Labels|LABEL|Hint)$/;

/** The words of a module's exports named like message tables, with where each comes from (the first export). */
function collectExports(exports: Record<string, unknown>, found: Map<string, string>) {
  const add = (text: string, origin: string) => {
    // Words, not colours ('#8B5CF6') or symbols.
    if (/\p{L}{2}/u.test(text) && !/^#[\da-f]+$/i.test(text) && !found.has(text)) found.set(text, origin);
  };
  for (const [name, value] of Object.entries(exports)) {
    if (!wordsExport.test(name)) continue;
    if (typeof value === 'string') add(value, name);
    else if (value && typeof value === 'object')
      for (const [key, text] of Object.entries(value)) if (typeof text === 'string') add(text, `${name}.${key}`);
  }
  return add;
}

const sorted = (found: Map<string, string>) => new Map([...found].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** Every message of the contracts with where it comes from, sorted. */
export function collectContractMessages(): Map<string, string> {
  const found = new Map<string, string>();
  const add = collectExports(contracts, found);
  // Messages with values: the templates given to fill().
  for (const file of fs.readdirSync(sourceDir).filter((f) => f.endsWith('.ts') && !f.includes('.test.'))) {
    const source = fs.readFileSync(path.join(sourceDir, file), 'utf8');
    for (const match of source.matchAll(/\bfill\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g)) {
      const template = (match[1] ?? match[2]!).replace(/\\(.)/g, '$1');
      add(template, file);
    }
  }
  return sorted(found);
}

/** The server's own words (its templates' `{values}` are filled by Words.say, so they are plain strings here). */
export function collectServerMessages(): Map<string, string> {
  const found = new Map<string, string>();
  collectExports(serverWords, found);
  return sorted(found);
}

const quote = (text: string) => JSON.stringify(text);

function poFile(locale: string, messages: Map<string, string>, translations: Map<string, string>): string {
  const header = `msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n"Language: ${locale}\\n"\n`;
  // English names where each message comes from, for translators; the translations leave that out, as the web app
  // downloads them.
  const entries = [...messages].map(
    ([id, origin]) =>
      `${locale === DEFAULT_LOCALE ? `#. ${origin}\n` : ''}msgid ${quote(id)}\nmsgstr ${quote(translations.get(id) ?? '')}\n`,
  );
  return [header, ...entries].join('\n');
}

/** Writes each language's catalogue: English lists the messages, the others keep their translations. */
function writeCatalogues(name: string, dir: string, messages: Map<string, string>): void {
  fs.mkdirSync(dir, { recursive: true });
  for (const locale of locales) {
    const file = path.join(dir, `${locale}.po`);
    const kept = locale === DEFAULT_LOCALE || !fs.existsSync(file) ? new Map() : parsePo(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, poFile(locale, messages, kept));
    const missing = locale === DEFAULT_LOCALE ? 0 : [...messages.keys()].filter((id) => !kept.has(id)).length;
    console.log(`${name}/${locale}.po: ${messages.size} messages${missing ? `, ${missing} untranslated` : ''}`);
  }
}

export function writeContractCatalogues(): void {
  writeCatalogues('contracts', contractCatalogueDir, collectContractMessages());
  writeCatalogues('server', serverCatalogueDir, collectServerMessages());
}

if (process.argv[1] === import.meta.filename) writeContractCatalogues();
