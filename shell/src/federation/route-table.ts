import {
  accessesOverlap,
  routeKey,
  type DeclaredRoute,
  type RouteAccess,
} from '@peworld/shared-ui/federation/remote-routes';
import type { Role } from '@peworld/shared-ui/core';
import { matchRoutes } from 'react-router-dom';
import type { RemoteName } from './remote-names';

// The product's remote routes, composed at run time from what each remote declares (its
// mf-manifest.json, passed on by /remotes.json): docs/decisions/060-remote-owned-routes.md.

/** `<container>/<exposed page>`, as loadRemote takes it. */
export type RemotePageId = `${RemoteName}/${string}`;

/** One remote's page on a route, for some visitors. */
export interface RouteClaim {
  remote: RemoteName;
  page: RemotePageId;
  access: RouteAccess;
  title: DeclaredRoute['title'];
}

/** One URL pattern and who serves it: one page for everyone allowed, or one page per role. */
export interface ComposedRoute {
  path: string;
  /** Guest-only routes send logged-in visitors home; the others need a stored login. */
  guard: 'guest-only' | 'logged-in';
  claims: RouteClaim[];
}

export interface RefusedClaim {
  path: string;
  remote: RemoteName;
  page: string;
  /** Who keeps the path: an earlier remote, or the shell. */
  keptBy: RemoteName | 'shell';
}

export interface RouteTable {
  routes: ComposedRoute[];
  refused: RefusedClaim[];
  /** Remotes named in /remotes.json whose routes could not be read (their manifest failed). */
  unknown: RemoteName[];
}

export type DeclaredRoutes = ReadonlyArray<readonly [RemoteName, readonly DeclaredRoute[]]>;

/**
 * The route table, claim by claim in the order of the remotes (then of their declarations):
 * a claim on a path the shell owns, or that overlaps an earlier claim on the same path, is
 * refused and the earlier one kept. Two claims on one path coexist only for different roles.
 */
export function composeRouteTable(
  declared: DeclaredRoutes,
  shellPaths: readonly string[],
  unknown: readonly RemoteName[] = [],
): RouteTable {
  const shellKeys = new Set(shellPaths.map(routeKey));
  const byKey = new Map<string, ComposedRoute>();
  const refused: RefusedClaim[] = [];
  for (const [remote, routes] of declared) {
    for (const route of routes) {
      const key = routeKey(route.path);
      const refuse = (keptBy: RefusedClaim['keptBy']) =>
        refused.push({ path: route.path, remote, page: route.page, keptBy });
      if (shellKeys.has(key)) {
        refuse('shell');
        continue;
      }
      const claim: RouteClaim = {
        remote,
        page: `${remote}/${route.page}`,
        access: route.access,
        title: route.title,
      };
      const existing = byKey.get(key);
      const clash = existing?.claims.find((other) => accessesOverlap(other.access, route.access));
      if (clash) {
        refuse(clash.remote);
        continue;
      }
      if (existing) existing.claims.push(claim);
      else
        byKey.set(key, {
          path: route.path,
          guard: route.access === 'guest-only' ? 'guest-only' : 'logged-in',
          claims: [claim],
        });
    }
  }
  return { routes: [...byKey.values()], refused, unknown: [...unknown] };
}

/**
 * The claim a visitor gets on a route. Spec §2: a logged-in visitor without a stored role is
 * shown the talent side, as before routes were composed.
 */
export function claimFor(route: ComposedRoute, role: Role | null): RouteClaim | null {
  const side: RouteAccess = role === 'recruiter' ? 'recruiter' : 'talent';
  return (
    route.claims.find((claim) => claim.access === side) ??
    route.claims.find((claim) => claim.access === 'logged-in' || claim.access === 'guest-only') ??
    null
  );
}

/** The composed route a URL path opens (React Router's ranking: `/a/b` beats `/a/:id`). */
export function matchComposedRoute(table: RouteTable, pathname: string): ComposedRoute | null {
  const matches = matchRoutes(
    table.routes.map((route) => ({ path: route.path, route })),
    pathname,
  );
  return matches?.[0]?.route.route ?? null;
}

/** One line per refused claim, for the console. */
export function describeRefusal(refusal: RefusedClaim): string {
  const by =
    refusal.keptBy === 'shell' ? 'the shell owns it' : `${refusal.keptBy} claimed it first`;
  return `[federation] route ${refusal.path} of ${refusal.remote} (${refusal.page}) refused: ${by}`;
}
