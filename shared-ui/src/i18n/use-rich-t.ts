import { useCallback, type ReactNode } from 'react';
import type { PrimitiveType } from 'react-intl';
import { useAppIntl } from './use-app-intl';

export type RichValues = Record<
  string,
  PrimitiveType | ReactNode | ((chunks: ReactNode[]) => ReactNode)
>;

/**
 * A message with markup in it: `<link>Daftar di sini</link>` becomes the element the value
 * `link: (chunks) => <TextLink …>{chunks}</TextLink>` makes. The sentence stays one message,
 * in the word order of its language.
 */
export function useRichT(): (id: string, values: RichValues) => ReactNode {
  const intl = useAppIntl();
  return useCallback(
    (id: string, values: RichValues) =>
      intl.formatMessage({ id }, values as Record<string, PrimitiveType>) as ReactNode,
    [intl],
  );
}
