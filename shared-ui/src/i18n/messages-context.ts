import { createContext, useContext } from 'react';
import type { Catalog } from './catalogs';
import type { Locale } from './locale';

/** The text an <AppMessages> gives what it renders: its language and merged messages. */
export interface MessagesValue {
  locale: Locale;
  messages: Catalog;
  /** Until the catalogs' later parts have arrived: loads them (a key only they hold waits). */
  loadLater?: (() => Promise<unknown>) | null;
}

export const MessagesContext = createContext<MessagesValue | null>(null);

let fallback: MessagesValue | null = null;

/**
 * The messages a component rendered outside any AppMessages uses: unit tests that render one
 * bare component (the jest preset registers the package's own catalogs here). In the product
 * every page is inside an AppMessages, so this is never reached there.
 */
export function setFallbackMessages(locale: Locale, messages: Catalog): void {
  fallback = { locale, messages };
}

/** The messages registered by setFallbackMessages, if any (unit tests). */
export function fallbackMessages(): MessagesValue | null {
  return fallback;
}

/** The current app's language and messages. */
export function useMessages(): MessagesValue {
  const value = useContext(MessagesContext);
  if (value) return value;
  if (!fallback) throw new Error('A component that shows text needs an <AppMessages> above it');
  return fallback;
}
