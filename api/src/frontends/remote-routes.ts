// The routes each remote build declares (`metaData.routes` of its mf-manifest.json, written by
// its build from its routes.ts: docs/decisions/060-remote-owned-routes.md). /remotes.json
// passes them on, so the shell knows every page of the product with no extra request; ops
// validation refuses a build whose routes cannot be served. The path and overlap rules are the
// build's own, imported from shared-ui's build-time module (a dependency-free file its package
// exports), so the build and the server cannot disagree about what a route may be.
import {
  accessesOverlap,
  pathProblem,
  ROUTE_ACCESS,
  routeKey,
  type DeclaredRoute,
  type RouteAccess,
} from '@peworld/shared-ui/federation/remote-routes';

export type { DeclaredRoute, RouteAccess };

const PAGE_NAME = /^[A-Za-z][A-Za-z0-9]*$/;
const MAX_TITLE = 200;

export interface DeclaredRoutes {
  /** The well-formed routes. */
  routes: DeclaredRoute[];
  /** What is wrong with the others (or with the list), one sentence each. */
  problems: string[];
}

interface ManifestLike {
  metaData?: { routes?: unknown };
  exposes?: unknown;
}

function exposedNames(manifest: ManifestLike): Set<string> | null {
  if (!Array.isArray(manifest.exposes)) return null;
  return new Set(
    manifest.exposes
      .map((entry: { name?: unknown }) => entry?.name)
      .filter((name): name is string => typeof name === 'string'),
  );
}

function isTitle(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TITLE;
}

function problemOf(value: unknown, exposed: Set<string> | null): string | null {
  const route = value as Partial<Record<keyof DeclaredRoute, unknown>> | null;
  if (typeof route !== 'object' || route === null) return 'a route is not an object';
  const where = typeof route.path === 'string' ? route.path : JSON.stringify(route.path);
  if (typeof route.path !== 'string')
    return `${where} is not a route path (/literal-segment, then segments or :params)`;
  const pathRefused = pathProblem(route.path);
  if (pathRefused) return pathRefused;
  if (!ROUTE_ACCESS.includes(route.access as RouteAccess))
    return `${where}: access must be one of ${ROUTE_ACCESS.join(', ')}`;
  if (typeof route.page !== 'string' || !PAGE_NAME.test(route.page))
    return `${where}: page must name an exposed module`;
  if (exposed && !exposed.has(route.page)) return `${where}: ${route.page} is not exposed`;
  const title = route.title as { id?: unknown; en?: unknown } | undefined;
  if (!isTitle(title?.id) || !isTitle(title?.en))
    return `${where}: title needs id and en (at most ${MAX_TITLE} characters)`;
  return null;
}

/**
 * The routes a manifest declares, each checked; a route that overlaps an earlier one of the
 * same build (same path, visitors in common) is a problem too. A manifest without a list
 * declares nothing, which is a problem: its pages would vanish from the product.
 */
export function readDeclaredRoutes(manifest: unknown): DeclaredRoutes {
  const data = (manifest ?? {}) as ManifestLike;
  const list = data.metaData?.routes;
  if (!Array.isArray(list))
    return { routes: [], problems: ['the manifest declares no routes (metaData.routes)'] };
  const exposed = exposedNames(data);
  const routes: DeclaredRoute[] = [];
  const problems: string[] = [];
  for (const value of list) {
    const problem = problemOf(value, exposed);
    if (problem) {
      problems.push(problem);
      continue;
    }
    const route = value as DeclaredRoute;
    const clash = routes.find(
      (other) =>
        routeKey(other.path) === routeKey(route.path) &&
        accessesOverlap(other.access, route.access),
    );
    if (clash) {
      problems.push(`${route.path} is declared twice (${clash.access} and ${route.access})`);
      continue;
    }
    routes.push({
      path: route.path,
      access: route.access,
      page: route.page,
      title: { id: route.title.id, en: route.title.en },
    });
  }
  return { routes, problems };
}
