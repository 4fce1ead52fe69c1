import { SHELL_PATHS } from '../app/shell-paths';
import type { DeclaredRoutes, RouteTable } from './route-table';
import { composeRouteTable, describeRefusal } from './route-table';
import type { RemoteName } from './remote-names';

// The composed route table of this page, published when /remotes.json has been read (and
// again after a Retry re-reads it). Pages that need it wait for it: the router suspends on
// an unknown URL until the table says whether a remote serves it or it is a 404.

type Listener = () => void;

interface State {
  table: RouteTable | null;
  error: Error | null;
}

let state: State = { table: null, error: null };
const listeners = new Set<Listener>();
let arrival = deferred();
const loggedRefusals = new Set<string>();

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

function setState(next: State): void {
  state = next;
  arrival.resolve();
  for (const listener of listeners) listener();
}

/** Composes and publishes the table; each refused claim is logged once, loudly. */
export function publishRemoteRoutes(declared: DeclaredRoutes, unknown: readonly RemoteName[] = []) {
  const table = composeRouteTable(declared, SHELL_PATHS, unknown);
  for (const refusal of table.refused) {
    const line = describeRefusal(refusal);
    if (loggedRefusals.has(line)) continue;
    loggedRefusals.add(line);
    console.error(line);
  }
  setState({ table, error: null });
}

/** /remotes.json could not be read: routes stay unknown until a Retry reads it. */
export function publishRouteTableError(error: Error): void {
  // A table already known stays in use: only the first read decides between page and error.
  if (state.table) return;
  setState({ table: null, error });
}

/**
 * A Retry: wait for the next publication instead of showing the old error. A complete table
 * stays in use; one with remotes whose routes could not be read is what the Retry is for, so
 * it is dropped too (kept, it would throw "unavailable" again before the new one arrives).
 */
export function awaitNextRouteTable(): void {
  if (state.table && state.table.unknown.length === 0) return;
  arrival = deferred();
  state = { table: null, error: null };
  for (const listener of listeners) listener();
}

export function subscribeRouteTable(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getRouteTableState(): State {
  return state;
}

/** Resolves at the next publication (table or error). */
export function routeTableArrival(): Promise<void> {
  return arrival.promise;
}

/** Tests only: back to a page that has read nothing. */
export function resetRouteTableForTests(): void {
  state = { table: null, error: null };
  arrival = deferred();
  loggedRefusals.clear();
  for (const listener of listeners) listener();
}
