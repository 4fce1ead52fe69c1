import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { findRemoteApp } from './remote-apps.js';
import { buildDirFor } from './remote-builds.js';
import { readDeclaredRoutes, type DeclaredRoute } from './remote-routes.js';

export interface RemoteRoutesReaderOptions {
  /** Repository root: <folder>/dist and releases/ live under it. */
  frontendsDir: string;
  /** How long a manifest on another origin is trusted before it is read again. */
  remoteCacheMs?: number;
  /** Time-out of one request for a manifest on another origin. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Told once per build what is wrong with the routes it declares. */
  onProblems?: (entry: string, problems: string[]) => void;
}

export interface RemoteRoutesReader {
  /** Container name → the routes its build declares; builds that cannot be read are left out. */
  routesFor(remotes: Readonly<Record<string, string>>): Promise<Record<string, DeclaredRoute[]>>;
}

const LOCAL_MANIFEST = /^\/remotes\/([^/]+)\/([^/]+)\/mf-manifest\.json$/;

interface Cached {
  /** A local file's mtime, or when a remote one was read. */
  stamp: number;
  routes: DeclaredRoute[] | null;
}

/**
 * Reads the routes of the builds /remotes.json names: local builds from disk (re-read when the
 * file changes), builds on other origins over HTTP (kept `remoteCacheMs`, failures too, so a
 * dead CDN does not slow every page load). A build whose routes cannot be read is left out:
 * the shell then asks its manifest itself, and shows "unavailable" if that fails too.
 */
export function createRemoteRoutesReader(options: RemoteRoutesReaderOptions): RemoteRoutesReader {
  const remoteCacheMs = options.remoteCacheMs ?? 30_000;
  const timeoutMs = options.timeoutMs ?? 3_000;
  const cache = new Map<string, Cached>();
  const reported = new Set<string>();

  const declared = (entry: string, manifest: unknown): DeclaredRoute[] => {
    const { routes, problems } = readDeclaredRoutes(manifest);
    if (problems.length > 0 && !reported.has(entry)) {
      reported.add(entry);
      options.onProblems?.(entry, problems);
    }
    return routes;
  };

  async function readLocal(entry: string, folder: string, version: string) {
    const dir = findRemoteApp(folder)
      ? await buildDirFor(options.frontendsDir, folder, version)
      : null;
    if (!dir) return null;
    const file = path.join(dir, 'mf-manifest.json');
    try {
      const { mtimeMs } = await stat(file);
      const known = cache.get(file);
      if (known?.stamp === mtimeMs) return known.routes;
      const routes = declared(entry, JSON.parse(await readFile(file, 'utf8')));
      cache.set(file, { stamp: mtimeMs, routes });
      return routes;
    } catch {
      return null;
    }
  }

  async function readRemote(entry: string) {
    const known = cache.get(entry);
    if (known && Date.now() - known.stamp < remoteCacheMs) return known.routes;
    let routes: DeclaredRoute[] | null = null;
    try {
      const response = await (options.fetchImpl ?? fetch)(entry, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.ok) routes = declared(entry, await response.json());
      else await response.body?.cancel();
    } catch {
      routes = null;
    }
    cache.set(entry, { stamp: Date.now(), routes });
    return routes;
  }

  function routesOfEntry(entry: string): Promise<DeclaredRoute[] | null> {
    const local = LOCAL_MANIFEST.exec(entry);
    if (local) return readLocal(entry, local[1]!, local[2]!);
    if (/^https?:\/\//.test(entry)) return readRemote(entry);
    return Promise.resolve(null);
  }

  return {
    async routesFor(remotes) {
      const entries = await Promise.all(
        Object.entries(remotes).map(
          async ([name, entry]) => [name, await routesOfEntry(entry)] as const,
        ),
      );
      const routes: Record<string, DeclaredRoute[]> = {};
      for (const [name, list] of entries) if (list) routes[name] = list;
      return routes;
    },
  };
}
