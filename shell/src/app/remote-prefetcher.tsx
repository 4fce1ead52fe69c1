import { paths, useSession, type Role } from '@peworld/shared-ui/core';
import { useCallback } from 'react';
import { useRouteTableState } from '../federation/use-route-table';
import { preloadRouteComposition, remotePageForPath } from './router';
import { usePrefetchHomeWhenIdle, usePrefetchOnIntent } from './use-remote-prefetch';

/** Renders nothing: wires link-intent and idle preloading of remote pages. */
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
  usePrefetchHomeWhenIdle(
    isLoggedIn ? remotePageForPath(table, paths.home.path, { isLoggedIn, role }) : null,
  );
  return null;
}
