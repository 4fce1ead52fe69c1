import { startTransition, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { SHARED_UI_CATALOGS } from '../messages/catalogs';
import {
  loadCatalog,
  loadedCatalog,
  subscribeCatalogLoads,
  type Catalog,
  type CatalogLoaders,
} from './catalogs';
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

function laterLoadersOf(loaders: CatalogLoaders, locale: Locale) {
  return [SHARED_UI_CATALOGS.later?.[locale], loaders.later?.[locale]].filter(
    (loader) => loader !== undefined,
  );
}

/** A later part if it has arrived (undefined before, and for an app without one). */
function laterPart(loaders: CatalogLoaders, locale: Locale): Catalog | undefined {
  const loader = loaders.later?.[locale];
  return loader ? loadedCatalog(loader) : undefined;
}

/** Whether every later part (shared-ui's, the app's) has arrived; nothing is fetched here. */
function laterArrived(loaders: CatalogLoaders, locale: Locale): boolean {
  return laterLoadersOf(loaders, locale).every((loader) => loadedCatalog(loader) !== undefined);
}

/** Every app's catalogs that have been shown, so a switch can load them all first. */
const inUse = new Set<CatalogLoaders>([SHARED_UI_CATALOGS]);

/**
 * Switches the language once the new catalogs of every app on the page have arrived: the
 * page changes its words in one step and never falls back to a loading state.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  await Promise.all(
    [...inUse]
      .flatMap((loaders) => [loaders[locale], loaders.later?.[locale]])
      .map((loader) => (loader ? loadCatalog(loader) : undefined)),
  );
  applyLocale(locale);
}

/** Loads shared-ui's and an app's catalogs for a language: before hydrating, for example. */
export function preloadCatalogs(loaders: CatalogLoaders, locale: Locale): Promise<unknown> {
  return Promise.all([loadCatalog(SHARED_UI_CATALOGS[locale]), loadCatalog(loaders[locale])]);
}

/**
 * Loads the later parts of shared-ui's and an app's catalogs (the keys no first paint needs):
 * when the visitor shows intent to go further, or before a member's frame renders.
 */
export function preloadLaterCatalogs(loaders: CatalogLoaders, locale: Locale): Promise<unknown> {
  return Promise.all(laterLoadersOf(loaders, locale).map((loader) => loadCatalog(loader)));
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
  // The later parts are not waited for: a key only they hold suspends (useT) until they have
  // arrived, and their arrival re-renders this provider as a transition (no hydration is
  // disturbed). Nothing here fetches them: preloadLaterCatalogs or such a key does.
  const sharedLater = laterPart(SHARED_UI_CATALOGS, locale);
  const ownLater = laterPart(catalogs, locale);
  const arrived = laterArrived(catalogs, locale);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (arrived) return undefined;
    const follow = () => {
      if (laterArrived(catalogs, locale)) startTransition(rerender);
    };
    // Arrived between the render and this subscription: not missed.
    follow();
    return subscribeCatalogLoads(follow);
  }, [catalogs, locale, arrived]);
  // No react-intl here: useT formats through it once it has loaded, and through format-light
  // on a guest's first visit (docs/decisions/057-i18n.md).
  const value = useMemo(
    () => ({
      locale,
      messages: { ...shared, ...sharedLater, ...own, ...ownLater },
      loadLater: arrived
        ? null
        : () => Promise.all(laterLoadersOf(catalogs, locale).map((loader) => loadCatalog(loader))),
    }),
    [locale, shared, own, sharedLater, ownLater, arrived, catalogs],
  );
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}
