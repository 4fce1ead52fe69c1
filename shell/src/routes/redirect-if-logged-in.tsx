import { paths, readReturnPath, useSession } from '@peworld/shared-ui/core';
import { Navigate, Outlet } from 'react-router-dom';

/**
 * Login, registration and reset pages (spec §4): with a stored login they go to /home, or to
 * the page the visitor opened before logging in (the login's own navigation goes there too:
 * whichever runs first, both lead to the same page).
 */
export function RedirectIfLoggedIn() {
  const { isLoggedIn } = useSession();
  if (isLoggedIn) return <Navigate to={readReturnPath() ?? paths.home.getHref()} replace />;
  return <Outlet />;
}
