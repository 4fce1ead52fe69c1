import { useCallback } from 'react';
import type { PrimitiveType } from 'react-intl';
import { useAppIntl } from './use-app-intl';

export type MessageValues = Record<string, PrimitiveType | Date>;

/** `t(key)` or `t(key, { count })`: a message of the current app and language, as a string. */
export function useT(): (id: string, values?: MessageValues) => string {
  const intl = useAppIntl();
  return useCallback(
    (id: string, values?: MessageValues) => intl.formatMessage({ id }, values),
    [intl],
  );
}
