export { contractText, i18nFor } from './catalogs';
export { LocaleProvider, useContractText, useSavedLocaleAfterSignIn, useSwitchLocale } from './locale-provider';
export { cookieLocale, saveLanguage } from './saved-language';
