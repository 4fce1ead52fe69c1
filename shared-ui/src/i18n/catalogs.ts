import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './locale';

/**
 * One app's messages in one language: ICU strings in the source JSON; the production build
 * turns them into parsed ASTs (federation/build/messages-ast-loader.mjs) so the browser
 * never ships the ICU parser.
 */
export type Catalog = Record<string, string | MessageFormatElement[]>;

type CatalogLoader = () => Promise<{ default: Catalog } | Catalog>;

/**
 * How an app loads its catalog per language: one chunk each, only the active one loaded.
 * `later`: the keys its first paint does not need (`src/messages/later-keys.json`), a second
 * chunk per language loaded after it (preloadLaterCatalogs, or when a key asks for it).
 */
export type CatalogLoaders = Record<Locale, CatalogLoader> & {
  later?: Record<Locale, CatalogLoader>;
};

interface Entry {
  promise: Promise<Catalog>;
  value?: Catalog;
  error?: unknown;
}

const entries = new Map<() => Promise<unknown>, Entry>();
const loadListeners = new Set<() => void>();

/** Calls `listener` whenever a catalog chunk has arrived; returns the unsubscribe. */
export function subscribeCatalogLoads(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

function unwrap(module: { default: Catalog } | Catalog): Catalog {
  return 'default' in module && typeof module.default === 'object'
    ? (module.default as Catalog)
    : (module as Catalog);
}

/** Starts (once) loading a catalog; the promise resolves when it is ready. */
export function loadCatalog(
  loader: () => Promise<{ default: Catalog } | Catalog>,
): Promise<Catalog> {
  let entry = entries.get(loader);
  if (!entry) {
    const created: Entry = {
      promise: loader().then(
        (module) => {
          created.value = unwrap(module);
          for (const listener of loadListeners) listener();
          return created.value;
        },
        (error: unknown) => {
          created.error = error;
          // A failed chunk may load on the next try (a flaky network).
          entries.delete(loader);
          throw error;
        },
      ),
    };
    entry = created;
    entries.set(loader, entry);
  }
  return entry.promise;
}

/** The catalog if it has loaded (so a render need not suspend for it again). */
export function loadedCatalog(
  loader: () => Promise<{ default: Catalog } | Catalog>,
): Catalog | undefined {
  return entries.get(loader)?.value;
}
