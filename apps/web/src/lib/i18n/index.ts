export { i18nFor } from './catalogs';
export { LocaleProvider, useSavedLocaleAfterSignIn, useSwitchLocale } from './locale-provider';
export { cookieLocale, saveLanguage } from './saved-language';
