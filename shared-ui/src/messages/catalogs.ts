import type { CatalogLoaders } from '../i18n/catalogs';

/** shared-ui's own text (its components, its toasts), merged into every app's messages. */
export const SHARED_UI_CATALOGS: CatalogLoaders = {
  id: () => import(/* webpackChunkName: "messages-shared-ui-id" */ './id.json'),
  en: () => import(/* webpackChunkName: "messages-shared-ui-en" */ './en.json'),
};
