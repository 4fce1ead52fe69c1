import {
  pathProblem,
  ROUTE_ACCESS,
  type DeclaredRoute,
} from '@peworld/shared-ui/federation/remote-routes';
import { isRemoteName, type RemoteName } from './remote-names';

// What each remote declares it serves, as /remotes.json passes it on (`routes`, read by the
// API from each remote build's mf-manifest.json) or, when a remote is missing there, as the
// remote's own manifest says (`metaData.routes`): a dev server's /remotes.json, or a build the
// API could not read.

export type DeclaredRoutesByRemote = Partial<Record<RemoteName, DeclaredRoute[]>>;

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function isDeclaredRoute(value: unknown): value is DeclaredRoute {
  const route = value as Partial<DeclaredRoute> | null;
  return (
    typeof route === 'object' &&
    route !== null &&
    isText(route.path) &&
    pathProblem(route.path) === null &&
    ROUTE_ACCESS.includes(route.access as DeclaredRoute['access']) &&
    isText(route.page) &&
    /^[A-Za-z][A-Za-z0-9]*$/.test(route.page) &&
    isText(route.title?.id) &&
    isText(route.title?.en)
  );
}

/** A remote's list, keeping only well-formed routes; null when there is no list at all. */
export function parseRouteList(value: unknown): DeclaredRoute[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter(isDeclaredRoute).map(({ path, access, page, title }) => ({
    path,
    access,
    page,
    title: { id: title.id, en: title.en },
  }));
}

/** `routes` of /remotes.json: container name → the routes its live build declares. */
export function parseDeclaredRoutes(data: unknown): DeclaredRoutesByRemote {
  const routes = (data as { routes?: unknown } | null)?.routes;
  const declared: DeclaredRoutesByRemote = {};
  if (typeof routes !== 'object' || routes === null) return declared;
  for (const [name, list] of Object.entries(routes)) {
    const parsed = parseRouteList(list);
    if (isRemoteName(name) && parsed) declared[name] = parsed;
  }
  return declared;
}

/** The routes a remote's mf-manifest.json declares (one request; only when /remotes.json lacks them). */
export async function fetchManifestRoutes(manifestUrl: string): Promise<DeclaredRoute[]> {
  const response = await fetch(manifestUrl, { credentials: 'omit' });
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  const manifest = (await response.json()) as { metaData?: { routes?: unknown } } | null;
  return parseRouteList(manifest?.metaData?.routes) ?? [];
}
