import type { CatalogLoaders } from '@peworld/shared-ui/core';

/** The shell's text (frame, landing, 404, ops): one chunk per language. */
export const SHELL_CATALOGS: CatalogLoaders = {
  id: () => import(/* webpackChunkName: "messages-shell-id" */ './id.json'),
  en: () => import(/* webpackChunkName: "messages-shell-en" */ './en.json'),
};
