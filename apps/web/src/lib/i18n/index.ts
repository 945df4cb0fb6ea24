export { i18nFor } from './catalogs';
export { LocaleProvider, useSwitchLocale } from './locale-provider';
