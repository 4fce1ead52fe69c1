import { useSession } from '@peworld/shared-ui/core';
import { useEffect, useState } from 'react';
import type * as LoggedInChromeModule from './logged-in-chrome';

export type LoggedInChrome = typeof LoggedInChromeModule;

let loaded: LoggedInChrome | null = null;
let loading: Promise<LoggedInChrome> | null = null;

/**
 * Fetches the logged-in frame (header menus, mobile bars, live session) once. The bootstrap
 * awaits it before the first render when a login is stored, so a member's page paints with
 * its full frame and nothing moves; a guest who logs in gets it while the next page loads.
 * A failed chunk is forgotten, so the next call tries again.
 */
export function loadLoggedInChrome(): Promise<LoggedInChrome> {
  if (!loading) {
    const attempt = import('./logged-in-chrome').then((chrome) => {
      loaded = chrome;
      return chrome;
    });
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
    loading = attempt;
  }
  return loading;
}

/** The logged-in frame's components once loaded (null for guests and while it loads). */
export function useLoggedInChrome(): LoggedInChrome | null {
  const { isLoggedIn } = useSession();
  const [chrome, setChrome] = useState<LoggedInChrome | null>(loaded);
  useEffect(() => {
    if (!isLoggedIn || chrome) return;
    let active = true;
    loadLoggedInChrome().then(
      (module) => {
        if (active) setChrome(module);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [isLoggedIn, chrome]);
  return isLoggedIn ? chrome : null;
}

/** Tests only. */
export function resetLoggedInChrome(): void {
  loaded = null;
  loading = null;
}
