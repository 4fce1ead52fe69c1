// Looks at one build of a remote the way a browser on the product's page would: its manifest
// (answers, parses, names the right container), the CORS header on it, its remoteEntry.js, and
// the shared singletons it declares. Validation before a switch refuses on the first failed
// check; `list` and the health check show the same facts.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { buildDirFor } from '../frontends/remote-builds.js';
import { readDeclaredRoutes } from '../frontends/remote-routes.js';
import { isVersionTarget, type RemoteTarget } from './targets.js';

export type CheckName =
  'target' | 'origin' | 'manifest' | 'name' | 'cors' | 'entry' | 'shared' | 'routes';

export class CheckFailed extends Error {
  constructor(
    readonly check: CheckName,
    message: string,
  ) {
    super(message);
    this.name = 'CheckFailed';
  }
}

export interface SharedDeclaration {
  name: string;
  requiredVersion: string | null;
  singleton: boolean;
}

export interface InspectedRemote {
  /** buildInfo.buildVersion of the manifest. */
  version: string | null;
  shared: SharedDeclaration[];
  /** The range of @peworld/shared-ui the build needs. */
  sharedUiRange: string | null;
  /** What is wrong with the routes the build declares (empty: the shell can serve them all). */
  routeProblems: string[];
}

export interface InspectContext {
  folder: string;
  /** Federation container name the manifest must carry. */
  name: string;
  frontendsDir: string;
  /** The product's own origin (PUBLIC_URL's), sent as Origin and expected in CORS answers. */
  publicOrigin: string;
  /** Time-out of each request to another origin. */
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

interface ManifestJson {
  id?: unknown;
  name?: unknown;
  metaData?: {
    name?: unknown;
    publicPath?: unknown;
    buildInfo?: { buildVersion?: unknown };
    remoteEntry?: { name?: unknown; path?: unknown };
  };
  shared?: unknown;
}

function parseManifest(text: string, where: string): ManifestJson {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new CheckFailed('manifest', `${where} is not JSON`);
  }
  const manifest = data as ManifestJson;
  const entryName = manifest?.metaData?.remoteEntry?.name;
  if (typeof data !== 'object' || data === null || typeof entryName !== 'string' || !entryName)
    throw new CheckFailed(
      'manifest',
      `${where} is not a Module Federation manifest (no metaData.remoteEntry)`,
    );
  return manifest;
}

function checkName(manifest: ManifestJson, context: InspectContext): void {
  const named = manifest.name ?? manifest.metaData?.name ?? manifest.id;
  if (named !== context.name)
    throw new CheckFailed(
      'name',
      `the manifest is for "${String(named)}", not ${context.name} (${context.folder})`,
    );
}

function sharedOf(manifest: ManifestJson): SharedDeclaration[] {
  if (!Array.isArray(manifest.shared)) return [];
  return manifest.shared
    .filter(
      (entry): entry is { name: string; requiredVersion?: unknown; singleton?: unknown } =>
        typeof entry?.name === 'string',
    )
    .map((entry) => ({
      name: entry.name,
      requiredVersion: typeof entry.requiredVersion === 'string' ? entry.requiredVersion : null,
      singleton: entry.singleton === true,
    }));
}

function summary(manifest: ManifestJson): InspectedRemote {
  const shared = sharedOf(manifest);
  const version = manifest.metaData?.buildInfo?.buildVersion;
  return {
    version: typeof version === 'string' ? version : null,
    shared,
    sharedUiRange:
      shared.find((entry) => entry.name === '@peworld/shared-ui')?.requiredVersion ?? null,
    routeProblems: readDeclaredRoutes(manifest).problems,
  };
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function inspectLocal(target: string, context: InspectContext): Promise<InspectedRemote> {
  const dir = await buildDirFor(context.frontendsDir, context.folder, target);
  if (!dir)
    throw new CheckFailed(
      'manifest',
      `${context.folder} ${target} is not on this server: release it first (npm run release -w ${context.folder} -- --version ${target})`,
    );
  let text: string;
  try {
    text = await readFile(path.join(dir, 'mf-manifest.json'), 'utf8');
  } catch {
    throw new CheckFailed('manifest', `${context.folder} ${target} has no mf-manifest.json`);
  }
  const manifest = parseManifest(text, `${context.folder} ${target}'s mf-manifest.json`);
  checkName(manifest, context);
  const entry = path.join(
    dir,
    String(manifest.metaData?.remoteEntry?.path ?? ''),
    String(manifest.metaData?.remoteEntry?.name),
  );
  if (!entry.startsWith(dir + path.sep) || !(await isFile(entry)))
    throw new CheckFailed('entry', `${context.folder} ${target} has no ${path.basename(entry)}`);
  return summary(manifest);
}

async function request(url: string, context: InspectContext, what: string): Promise<Response> {
  const doFetch = context.fetchImpl ?? fetch;
  try {
    return await doFetch(url, {
      headers: { origin: context.publicOrigin, accept: 'application/json, */*' },
      redirect: 'follow',
      signal: AbortSignal.timeout(context.timeoutMs),
    });
  } catch (error) {
    const reason =
      error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
        ? `did not answer within ${context.timeoutMs / 1000} s`
        : `could not be reached (${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)})`;
    throw new CheckFailed(what === 'manifest' ? 'manifest' : 'entry', `${url} ${reason}`);
  }
}

function allowsOrigin(response: Response, origin: string): boolean {
  const allowed = response.headers.get('access-control-allow-origin');
  return allowed === '*' || allowed === origin;
}

async function inspectUrl(url: string, context: InspectContext): Promise<InspectedRemote> {
  const response = await request(url, context, 'manifest');
  if (!response.ok) {
    await response.body?.cancel();
    throw new CheckFailed('manifest', `${url} answered ${response.status}`);
  }
  const manifest = parseManifest(await response.text(), url);
  checkName(manifest, context);
  if (!allowsOrigin(response, context.publicOrigin))
    throw new CheckFailed(
      'cors',
      `${url} sends no Access-Control-Allow-Origin for ${context.publicOrigin} (got ${response.headers.get('access-control-allow-origin') ?? 'none'}): browsers on the product would refuse it`,
    );
  const publicPath = manifest.metaData?.publicPath;
  const base =
    typeof publicPath === 'string' && publicPath !== 'auto'
      ? new URL(publicPath, url)
      : new URL('./', url);
  const entryUrl = new URL(
    `${String(manifest.metaData?.remoteEntry?.path ?? '')}${String(manifest.metaData?.remoteEntry?.name)}`.replace(
      /^\/+/,
      '',
    ),
    base,
  ).toString();
  const entry = await request(entryUrl, context, 'entry');
  await entry.body?.cancel();
  if (!entry.ok) throw new CheckFailed('entry', `${entryUrl} answered ${entry.status}`);
  return summary(manifest);
}

/** Loads and checks a target's manifest and entry; throws CheckFailed naming the check. */
export function inspectRemote(
  target: RemoteTarget,
  context: InspectContext,
): Promise<InspectedRemote> {
  return isVersionTarget(target) ? inspectLocal(target, context) : inspectUrl(target, context);
}

/** Package → version the live shell provides (from its build's mf-manifest.json); null if none. */
export async function readShellShared(frontendsDir: string): Promise<Map<string, string> | null> {
  try {
    const raw = JSON.parse(
      await readFile(path.join(frontendsDir, 'shell', 'dist', 'mf-manifest.json'), 'utf8'),
    ) as { shared?: unknown };
    if (!Array.isArray(raw.shared)) return null;
    const provided = new Map<string, string>();
    for (const entry of raw.shared as Array<{ name?: unknown; version?: unknown }>) {
      if (typeof entry?.name === 'string' && typeof entry.version === 'string')
        provided.set(entry.name, entry.version);
    }
    return provided;
  } catch {
    return null;
  }
}
