import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths, readReturnPath, useSession } from '@peworld/shared-ui';

/**
 * Auth screens are for logged-out visitors. The shell already redirects, but the pages
 * also check so they behave the same when mounted on their own (dev harness, tests). Both go
 * where the login goes: the page opened before logging in, else /home.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  if (isLoggedIn) return <Navigate to={readReturnPath() ?? paths.home.getHref()} replace />;
  return <>{children}</>;
}
