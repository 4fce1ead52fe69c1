import type { CatalogLoaders } from '@peworld/shared-ui';

/** employer-app's text: loaded with the remote, one chunk per language. */
export const EMPLOYER_CATALOGS: CatalogLoaders = {
  id: () => import(/* webpackChunkName: "messages-employer-id" */ './id.json'),
  en: () => import(/* webpackChunkName: "messages-employer-en" */ './en.json'),
};
