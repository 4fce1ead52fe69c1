import type { CatalogLoaders } from '@peworld/shared-ui/core';

/**
 * The shell's text (frame, landing, 404, ops): one chunk per language for the first paint, and
 * one for what only a member or a later moment shows (later-keys.json).
 */
export const SHELL_CATALOGS: CatalogLoaders = {
  id: () => import(/* webpackChunkName: "messages-shell-id" */ './id.json?part=first'),
  en: () => import(/* webpackChunkName: "messages-shell-en" */ './en.json?part=first'),
  later: {
    id: () => import(/* webpackChunkName: "messages-shell-later-id" */ './id.json?part=later'),
    en: () => import(/* webpackChunkName: "messages-shell-later-en" */ './en.json?part=later'),
  },
};
