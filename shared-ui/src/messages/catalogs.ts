// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the `?part=` imports below are typed there, for every app that type-checks this file
/// <reference path="../i18n/catalog-parts.d.ts" />
import type { CatalogLoaders } from '../i18n/catalogs';

/**
 * shared-ui's own text (its components, its toasts), merged into every app's messages; what a
 * first-visit page does not show (later-keys.json) is a later chunk.
 */
export const SHARED_UI_CATALOGS: CatalogLoaders = {
  id: () => import(/* webpackChunkName: "messages-shared-ui-id" */ './id.json?part=first'),
  en: () => import(/* webpackChunkName: "messages-shared-ui-en" */ './en.json?part=first'),
  later: {
    id: () => import(/* webpackChunkName: "messages-shared-ui-later-id" */ './id.json?part=later'),
    en: () => import(/* webpackChunkName: "messages-shared-ui-later-en" */ './en.json?part=later'),
  },
};
