import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { SHARED_UI_CATALOGS } from '../messages/catalogs';
import { loadCatalog, loadedCatalog, type Catalog } from './catalogs';
import { DEFAULT_LOCALE, type Locale } from './locale';
import { localeStore } from './locale-store';
import { fallbackMessages } from './messages-context';
import type { MessageValues } from './use-t';

const cache = createIntlCache();
let current: { locale: Locale; catalog: Catalog; intl: IntlShape } | null = null;

function intlFor(locale: Locale, catalog: Catalog): IntlShape {
  if (current?.locale !== locale || current.catalog !== catalog) {
    const messages = catalog as Record<string, string>;
    current = {
      locale,
      catalog,
      intl: createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages }, cache),
    };
  }
  return current.intl;
}

/**
 * One of shared-ui's own messages (`ui.*`) in the page's current language, for text made
 * outside React: an ApiError's fallback sentence, an upload's failure. It is written once,
 * when the error happens, like the server's own `message`, which the API already wrote in the
 * language the request asked for (docs/decisions/057-i18n.md).
 *
 * The active language's shared-ui catalog is always loaded in the product: the shell preloads
 * it before the first render and `switchLocale` loads the new one before switching. Unit tests
 * that never rendered an AppMessages read the messages the jest preset registered.
 */
export function sharedText(id: string, values?: MessageValues): string {
  const { locale } = localeStore.getState();
  const loaders = SHARED_UI_CATALOGS[locale];
  const catalog = loadedCatalog(loaders);
  if (catalog) return intlFor(locale, catalog).formatMessage({ id }, values);
  // Not loaded yet (only before the first page has rendered): start it for the next time.
  loadCatalog(loaders).catch(() => undefined);
  const fallback = fallbackMessages();
  return intlFor(fallback?.locale ?? locale, fallback?.messages ?? {}).formatMessage(
    { id },
    values,
  );
}
