import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './locale';

/**
 * One app's messages in one language: ICU strings in the source JSON; the production build
 * turns them into parsed ASTs (federation/build/messages-ast-loader.mjs) so the browser
 * never ships the ICU parser.
 */
export type Catalog = Record<string, string | MessageFormatElement[]>;

/** How an app loads its catalog per language: one chunk each, only the active one loaded. */
export type CatalogLoaders = Record<Locale, () => Promise<{ default: Catalog } | Catalog>>;

interface Entry {
  promise: Promise<Catalog>;
  value?: Catalog;
  error?: unknown;
}

const entries = new Map<() => Promise<unknown>, Entry>();

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
        (module) => (created.value = unwrap(module)),
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
