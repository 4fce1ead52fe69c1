// Remote-owned routes (docs/decisions/060-remote-owned-routes.md): each remote declares the
// URLs it serves in its `routes.ts`; its build resolves them into its mf-manifest.json
// (`metaData.routes`), the API passes them on in /remotes.json, and the shell composes its
// route table from them at run time. A new page is then a remote release, not a shell release.
// The one definition of the route rules: the API imports this file too (its package export
// `./federation/remote-routes`), so keep it free of imports that need a bundler or a browser.

/**
 * Who may open a route: only visitors without a stored login (login, registration), anyone
 * logged in, or one role. Two remotes may claim the same path for different roles (`/home`).
 */
export type RouteAccess = 'guest-only' | 'logged-in' | 'talent' | 'recruiter';

export const ROUTE_ACCESS: readonly RouteAccess[] = [
  'guest-only',
  'logged-in',
  'talent',
  'recruiter',
];

/** A route as a remote team writes it in `<remote>/routes.ts`. */
export interface RouteDeclaration {
  /** React Router path: literal kebab-case segments and `:params` (`/home/profile-comp/:id`). */
  path: string;
  access: RouteAccess;
  /** The `exposes` key of the page (`./TalentListPage`). */
  page: `./${string}`;
  /** Id of the document title in the remote's catalogs (`src/messages/{id,en}.json`). */
  title: string;
}

/** A route as mf-manifest.json (`metaData.routes`) and /remotes.json carry it. */
export interface DeclaredRoute {
  path: string;
  access: RouteAccess;
  /** Exposed module name (`TalentListPage`): loaded as `<container>/<page>`. */
  page: string;
  /** The document title in each language of the product. */
  title: { id: string; en: string };
}

/**
 * Paths a route may have. The first segment is literal, so no remote can catch every URL;
 * the server (api/src/frontends/remote-routes.ts) applies this same rule to any build ops
 * point at.
 */
export const ROUTE_PATH_PATTERN = /^\/[a-z0-9-]+(?:\/(?:[a-z0-9-]+|:[a-zA-Z][a-zA-Z0-9]*))*$/;

/** First segments the product itself answers (the API, remote files, the shell's own pages). */
export const RESERVED_FIRST_SEGMENTS: readonly string[] = [
  '404',
  'api',
  'ops',
  'remotes',
  'uploads',
];

/** Why a path cannot be declared, or null. */
export function pathProblem(routePath: string): string | null {
  if (!ROUTE_PATH_PATTERN.test(routePath))
    return `"${routePath}" is not a route path (/literal-segment, then segments or :params)`;
  const first = routePath.split('/')[1] ?? '';
  if (RESERVED_FIRST_SEGMENTS.includes(first))
    return `"${routePath}" is under /${first}, which the product itself serves`;
  return null;
}

/** Two claims on one path can coexist only when each is for one role, and the roles differ. */
export function accessesOverlap(a: RouteAccess, b: RouteAccess): boolean {
  const isRole = (access: RouteAccess) => access === 'talent' || access === 'recruiter';
  return !(isRole(a) && isRole(b) && a !== b);
}

/** `/chat/:conversationId` and `/chat/:id` are the same route. */
export function routeKey(routePath: string): string {
  return routePath.replace(/:[^/]+/g, ':');
}
