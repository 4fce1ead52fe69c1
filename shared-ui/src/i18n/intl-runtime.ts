import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE } from './locale';
import type { MessagesValue } from './messages-context';

// react-intl itself. Not part of a guest's first load of `/` (the landing's text is formatted
// by format-light.ts): it comes with shared-ui's index (remote pages, the logged-in frame),
// or when a component needs more than format-light can say (intl-loader.ts).

const cache = createIntlCache();
const made = new WeakMap<MessagesValue, IntlShape>();

/** react-intl's formatter for one AppMessages' language and messages (one per value). */
export function intlOf(value: MessagesValue): IntlShape {
  let intl = made.get(value);
  if (!intl) {
    intl = createIntl(
      {
        locale: value.locale,
        defaultLocale: DEFAULT_LOCALE,
        // One form per build: all ASTs (webpack's catalog loader) or all strings (jest).
        messages: value.messages as Record<string, string>,
      },
      cache,
    );
    made.set(value, intl);
  }
  return intl;
}
