import { paths, useSession, type Role } from '@peworld/shared-ui/core';
import { useCallback } from 'react';
import { takeWantedPath } from '../federation/start-when-wanted';
import { useRouteTableState } from '../federation/use-route-table';
import { remotePageForPath } from './remote-page-for-path';
import { preloadRouteComposition } from './router';
import {
  usePrefetchHomeWhenIdle,
  usePrefetchOnIntent,
  usePrefetchWantedLink,
} from './use-remote-prefetch';

/**
 * Renders nothing: wires link-intent and idle preloading of remote pages. Mounted once
 * federation has started (app.tsx), from a chunk of its own.
 */
export function RemotePrefetcher() {
  const { isLoggedIn, role } = useSession();
  const { table } = useRouteTableState();
  const resolvePage = useCallback(
    (pathname: string, session: { isLoggedIn: boolean; role: Role | null }) => {
      const page = remotePageForPath(table, pathname, session);
      // A link to a remote page: its code and the route composition that will show it.
      if (page) preloadRouteComposition(pathname);
      return page;
    },
    [table],
  );
  usePrefetchOnIntent(resolvePage);
  usePrefetchWantedLink(resolvePage, table !== null, takeWantedPath);
  usePrefetchHomeWhenIdle(
    isLoggedIn ? remotePageForPath(table, paths.home.path, { isLoggedIn, role }) : null,
  );
  return null;
}
