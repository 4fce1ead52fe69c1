import { forgetReturnPath, paths, rememberReturnPath, useSession } from '@peworld/shared-ui/core';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

/**
 * Protected pages (spec §4): without a stored login the visitor goes to the landing page. A
 * page opened without a login (a profile link, /chat/7 from the hire e-mail) is remembered,
 * and the login screens come back to it; a page left by logging out is not.
 */
export function RequireLogin() {
  const { isLoggedIn } = useSession();
  const { pathname, search, hash } = useLocation();
  // Decided when the guard first shows: logged out then means the link was opened logged out.
  const [openedLoggedOut] = useState(!isLoggedIn);
  const here = `${pathname}${search}${hash}`;

  useEffect(() => {
    if (isLoggedIn) forgetReturnPath();
    else if (openedLoggedOut) rememberReturnPath(here);
  }, [isLoggedIn, openedLoggedOut, here]);

  if (!isLoggedIn) return <Navigate to={paths.landing.getHref()} replace />;
  return <Outlet />;
}
