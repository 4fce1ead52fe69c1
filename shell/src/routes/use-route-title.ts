import { pageTitleStore, useLocale } from '@peworld/shared-ui/core';
import { useEffect } from 'react';

/** Shown after a route's own title: "Talent profile — Peworld". */
const PRODUCT = 'Peworld';

/**
 * The document title a route declares, in the page's language, while the route is shown; the
 * title before it comes back when it is left (the shell's own pages keep the page's title).
 * A page that names what it shows (usePageTitle: a talent's or a company's name) wins:
 * "Rizky Pratama — Peworld".
 */
export function useRouteTitle(title: { id: string; en: string } | null): void {
  const locale = useLocale();
  const pageTitle = pageTitleStore((state) => state.title);
  const text = title ? (pageTitle ?? title[locale]) : null;
  useEffect(() => {
    if (!text) return undefined;
    const before = document.title;
    document.title = `${text} — ${PRODUCT}`;
    return () => {
      document.title = before;
    };
  }, [text]);
}
