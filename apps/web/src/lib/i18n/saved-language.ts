import {
  accountEndpoints as endpoints,
  isLocale,
  LOCALE_COOKIE,
  type accountOperations as ops,
  type Locale,
} from '@causeway/contracts';
import { callOperation } from '@/lib/api-client';

/** PUT /api/users/me/language: a signed-in user's choice, for their e-mails and their next sign-in elsewhere. */
export function saveLanguage(locale: Locale): Promise<{ locale: Locale }> {
  return callOperation<typeof ops.saveLanguage>(endpoints.saveLanguage, { body: { locale } });
}

/** The language kept in this browser's cookie (the switcher's, or the account's, set by the server at sign-in). */
export function cookieLocale(): Locale | undefined {
  const value = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([\\w-]+)`).exec(document.cookie)?.[1];
  return isLocale(value) ? value : undefined;
}
