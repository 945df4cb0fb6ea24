import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parsePo } from '@causeway/contracts';

/**
 * Every catalogue's Spanish, read from the .po files (the web app's areas, the contracts', the server's), so a
 * journey in Spanish finds its controls by the words the catalogue gives them and checks no English is left.
 */
const root = path.resolve(import.meta.dirname, '../..');
const webDir = path.join(root, 'apps/web/src/locales/es');
const files = [
  ...fs.readdirSync(webDir).map((file) => path.join(webDir, file)),
  path.join(root, 'packages/contracts/locales/es.po'),
  path.join(root, 'apps/server/locales/es.po'),
];
const spanish = new Map<string, string>();
for (const file of files) for (const [id, text] of parsePo(fs.readFileSync(file, 'utf8'))) spanish.set(id, text);

/** The catalogues' Spanish for `english`, if they have one. */
export const spanishOf = (english: string): string | undefined => spanish.get(english);

/** The catalogue's Spanish for `english`; a test in Spanish stops at once when there is none. */
export function es(english: string, values: Record<string, string | number> = {}): string {
  const translated = spanish.get(english);
  if (!translated || translated === english) throw new Error(`no Spanish for '${english}'`);
  return translated.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/**
 * The English the catalogues translate, as a page would show it: messages that differ in Spanish (so 'Total' and
 * 'Email' the same in both are not English left), plurals left out. A message with values is a pattern.
 */
const letterCount = (text: string) => text.replace(/[^\p{L}]/gu, '').length;
const english = [...spanish]
  .filter(([id, text]) => text !== id && !id.includes('plural,') && /\p{L}{3}/u.test(id))
  .map(([id]) => id);
const exactEnglish = english.filter((id) => !/\{\w+\}/.test(id));
const templateEnglish = english
  .filter((id) => /\{\w+\}/.test(id))
  .map((id) => ({
    source: `^${id
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+?')}$`,
    letters: letterCount(id.replace(/\{\w+\}/g, '')),
  }))
  // A pattern needs words of its own: '{count} ({share})' would match anything.
  .filter(({ letters }) => letters >= 4);

/**
 * The catalogue's English still on the page: each text node, and each aria-label, placeholder, title and alt, is
 * compared whole with the catalogue's English messages. A campaign's own words (its title, its story) are the
 * charity's, in whatever language it wrote them, and are no message of ours, so they never match.
 */
export async function englishLeftOn(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ exact, templates }) => {
      const known = new Set(exact);
      const patterns = templates.map(({ source, letters }) => ({ pattern: new RegExp(source, 's'), letters }));
      // A message's own words are a fair part of what it shows: 'Replace {fieldName}' is not a campaign's story
      // that happens to begin with 'Replace'.
      const isMessage = (text: string) =>
        patterns.some(
          ({ pattern, letters }) => letters * 5 >= text.replace(/[^\p{L}]/gu, '').length && pattern.test(text),
        );
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, template, [hidden]')) continue;
        const text = node.textContent?.replace(/\s+/g, ' ').trim();
        if (text) texts.push(text);
      }
      for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(name)?.trim();
          if (value) texts.push(value);
        }
      return [...new Set(texts)].filter((text) => known.has(text) || isMessage(text));
    },
    { exact: exactEnglish, templates: templateEnglish },
  );
}
