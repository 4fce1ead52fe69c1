import type { IntlShape } from 'react-intl';
import { loadedIntlRuntime, loadIntlRuntime } from './intl-loader';
import { useMessages } from './messages-context';

export { setFallbackMessages } from './messages-context';

/**
 * react-intl's formatter of the current app and language (dates, numbers, plurals, text).
 * Suspends until react-intl has loaded: a guest's first visit of `/` does not load it
 * (docs/decisions/057-i18n.md); shared-ui's index brings it, so a remote page or the
 * logged-in frame never waits here.
 */
export function useAppIntl(): IntlShape {
  const value = useMessages();
  const intlOf = loadedIntlRuntime();
  if (!intlOf) throw loadIntlRuntime();
  return intlOf(value);
}
