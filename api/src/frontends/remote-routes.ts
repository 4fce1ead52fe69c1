// The routes each remote build declares (`metaData.routes` of its mf-manifest.json, written by
// its build from its routes.ts: docs/decisions/060-remote-owned-routes.md). /remotes.json
// passes them on, so the shell knows every page of the product with no extra request; ops
// validation refuses a build whose routes cannot be served. The rules equal the build's
// (shared-ui/federation/remote-routes.ts); test/frontends/remote-routes.test.ts keeps them so.

export type RouteAccess = 'guest-only' | 'logged-in' | 'talent' | 'recruiter';

export const ROUTE_ACCESS: readonly RouteAccess[] = [
  'guest-only',
  'logged-in',
  'talent',
  'recruiter',
];

export interface DeclaredRoute {
  path: string;
  access: RouteAccess;
  page: string;
  title: { id: string; en: string };
}

export const ROUTE_PATH_PATTERN = /^\/[a-z0-9-]+(?:\/(?:[a-z0-9-]+|:[a-zA-Z][a-zA-Z0-9]*))*$/;
export const RESERVED_FIRST_SEGMENTS: readonly string[] = [
  '404',
  'api',
  'ops',
  'remotes',
  'uploads',
];
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

const routeKey = (routePath: string) => routePath.replace(/:[^/]+/g, ':');
const isRole = (access: RouteAccess) => access === 'talent' || access === 'recruiter';

function problemOf(value: unknown, exposed: Set<string> | null): string | null {
  const route = value as Partial<Record<keyof DeclaredRoute, unknown>> | null;
  if (typeof route !== 'object' || route === null) return 'a route is not an object';
  const where = typeof route.path === 'string' ? route.path : JSON.stringify(route.path);
  if (typeof route.path !== 'string' || !ROUTE_PATH_PATTERN.test(route.path))
    return `${where} is not a route path (/literal-segment, then segments or :params)`;
  const first = route.path.split('/')[1] ?? '';
  if (RESERVED_FIRST_SEGMENTS.includes(first))
    return `${where} is under /${first}, which the product itself serves`;
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
        !(isRole(other.access) && isRole(route.access) && other.access !== route.access),
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
