import { startTransition, useEffect, useState } from 'react';
import type { RouteTable } from './route-table';
import { getRouteTableState, subscribeRouteTable } from './route-table-store';

/**
 * The route table state, re-rendering when it is published (no suspending). A publication is
 * a transition, not a synchronous store update: when /remotes.json arrives while a pre-rendered
 * page is still hydrating (its remote's code on the way), a synchronous update reaching that
 * page's dehydrated boundary made React drop the server's HTML and show the skeleton until the
 * page rendered again — the login pages' footer jumped up and back on a loaded machine
 * (layout shift 0.15–0.19). A transition waits for the hydration instead.
 */
export function useRouteTableState(): { table: RouteTable | null; error: Error | null } {
  const [state, setState] = useState(getRouteTableState);
  useEffect(() => {
    const follow = () => startTransition(() => setState(getRouteTableState()));
    // A publication between this render and the subscription is not missed.
    follow();
    return subscribeRouteTable(follow);
  }, []);
  return state;
}
