import { useSyncExternalStore } from 'react';
import type { RouteTable } from './route-table';
import { getRouteTableState, subscribeRouteTable } from './route-table-store';

/** The route table state, re-rendering when it is published (no suspending). */
export function useRouteTableState(): { table: RouteTable | null; error: Error | null } {
  return useSyncExternalStore(subscribeRouteTable, getRouteTableState, getRouteTableState);
}
