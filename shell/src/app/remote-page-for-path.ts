import type { Role } from '@peworld/shared-ui/core';
import {
  claimFor,
  matchComposedRoute,
  type RemotePageId,
  type RouteTable,
} from '../federation/route-table';

// Used by the prefetcher only (a chunk of its own): the route table's code is not part of a
// guest's first load of / (decision 073).

/**
 * The remote page a URL would show to this visitor, or null (shell page, guarded away,
 * unknown, or no route table yet). Used to fetch a page's code when a link to it is hovered.
 */
export function remotePageForPath(
  table: RouteTable | null,
  pathname: string,
  session: { isLoggedIn: boolean; role: Role | null },
): RemotePageId | null {
  const route = table ? matchComposedRoute(table, pathname) : null;
  if (!route) return null;
  if ((route.guard === 'guest-only') === session.isLoggedIn) return null;
  return claimFor(route, session.role)?.page ?? null;
}
