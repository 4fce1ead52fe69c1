import type { DeclaredRoute } from '@peworld/shared-ui/federation/remote-routes';
import { fetchManifestRoutes, type DeclaredRoutesByRemote } from './declared-routes';
import { REMOTE_NAMES, type RemoteName } from './remote-names';
import type { RemotesManifest } from './remotes-manifest';
import { publishRemoteRoutes } from './route-table-store';

/**
 * Publishes the route table of the remotes /remotes.json names, in the order of REMOTE_NAMES
 * (an earlier remote keeps a path two claim). A remote whose routes /remotes.json does not
 * carry is asked for its manifest; if that fails too its routes are unknown, and an unmatched
 * URL then shows "section unavailable" rather than a 404 that may be wrong.
 */
export async function publishRoutesOf(
  manifest: RemotesManifest,
  routes: DeclaredRoutesByRemote,
): Promise<void> {
  const named = REMOTE_NAMES.filter((name) => manifest[name] !== undefined);
  const lists = await Promise.all(
    named.map(async (name): Promise<readonly [RemoteName, DeclaredRoute[] | null]> => {
      const known = routes[name];
      if (known) return [name, known];
      try {
        return [name, await fetchManifestRoutes(manifest[name]!)];
      } catch {
        return [name, null];
      }
    }),
  );
  const declared = lists.filter(
    (entry): entry is readonly [RemoteName, DeclaredRoute[]] => entry[1] !== null,
  );
  const unknown = lists.filter(([, list]) => list === null).map(([name]) => name);
  publishRemoteRoutes(declared, unknown);
}
