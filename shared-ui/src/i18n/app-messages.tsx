import { useMemo, type ReactNode } from 'react';
import { SHARED_UI_CATALOGS } from '../messages/catalogs';
import { loadCatalog, loadedCatalog, type Catalog, type CatalogLoaders } from './catalogs';
import type { Locale } from './locale';
import { applyLocale, useLocale } from './locale-store';
import { MessagesContext } from './messages-context';

function readCatalog(loaders: CatalogLoaders, locale: Locale): Catalog {
  const loader = loaders[locale];
  const loaded = loadedCatalog(loader);
  if (loaded) return loaded;
  // Suspends until the chunk has arrived (a thrown promise, like React.lazy: tests and
  // hydration wait for it the same way they wait for lazy pages).
  throw loadCatalog(loader);
}

/** Every app's catalogs that have been shown, so a switch can load them all first. */
const inUse = new Set<CatalogLoaders>([SHARED_UI_CATALOGS]);

/**
 * Switches the language once the new catalogs of every app on the page have arrived: the
 * page changes its words in one step and never falls back to a loading state.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  await Promise.all([...inUse].map((loaders) => loadCatalog(loaders[locale])));
  applyLocale(locale);
}

/** Loads shared-ui's and an app's catalogs for a language: before hydrating, for example. */
export function preloadCatalogs(loaders: CatalogLoaders, locale: Locale): Promise<unknown> {
  return Promise.all([loadCatalog(SHARED_UI_CATALOGS[locale]), loadCatalog(loaders[locale])]);
}

export interface AppMessagesProps {
  /** The app's own catalogs: they ship with the app (a remote's text changes with it). */
  catalogs: CatalogLoaders;
  children: ReactNode;
}

/**
 * The text of one app in the current language: shared-ui's messages plus the app's own.
 * The shell wraps its pages with it, each remote wraps its exposed pages with it; it suspends
 * until the active language's catalogs have loaded (the other language is never fetched).
 */
export function AppMessages({ catalogs, children }: AppMessagesProps) {
  const locale = useLocale();
  inUse.add(catalogs);
  const shared = readCatalog(SHARED_UI_CATALOGS, locale);
  const own = readCatalog(catalogs, locale);
  // No react-intl here: useT formats through it once it has loaded, and through format-light
  // on a guest's first visit (docs/decisions/057-i18n.md).
  const value = useMemo(() => ({ locale, messages: { ...shared, ...own } }), [locale, shared, own]);
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}
