// Build time: a remote's route declarations (its routes.ts) checked and resolved into what its
// mf-manifest.json carries (see ../remote-routes.ts and createAppConfig's `routes`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  accessesOverlap,
  pathProblem,
  ROUTE_ACCESS,
  routeKey,
  type DeclaredRoute,
  type RouteDeclaration,
} from '../remote-routes';

export class RouteDeclarationError extends Error {
  constructor(app: string, problems: readonly string[]) {
    super(`${app} declares routes that cannot be served:\n- ${problems.join('\n- ')}`);
    this.name = 'RouteDeclarationError';
  }
}

type Catalog = Readonly<Record<string, string>>;

function readCatalog(appDir: string, language: 'id' | 'en'): Catalog {
  const file = path.join(appDir, 'src', 'messages', `${language}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Catalog;
}

/**
 * The routes as the build writes them into mf-manifest.json. Throws, naming every problem,
 * when a path is malformed or reserved, a page is not exposed, a title is missing from a
 * catalog or two declarations claim the same path for overlapping visitors.
 */
export function resolveRouteDeclarations(
  app: string,
  declarations: readonly RouteDeclaration[],
  sources: { exposes: Readonly<Record<string, unknown>>; appDir: string },
): DeclaredRoute[] {
  const catalogs = { id: readCatalog(sources.appDir, 'id'), en: readCatalog(sources.appDir, 'en') };
  const problems: string[] = [];
  const earlier: RouteDeclaration[] = [];
  const routes = declarations.map((declaration): DeclaredRoute => {
    const { path: routePath, access, page, title } = declaration;
    const badPath = pathProblem(routePath);
    if (badPath) problems.push(badPath);
    if (!ROUTE_ACCESS.includes(access)) problems.push(`${routePath}: unknown access "${access}"`);
    if (!(page in sources.exposes)) problems.push(`${routePath}: ${page} is not in exposes`);
    const clash = earlier.find(
      (other) =>
        routeKey(other.path) === routeKey(routePath) && accessesOverlap(other.access, access),
    );
    if (clash) problems.push(`${routePath} is declared twice (${clash.access} and ${access})`);
    earlier.push(declaration);
    const id = catalogs.id[title];
    const en = catalogs.en[title];
    if (!id || !en) problems.push(`${routePath}: title "${title}" is missing from a catalog`);
    return { path: routePath, access, page: page.slice(2), title: { id: id ?? '', en: en ?? '' } };
  });
  if (problems.length > 0) throw new RouteDeclarationError(app, problems);
  return routes;
}
