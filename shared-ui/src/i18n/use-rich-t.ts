import { useCallback, type ReactNode } from 'react';
import type { PrimitiveType } from 'react-intl';
import { useMessages } from './messages-context';
import { formatWith } from './use-t';

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
  const value = useMessages();
  return useCallback(
    (id: string, values: RichValues) => formatWith(value, id, values) as ReactNode,
    [value],
  );
}
