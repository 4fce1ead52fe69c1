import { useContext } from 'react';
import { createIntl, createIntlCache, IntlContext, type IntlShape } from 'react-intl';
import type { Catalog } from './catalogs';
import { DEFAULT_LOCALE, type Locale } from './locale';

let fallback: IntlShape | null = null;
const cache = createIntlCache();

/**
 * The messages a component rendered outside any AppMessages uses: unit tests that render one
 * bare component (the jest preset registers the package's own catalogs here). In the product
 * every page is inside an AppMessages, so this is never reached there.
 */
export function setFallbackMessages(locale: Locale, messages: Catalog): void {
  fallback = createIntl(
    {
      locale,
      defaultLocale: DEFAULT_LOCALE,
      messages: messages as Record<string, string>,
    },
    cache,
  );
}

/** The formatter registered by setFallbackMessages, if any (unit tests). */
export function fallbackIntl(): IntlShape | null {
  return fallback;
}

/** react-intl's formatter of the current app and language (dates, numbers, plurals, text). */
export function useAppIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (intl) return intl;
  if (!fallback) throw new Error('A component that shows text needs an <AppMessages> above it');
  return fallback;
}
