import { paths, useSession } from '@peworld/shared-ui/core';
import { Navigate, Outlet } from 'react-router-dom';

/** Login, registration and reset pages (spec §4): with a stored login they go to /home. */
export function RedirectIfLoggedIn() {
  const { isLoggedIn } = useSession();
  if (isLoggedIn) return <Navigate to={paths.home.getHref()} replace />;
  return <Outlet />;
}
