import { useSyncExternalStore } from 'react';

/** Strips the '@media ' prefix of a `media` constant so matchMedia accepts it. */
function queryOf(media: string): string {
  return media.replace(/^@media\s+/, '');
}

/**
 * Whether a `media.*` query matches now; follows resizes. Lets a page mount only the layout
 * in use (so the hidden one does not fetch its own data).
 */
export function useMediaQuery(media: string, serverDefault = true): boolean {
  const query = queryOf(media);
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverDefault,
  );
}
