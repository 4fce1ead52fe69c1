// The translation layer (docs/decisions/057-i18n.md): react-intl, one instance for every app
// because shared-ui is a federation singleton; each app brings its own catalogs.
export {
  LOCALES,
  DEFAULT_LOCALE,
  LANG_COOKIE,
  isLocale,
  localeFromAcceptLanguage,
  localeFromCookie,
  type Locale,
} from './locale';
export { localeStore, applyLocale, useLocale, type LocaleState } from './locale-store';
export {
  AppMessages,
  preloadCatalogs,
  preloadLaterCatalogs,
  switchLocale,
  type AppMessagesProps,
} from './app-messages';
export { followAccountLanguage } from './follow-account-language';
export { loadCatalog, type Catalog, type CatalogLoaders } from './catalogs';
export { useT, type MessageValues } from './use-t';
export { useRichT, type RichValues } from './use-rich-t';
export { useAppIntl, setFallbackMessages } from './use-app-intl';
export type { IntlShape } from 'react-intl';
