import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { directionOf, intlLocales, LOCALE_COOKIE, setFormatLocale, type Locale } from '@causeway/contracts';
import { contractTable, contractText, i18nFor } from './catalogs';
import { cookieLocale } from './saved-language';

/** A year: the choice outlives the session, like the theme's. */
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

type SwitchLocale = (locale: Locale) => Promise<void>;
const SwitchLocaleContext = createContext<SwitchLocale | null>(null);

/**
 * The page's language. Switching loads the other catalogue and re-renders in place (a form keeps what was typed),
 * and keeps the choice in a cookie, so the server renders the next page, answers and writes e-mails in it.
 */
export function LocaleProvider({ i18n: initial, children }: { i18n: I18n; children: ReactNode }) {
  const [i18n, setI18n] = useState(initial);
  const switchLocale = useCallback<SwitchLocale>(async (locale) => {
    const next = await i18nFor(locale);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie, not words
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
    setI18n(next);
  }, []);
  // Figures and dates follow the language (issue 26). Set as the tree renders, so the children's first render
  // already has it; in the server renderer, withFormatLocale (entry-server.tsx) has set the same around it.
  if (typeof window !== 'undefined') setFormatLocale(intlLocales[i18n.locale as Locale]);
  return (
    <I18nProvider i18n={i18n}>
      <SwitchLocaleContext value={switchLocale}>{children}</SwitchLocaleContext>
    </I18nProvider>
  );
}

export function useSwitchLocale(): SwitchLocale {
  const switchLocale = use(SwitchLocaleContext);
  if (!switchLocale) throw new Error('useSwitchLocale needs a LocaleProvider');
  return switchLocale;
}

/**
 * After a sign-in, the account's saved language (the server puts it in the cookie with the session) replaces the
 * one the page was in, whichever way the person signed in.
 */
export function useSavedLocaleAfterSignIn(userId: number | undefined): void {
  const switchLocale = useSwitchLocale();
  const { i18n } = useLingui();
  useEffect(() => {
    if (userId === undefined) return;
    const saved = cookieLocale();
    if (saved && saved !== i18n.locale) void switchLocale(saved).catch(() => undefined);
    // Once per user signed in, not at every switch the user makes afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);
}

/**
 * Translates a message that comes from the contracts (a zod error, a label, the API's words) into the page's
 * language; any other text, already in the page's language, is returned as it is.
 */
export function useContractText(): (text: string) => string {
  const { i18n } = useLingui();
  return useCallback((text: string) => contractText(i18n, text), [i18n]);
}

/**
 * A contracts' table of labels (`supportMessageLabels`, `intervalLabels`) in the page's language, same keys:
 * `const l = useContractLabels(supportMessageLabels)` and the component reads `l.section` as before.
 */
export function useContractLabels<T extends object>(table: T): T {
  const { i18n } = useLingui();
  return useMemo(() => contractTable(i18n, table), [i18n, table]);
}
