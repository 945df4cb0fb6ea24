/**
 * The contracts' words in other languages (issue 26). Messages here stay English strings: zod, the server and the
 * tests use them as they are. Each language's catalogue (packages/contracts/locales/{locale}.po, collected by
 * scripts/extract-contract-messages.ts) maps a message to its translation; the server translates its answers with
 * it, the web app the messages it shows. A message with a value in it is written with `fill`, so its template can
 * be collected, and an English text made from it recognised and translated with the same values.
 */

/** A message with values: 'Minimum donation amount is {amount}' and { amount: '€1' }. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

type Template = { pattern: RegExp; names: string[]; translation: string };

/** A language's catalogue, ready to translate: exact messages by key, and templates tried in turn. */
export interface ContractCatalogue {
  exact: Map<string, string>;
  templates: Template[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** msgid → msgstr of a .po file; the header (empty msgid) and untranslated entries left out. */
export function parsePo(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  const pattern = /^msgid ((?:"(?:[^"\\]|\\.)*"\s*)+)msgstr ((?:"(?:[^"\\]|\\.)*"\s*)+)/gm;
  const join = (quoted: string) =>
    quoted
      .trim()
      .split(/\n/)
      .map((line) => JSON.parse(line.trim()) as string)
      .join('');
  for (const match of text.matchAll(pattern)) {
    const id = join(match[1]!);
    const translation = join(match[2]!);
    if (id !== '' && translation !== '') entries.set(id, translation);
  }
  return entries;
}

/**
 * A short key for a message (FNV-1a, 32 bits, base 36): the web app's catalogue is keyed by it rather than by the
 * English text, so a language's download holds only its own words. test/catalogues.test.ts checks no two collide.
 */
export function messageKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** A catalogue as the web app downloads it: translations by key, and the templates with their English. */
export interface CompactCatalogue {
  keyed: Record<string, string>;
  templates: [english: string, translation: string][];
}

const hasValues = (id: string) => /\{\w+\}/.test(id);

/** The downloadable form of a language's translations (english → translation). */
export function compactCatalogue(translations: Map<string, string>): CompactCatalogue {
  const keyed: Record<string, string> = {};
  const templates: [string, string][] = [];
  for (const [id, translation] of translations) {
    if (hasValues(id)) templates.push([id, translation]);
    else keyed[messageKey(id)] = translation;
  }
  return { keyed, templates };
}

/** A catalogue ready to translate, from a .po file's text or its downloadable form. */
export function contractCatalogue(source: string | CompactCatalogue): ContractCatalogue {
  const { keyed, templates } = typeof source === 'string' ? compactCatalogue(parsePo(source)) : source;
  return {
    exact: new Map(Object.entries(keyed)),
    templates: templates
      .map(([id, translation]) => ({
        pattern: new RegExp(
          `^${id
            .split(/\{\w+\}/)
            .map(escapeRegExp)
            .join('(.+?)')}$`,
          's',
        ),
        names: [...id.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
        translation,
      }))
      // The longest templates first: the most specific one wins when two match.
      .sort((a, b) => b.pattern.source.length - a.pattern.source.length),
  };
}

/** `text` in the catalogue's language, or as it is when the catalogue does not know it. */
export function translateContractText(catalogue: ContractCatalogue | undefined, text: string): string {
  if (!catalogue) return text;
  const exact = catalogue.exact.get(messageKey(text));
  if (exact !== undefined) return exact;
  for (const { pattern, names, translation } of catalogue.templates) {
    const match = pattern.exec(text);
    if (match) return fill(translation, Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])));
  }
  return text;
}
