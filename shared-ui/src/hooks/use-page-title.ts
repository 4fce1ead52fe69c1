import { useEffect } from 'react';
import { create } from 'zustand';

interface PageTitleState {
  /** What the page on screen is about ("Rizky Pratama"), or null for the route's own title. */
  title: string | null;
}

/**
 * The shell writes the document title from the route a remote declares ("Talent profile —
 * Peworld"); a page that knows better, once its data has arrived, names its entity here and
 * the shell shows that instead ("Rizky Pratama — Peworld"). One store: shared-ui is a
 * federation singleton, so the shell reads what any remote's page wrote.
 */
export const pageTitleStore = create<PageTitleState>()(() => ({ title: null }));

/** While the calling page is shown, its title is `title` (null or empty: the route's). */
export function usePageTitle(title: string | null | undefined): void {
  const text = title?.trim() || null;
  useEffect(() => {
    if (!text) return undefined;
    pageTitleStore.setState({ title: text });
    return () => {
      // Only undo our own title: the next page may already have set its own.
      if (pageTitleStore.getState().title === text) pageTitleStore.setState({ title: null });
    };
  }, [text]);
}
