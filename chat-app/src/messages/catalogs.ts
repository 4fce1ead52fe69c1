import type { CatalogLoaders } from '@peworld/shared-ui';

/** chat-app's text: loaded with the remote, one chunk per language. */
export const CHAT_CATALOGS: CatalogLoaders = {
  id: () => import(/* webpackChunkName: "messages-chat-id" */ './id.json'),
  en: () => import(/* webpackChunkName: "messages-chat-en" */ './en.json'),
};
