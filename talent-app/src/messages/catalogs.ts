import type { CatalogLoaders } from '@peworld/shared-ui';

/** talent-app's text: loaded with the remote, one chunk per language. */
export const TALENT_CATALOGS: CatalogLoaders = {
  id: () => import(/* webpackChunkName: "messages-talent-id" */ './id.json'),
  en: () => import(/* webpackChunkName: "messages-talent-en" */ './en.json'),
};
