import { paths, RemoteBoundary, useSession } from '@peworld/shared-ui/core';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RemotePage } from '../federation/remote-page';
import {
  claimFor,
  matchComposedRoute,
  type ComposedRoute,
  type RouteTable,
} from '../federation/route-table';
import { awaitNextRouteTable, routeTableArrival } from '../federation/route-table-store';
import { useRouteTableState } from '../federation/use-route-table';
import { refreshRemotes, whenRemotesRegistered } from '../federation/start-federation';
import { RedirectIfLoggedIn } from './redirect-if-logged-in';
import { RequireLogin } from './require-login';
import { useRouteTitle } from './use-route-title';

/** An unmatched URL while some remote's routes could not be read: it may be one of them. */
export class RoutesUnknownError extends Error {
  constructor(remotes: readonly string[]) {
    super(`The routes of ${remotes.join(', ')} could not be read`);
    this.name = 'RoutesUnknownError';
  }
}

/** The table, once /remotes.json has been read: suspends until then, throws if it failed. */
function useRouteTable(): RouteTable {
  const { table, error } = useRouteTableState();
  if (table) return table;
  if (error) throw error;
  // Normally already under way since boot (startFederation); asking again costs nothing.
  whenRemotesRegistered().catch(() => undefined);
  // Suspend until it is published, the way React.lazy does: the nearest boundary keeps the
  // pre-rendered page (hydration) or shows the skeleton meanwhile. (`use()` of this promise
  // was not retried when it resolved outside React's act() in jest; a thrown thenable is.)
  throw routeTableArrival();
}

function ClaimedPage({ route, unknown }: { route: ComposedRoute; unknown: readonly string[] }) {
  const { role } = useSession();
  const claim = claimFor(route, role);
  useRouteTitle(claim?.title ?? null);
  if (!claim) {
    // The remote that has this URL for this role may be one whose routes could not be read
    // (talent's /home while talentApp's build is unreachable): unavailable, not "not found".
    if (unknown.length > 0) throw new RoutesUnknownError(unknown);
    // A route only another role has (a recruiter-only page opened by talent) does not exist here.
    return <Navigate to={paths.notFound.getHref()} replace />;
  }
  return <RemotePage id={claim.page} />;
}

function UnmatchedPath({ unknown }: { unknown: readonly string[] }) {
  if (unknown.length > 0) throw new RoutesUnknownError(unknown);
  return <Navigate to={paths.notFound.getHref()} replace />;
}

function ComposedRoutes() {
  const table = useRouteTable();
  const routesFor = (guard: ComposedRoute['guard']) =>
    table.routes
      .filter((route) => route.guard === guard)
      .map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={<ClaimedPage route={route} unknown={table.unknown} />}
        />
      ));
  return (
    <Routes>
      <Route element={<RedirectIfLoggedIn />}>{routesFor('guest-only')}</Route>
      <Route element={<RequireLogin />}>{routesFor('logged-in')}</Route>
      <Route path="*" element={<UnmatchedPath unknown={table.unknown} />} />
    </Routes>
  );
}

/**
 * Every URL the shell does not own: the routes the remotes declare, composed at run time
 * (docs/decisions/060-remote-owned-routes.md), with the spec's guards; anything else is a 404.
 */
export function RemoteRoutes() {
  const { pathname } = useLocation();
  const { table } = useRouteTableState();
  // A failure shown for one route must not follow the visitor to another (the header's Chat
  // link from an unavailable /home); moving inside one route (/chat/1 → /chat/2) keeps it.
  const routeKey = (table && matchComposedRoute(table, pathname)?.path) ?? pathname;
  return (
    <RemoteBoundary
      key={routeKey}
      name="shell"
      onRetry={() => {
        awaitNextRouteTable();
        refreshRemotes().catch(() => undefined);
      }}
    >
      <ComposedRoutes />
    </RemoteBoundary>
  );
}
