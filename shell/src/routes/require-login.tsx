import { paths, useSession } from '@peworld/shared-ui/core';
import { Navigate, Outlet } from 'react-router-dom';

/** Protected pages (spec §4): without a stored login the visitor goes to the landing page. */
export function RequireLogin() {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return <Navigate to={paths.landing.getHref()} replace />;
  return <Outlet />;
}
