import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  contractCatalogue,
  compactCatalogue,
  DEFAULT_LOCALE,
  fill,
  formatAmount,
  formatCurrency,
  isLocale,
  parsePo,
  translateContractText,
  type Locale,
} from '@causeway/contracts';
import { readContractTranslations } from '../plugins/answer-language';

// apps/server/locales, from src/i18n (tests, development) and dist/i18n (the built server) alike.
export const serverCatalogueDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');

/** The language's formats for Intl: US English as before issue 26, else the language itself. */
const intlTags: Record<Locale, string> = { en: 'en-US', es: 'es' };

/** What the server writes to a person (e-mails, PDFs) in one language. */
export interface Words {
  locale: Locale;
  /**
   * `text` in this language with its `{values}` filled in: one of the server's words (i18n/mail-words.ts) or a
   * contracts' message or label. Text neither catalogue knows stays as it is.
   */
  say(text: string, values?: Record<string, string | number>): string;
  /** 'November 28, 2026' / '28 de noviembre de 2026' ('long'), 'Nov 28, 2026' / '28 nov 2026' ('medium'), in UTC. */
  date(date: Date, style?: 'long' | 'medium'): string;
  /** 'November 28, 2026 at 3:04 PM UTC' / '28 de noviembre de 2026, 15:04 UTC': a moment, in UTC. */
  moment(date: Date): string;
  /** Minor units of `currency` as this language writes money: '$25.00', '25,00 US$'. */
  money(currency: string): (minor: number) => string;
  /** As money, without a whole amount's zero decimals: '$25', '25 US$', '$25.50'. */
  amount(currency: string): (minor: number) => string;
}

function makeWords(locale: Locale): Words {
  const tag = intlTags[locale];
  const dates = {
    long: new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }),
    medium: new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }),
    moment: new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }),
  };
  let translate = (text: string) => text;
  if (locale !== DEFAULT_LOCALE) {
    const own = parsePo(fs.readFileSync(path.join(serverCatalogueDir, `${locale}.po`), 'utf8'));
    const contracts = contractCatalogue(compactCatalogue(readContractTranslations(locale)));
    translate = (text) => own.get(text) ?? translateContractText(contracts, text);
  }
  return {
    locale,
    say: (text, values) => (values ? fill(translate(text), values) : translate(text)),
    date: (date, style = 'long') => dates[style].format(date),
    moment: (date) => `${dates.moment.format(date)} UTC`,
    money: (currency) => (minor) => formatCurrency(minor, { currency, locale: tag }),
    amount: (currency) => (minor) => formatAmount(minor, currency, tag),
  };
}

const loaded = new Map<Locale, Words>();

/** The words of `locale` (read from its catalogues once per process); English for anything not a language we have. */
export function wordsIn(locale: string | null | undefined): Words {
  const known = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let words = loaded.get(known);
  if (!words) loaded.set(known, (words = makeWords(known)));
  return words;
}
