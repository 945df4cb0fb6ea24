export { contractTable, contractText, i18nFor, isContractMessage } from './catalogs';
export {
  LocaleProvider,
  useContractLabels,
  useContractText,
  useSavedLocaleAfterSignIn,
  useSwitchLocale,
} from './locale-provider';
export { cookieLocale, saveLanguage } from './saved-language';
