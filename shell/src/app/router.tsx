import { PageSkeleton, paths } from '@peworld/shared-ui/core';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from './app-layout';
import { OPS_PATH, SHELL_PATHS } from './shell-paths';

// The shell's own URLs and the frame; every other page is a route a remote declares, composed
// at run time from /remotes.json (docs/conventions.md §1, Routing; docs/decisions/060).
// Shell pages are split into their own chunks; remote pages are fetched at first use.
const LandingPage = lazy(() =>
  import('../routes/landing/landing-page').then((m) => ({ default: m.LandingPage })),
);
const NotFoundPage = lazy(() =>
  import('../routes/not-found').then((m) => ({ default: m.NotFoundPage })),
);
// Every URL the remotes serve, composed from their declared routes: not needed to show or
// hydrate the landing, so it is a chunk of its own (issue 28: remote-owned routes must not
// add to the first visit of /).
const loadRemoteRoutes = () => import('../routes/remote-routes');
const RemoteRoutes = lazy(() => loadRemoteRoutes().then((m) => ({ default: m.RemoteRoutes })));

/**
 * Starts fetching the route composition at boot when the page is a remote's (a pre-rendered
 * login, a deep link), alongside /remotes.json, so it adds no round trip before that page.
 */
export function preloadRouteComposition(pathname: string): void {
  if (!SHELL_PATHS.includes(pathname)) loadRemoteRoutes().catch(() => undefined);
}

// Ops only (remote versions; its own sign-in): never part of a visitor's load.
const OpsPage = lazy(() => import('../routes/ops/ops-page').then((m) => ({ default: m.OpsPage })));

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={OPS_PATH}
        element={
          <Suspense fallback={<PageSkeleton />}>
            <OpsPage />
          </Suspense>
        }
      />
      <Route element={<AppLayout />}>
        <Route index element={<LandingPage />} />
        <Route path={paths.notFound.path} element={<NotFoundPage />} />
        <Route path="*" element={<RemoteRoutes />} />
      </Route>
    </Routes>
  );
}
