import { parseDeclaredRoutes, type DeclaredRoutesByRemote } from './declared-routes';
import { isRemoteName, type RemoteName } from './remote-names';

/** Served by the API (or the shell's dev server), never cached: ops change it at run time. */
export const REMOTES_MANIFEST_URL = '/remotes.json';

/** Remote container name → URL of that remote build's mf-manifest.json. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

/** Keeps the known remotes with a usable URL; anything else in the file (`routes`) is ignored here. */
export function parseRemotesManifest(data: unknown): RemotesManifest {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(`${REMOTES_MANIFEST_URL} is not a JSON object`);
  }
  const manifest: RemotesManifest = {};
  for (const [name, url] of Object.entries(data)) {
    if (isRemoteName(name) && typeof url === 'string' && url.trim() !== '')
      manifest[name] = url.trim();
  }
  return manifest;
}

export interface RemotesJson {
  manifest: RemotesManifest;
  /** The routes each remote's live build declares, when the server passed them on. */
  routes: DeclaredRoutesByRemote;
}

export async function fetchRemotesJson(): Promise<RemotesJson> {
  const response = await fetch(REMOTES_MANIFEST_URL, {
    cache: 'no-store',
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL} answered ${response.status}`);
  const data: unknown = await response.json();
  return { manifest: parseRemotesManifest(data), routes: parseDeclaredRoutes(data) };
}
