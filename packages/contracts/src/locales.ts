/**
 * The languages the site speaks (issue 26). English is the source: the spec's words, written in the code. A new
 * language is a catalogue and a line here. The choice travels in a cookie, so the server renders the page, answers
 * the API and writes e-mails in it; without one, the browser's Accept-Language decides.
 */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that keeps a visitor's choice (a year; read by the server and by the page). */
export const LOCALE_COOKIE = 'causeway_locale';

/** Each language's name in itself, as the switcher lists it. */
export const localeNames: Record<Locale, string> = { en: 'English', es: 'Español' };

/** How each language writes figures and dates, for Intl: US English as before issue 26; Spanish as CLDR's 'es'. */
export const intlLocales: Record<Locale, string> = { en: 'en-US', es: 'es' };

/** Languages written right to left; none yet, but the layout is ready for them (logical CSS properties). */
const rightToLeft: readonly string[] = ['ar', 'he', 'fa', 'ur'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function directionOf(locale: string): 'ltr' | 'rtl' {
  return rightToLeft.includes(locale.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}

/**
 * The best of our languages for an Accept-Language header ("es-MX,es;q=0.9,en;q=0.8" → 'es'): by quality, then
 * order; a regional tag counts for its language; `*` or nothing we speak gives English.
 */
export function negotiateLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: tag.split('-')[0]!.toLowerCase(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.quality > 0 && Number.isFinite(entry.quality))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? DEFAULT_LOCALE;
}

/** The language a request asks for: the visitor's saved choice (the cookie) first, then Accept-Language. */
export function requestLocale(cookieValue: string | undefined, acceptLanguage: string | undefined | null): Locale {
  return isLocale(cookieValue) ? cookieValue : negotiateLocale(acceptLanguage);
}
