import fs from 'node:fs';
import path from 'node:path';
import { parsePo } from '@causeway/contracts';
import { serverCatalogueDir } from '../i18n/words';
import { readContractTranslations } from '../plugins/answer-language';

const spanishServer = parsePo(fs.readFileSync(path.join(serverCatalogueDir, 'es.po'), 'utf8'));
const spanishContracts = readContractTranslations('es');

/**
 * The catalogues' Spanish of `english` with its `{values}` filled in: a test of what the server writes in Spanish
 * expects the catalogue's words, so a better translation is not a failure, and English left in is. Throws at once
 * when the catalogues have no Spanish for it.
 */
export function es(english: string, values: Record<string, string | number> = {}): string {
  const translated = spanishServer.get(english) ?? spanishContracts.get(english);
  // A template of values alone ('{subject} ({organization})') may well read the same in Spanish.
  const hasWords = /\p{L}{2}/u.test(english.replace(/\{\w+\}/g, ''));
  if (!translated || (translated === english && hasWords)) throw new Error(`no Spanish for '${english}'`);
  return translated.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The Spanish of a template up to its first value: what a test can match before a link or a date. */
export const esBefore = (template: string) => es(template).split('{')[0]!;
