import { useSession, type Role } from '@peworld/shared-ui/core';
import { useEffect } from 'react';
import { linkTarget } from '../federation/link-target';
import { prefetchRemotePage } from '../federation/load-remote-page';
import type { RemotePageId } from '../federation/route-table';

type ResolvePage = (
  pathname: string,
  session: { isLoggedIn: boolean; role: Role | null },
) => RemotePageId | null;

const IDLE_FALLBACK_MS = 2000;

/**
 * Fetches a remote page's code as soon as the visitor shows intent to open it (pointer over a
 * link, keyboard focus, touch), so the click finds it ready. The landing page itself loads
 * no remote code.
 */
export function usePrefetchOnIntent(resolvePage: ResolvePage): void {
  const { isLoggedIn, role } = useSession();
  useEffect(() => {
    let lastHref = '';
    const onIntent = (event: Event) => {
      const url = linkTarget(event);
      if (!url || url.href === lastHref) return;
      lastHref = url.href;
      const page = resolvePage(url.pathname, { isLoggedIn, role });
      if (page) prefetchRemotePage(page);
    };
    const options = { passive: true, capture: true } as const;
    document.addEventListener('pointerover', onIntent, options);
    document.addEventListener('focusin', onIntent, options);
    document.addEventListener('touchstart', onIntent, options);
    return () => {
      document.removeEventListener('pointerover', onIntent, options);
      document.removeEventListener('focusin', onIntent, options);
      document.removeEventListener('touchstart', onIntent, options);
    };
  }, [resolvePage, isLoggedIn, role]);
}

/** Once the browser is idle, a logged-in visitor's home page is fetched: it is where they go. */
export function usePrefetchHomeWhenIdle(homePage: RemotePageId | null): void {
  useEffect(() => {
    if (!homePage) return undefined;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => prefetchRemotePage(homePage));
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => prefetchRemotePage(homePage), IDLE_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, [homePage]);
}

/**
 * The link a guest pointed at before federation started (start-when-wanted.ts) is fetched once
 * the route table can say which page it shows, as if the prefetcher had seen that intent.
 */
export function usePrefetchWantedLink(
  resolvePage: ResolvePage,
  tableKnown: boolean,
  takeWantedPath: () => string | null,
): void {
  const { isLoggedIn, role } = useSession();
  useEffect(() => {
    if (!tableKnown) return;
    const wanted = takeWantedPath();
    const page = wanted ? resolvePage(wanted, { isLoggedIn, role }) : null;
    if (page) prefetchRemotePage(page);
  }, [resolvePage, tableKnown, takeWantedPath, isLoggedIn, role]);
}
