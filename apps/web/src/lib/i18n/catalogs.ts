import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@causeway/contracts';

/**
 * Each language's catalogue is a chunk of its own, compiled from its .po file by the build (Lingui's Vite plugin):
 * a page loads only the language it is shown in, next to its page modules, never in the first script.
 */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  es: () => import('../../locales/es/messages.po'),
};

/** One instance per language: the server renders pages in several languages at once, each with its own. */
const instances = new Map<Locale, Promise<I18n>>();

/** The i18n instance for a language, its catalogue loaded; an unknown language is English. */
export function i18nFor(requested: string | undefined): Promise<I18n> {
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  let instance = instances.get(locale);
  if (!instance) {
    instance = catalogs[locale]().then(({ messages }) => setupI18n({ locale, messages: { [locale]: messages } }));
    // A failed download (an old tab after a release) may be asked for again.
    instance.catch(() => instances.delete(locale));
    instances.set(locale, instance);
  }
  return instance;
}
