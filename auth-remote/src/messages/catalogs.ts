import type { CatalogLoaders } from '@peworld/shared-ui';

/** auth-remote's text: loaded with the remote, one chunk per language. */
export const AUTH_CATALOGS: CatalogLoaders = {
  id: () => import(/* webpackChunkName: "messages-auth-id" */ './id.json'),
  en: () => import(/* webpackChunkName: "messages-auth-en" */ './en.json'),
};
