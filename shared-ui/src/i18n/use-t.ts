import { useCallback } from 'react';
import type { PrimitiveType } from 'react-intl';
import { formatLight, UNSUPPORTED } from './format-light';
import { loadedIntlRuntime, loadIntlRuntime } from './intl-loader';
import { useMessages, type MessagesValue } from './messages-context';

export type MessageValues = Record<string, PrimitiveType | Date>;

/**
 * One message of an AppMessages' text: through react-intl once it has loaded, else through
 * format-light (a guest's first visit), which gives the same output. A message format-light
 * cannot say suspends the render until react-intl has loaded.
 */
export function formatWith(value: MessagesValue, id: string, values?: Record<string, unknown>) {
  // A key of a catalog's later part (later-keys.json) that has not arrived yet: wait for it.
  if (value.loadLater && value.messages[id] === undefined) throw value.loadLater();
  const intlOf = loadedIntlRuntime();
  if (intlOf) return intlOf(value).formatMessage({ id }, values as Record<string, PrimitiveType>);
  const text = formatLight(value.messages[id], id, value.locale, values);
  if (text === UNSUPPORTED) throw loadIntlRuntime();
  return text;
}

/** `t(key)` or `t(key, { count })`: a message of the current app and language, as a string. */
export function useT(): (id: string, values?: MessageValues) => string {
  const value = useMessages();
  return useCallback(
    (id: string, values?: MessageValues) => formatWith(value, id, values) as string,
    [value],
  );
}
