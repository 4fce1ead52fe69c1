import { paths, useSession } from '@peworld/shared-ui/core';
import { remotePageForPath } from './router';
import { usePrefetchHomeWhenIdle, usePrefetchOnIntent } from './use-remote-prefetch';

/** Renders nothing: wires link-intent and idle preloading of remote pages. */
export function RemotePrefetcher() {
  const { isLoggedIn, role } = useSession();
  usePrefetchOnIntent(remotePageForPath);
  usePrefetchHomeWhenIdle(
    isLoggedIn ? remotePageForPath(paths.home.path, { isLoggedIn, role }) : null,
  );
  return null;
}
