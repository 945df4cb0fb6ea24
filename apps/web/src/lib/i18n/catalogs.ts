import { setupI18n, type I18n, type Messages } from '@lingui/core';
import {
  contractCatalogue,
  DEFAULT_LOCALE,
  isLocale,
  translateContractText,
  type CompactCatalogue,
  type ContractCatalogue,
  type Locale,
} from '@causeway/contracts';
// The table of areas is shared with the build (scripts/lingui-macro.mjs) and Lingui's configuration.
import { catalogueAreas } from '../../../catalogue-areas.mjs';

/** A catalogue: the public pages' words, or those of one other area of the app (catalogue-areas.mjs). */
export type CatalogueArea = 'public' | keyof typeof catalogueAreas;
const otherAreas = Object.keys(catalogueAreas) as Exclude<CatalogueArea, 'public'>[];

/**
 * Each language's catalogue of each area is a chunk of its own, compiled from its .po file by the build (Lingui's
 * Vite plugin): a page loads only its language's public words, and another area's when one of its modules loads.
 */
const catalogueFiles = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po');
const loadCatalogue = (locale: Locale, area: CatalogueArea) => catalogueFiles[`../../locales/${locale}/${area}.po`]!();

/**
 * The contracts' messages (validation, labels, the API's words) in each language other than English: translations
 * keyed by a hash of their English (packages/contracts/locales, scripts/contract-catalogues.mjs). In the code they
 * stay English strings (message-catalogue.ts).
 */
const contractFiles = import.meta.glob<CompactCatalogue>(
  ['../../../../../packages/contracts/locales/*.po', '!../../../../../packages/contracts/locales/en.po'],
  { query: '?compact', import: 'default' },
);
const contractCatalogues = new Map<Locale, ContractCatalogue>();

async function loadContractCatalogue(locale: Locale): Promise<void> {
  const file = contractFiles[`../../../../../packages/contracts/locales/${locale}.po`];
  if (file && !contractCatalogues.has(locale)) contractCatalogues.set(locale, contractCatalogue(await file()));
}

/** A message from the contracts (a zod error, a label) in the instance's language; English when it has none. */
export function contractText(i18n: I18n, text: string): string {
  return translateContractText(contractCatalogues.get(i18n.locale as Locale), text);
}

/**
 * Whether `received` (an API answer's message, in the page's language since the server translates its answers) is
 * the contracts' message `english`: for code that reacts to one refusal in particular.
 */
export function isContractMessage(i18n: I18n, received: string | undefined, english: string): boolean {
  return received !== undefined && (received === english || received === contractText(i18n, english));
}

/**
 * A contracts' table of labels or messages in the instance's language: each string translated, and each function
 * (a message with values, `charactersLeft(3)`) giving its text translated. The same keys, so a component reads
 * `l.showMore` as before.
 */
export function contractTable<T extends object>(i18n: I18n, table: T): T {
  return Object.fromEntries(
    Object.entries(table).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? contractText(i18n, value)
        : typeof value === 'function'
          ? (...args: unknown[]) => {
              const text: unknown = (value as (...a: unknown[]) => unknown)(...args);
              return typeof text === 'string' ? contractText(i18n, text) : text;
            }
          : value,
    ]),
  ) as T;
}

/**
 * The server renders any page in any language, and the unit tests render any component: both take every area at
 * once. The browser takes an area when a module of it first loads (`catalogueArea`).
 */
const everyArea = import.meta.env.SSR || import.meta.env.MODE === 'test';

/** One instance per language: the server renders pages in several languages at once, each with its own. */
const instances = new Map<Locale, Promise<I18n>>();
/** Each language's areas loaded into its instance, or loading. */
const loadedAreas = new Map<`${Locale}/${CatalogueArea}`, Promise<void>>();
/** The areas whose modules the browser has loaded: a switch of language loads them in the new one too. */
const areasInUse = new Set<Exclude<CatalogueArea, 'public'>>();

function remember<T>(map: Map<unknown, Promise<T>>, key: unknown, load: () => Promise<T>): Promise<T> {
  let loading = map.get(key);
  if (!loading) {
    loading = load();
    // A failed download (an old tab after a release) may be asked for again.
    loading.catch(() => map.delete(key));
    map.set(key, loading);
  }
  return loading;
}

function withArea(i18n: I18n, area: Exclude<CatalogueArea, 'public'>): Promise<void> {
  const locale = i18n.locale as Locale;
  return remember(loadedAreas, `${locale}/${area}`, async () => {
    const { messages } = await loadCatalogue(locale, area);
    i18n.load(locale, messages);
  });
}

/** The i18n instance for a language, its public catalogue and the areas in use loaded; an unknown one is English. */
export async function i18nFor(requested: string | undefined): Promise<I18n> {
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  const i18n = await remember(instances, locale, async () => {
    const [{ messages }] = await Promise.all([loadCatalogue(locale, 'public'), loadContractCatalogue(locale)]);
    return setupI18n({ locale, messages: { [locale]: messages } });
  });
  await Promise.all((everyArea ? otherAreas : [...areasInUse]).map((area) => withArea(i18n, area)));
  return i18n;
}

/**
 * Loads an area's catalogue in the page's language. The build makes every module of a non-public area wait for it
 * before it finishes loading (scripts/lingui-macro.mjs), so its components never render before their words arrive.
 */
export async function catalogueArea(area: Exclude<CatalogueArea, 'public'>): Promise<void> {
  areasInUse.add(area);
  await withArea(await i18nFor(document.documentElement.lang), area);
}
