// Validation before any switch (use, canary, preview): a failed check refuses the change with a
// message that names the check. Order: the target's form, its origin, then what a browser would
// fetch (manifest, CORS, entry), then whether the live shell satisfies the singletons it needs.
import semver from 'semver';
import {
  CheckFailed,
  inspectRemote,
  readShellShared,
  type InspectContext,
  type InspectedRemote,
} from './inspect-remote.js';
import { isManifestUrlTarget, isVersionTarget, type RemoteTarget } from './targets.js';

export interface ValidateContext extends InspectContext {
  /** NODE_ENV=production: loopback origins are refused as well. */
  production: boolean;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopback(hostname: string): boolean {
  return LOOPBACK.has(hostname) || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/** Where a manifest URL may live: https, this product's origin, or loopback in development. */
export function checkOrigin(target: RemoteTarget, context: ValidateContext): void {
  if (isVersionTarget(target)) return;
  if (!isManifestUrlTarget(target))
    throw new CheckFailed(
      'target',
      `"${target}" is neither a version (x.y.z) nor a manifest URL (https://…/mf-manifest.json)`,
    );
  if (target.startsWith('/'))
    throw new CheckFailed(
      'target',
      `"${target}" is a path on this origin: name the release by its version instead`,
    );
  const url = new URL(target);
  if (url.origin === context.publicOrigin) return;
  if (url.protocol === 'https:') return;
  if (!context.production && isLoopback(url.hostname)) return;
  throw new CheckFailed(
    'origin',
    `${url.origin} is neither https nor the product's own origin (${context.publicOrigin})${context.production ? '' : '; plain http is allowed for loopback addresses only'}`,
  );
}

/** Every singleton the remote declares must accept the version the live shell provides. */
export function checkShared(
  inspected: InspectedRemote,
  shell: ReadonlyMap<string, string>,
  label: string,
): void {
  for (const declaration of inspected.shared) {
    const provided = shell.get(declaration.name);
    const range = declaration.requiredVersion;
    if (!declaration.singleton || !provided || !range) continue;
    if (!semver.validRange(range)) continue;
    if (!semver.satisfies(provided, range, { includePrerelease: true }))
      throw new CheckFailed(
        'shared',
        `${label} needs ${declaration.name} ${range}, but the live shell provides ${provided}`,
      );
  }
}

/** Every route the build declares must be one the shell can serve (docs/decisions/060). */
export function checkRoutes(inspected: InspectedRemote, label: string): void {
  if (inspected.routeProblems.length > 0)
    throw new CheckFailed(
      'routes',
      `${label} declares routes that cannot be served: ${inspected.routeProblems.join('; ')}`,
    );
}

/** Resolves with what the target is; throws CheckFailed naming the first failed check. */
export async function validateTarget(
  target: RemoteTarget,
  context: ValidateContext,
): Promise<InspectedRemote> {
  checkOrigin(target, context);
  const inspected = await inspectRemote(target, context);
  const shell = await readShellShared(context.frontendsDir);
  // Without a shell build (an API serving no frontends) there is no live shell to check against.
  const label = `${context.folder} ${inspected.version ?? target}`;
  if (shell) checkShared(inspected, shell, label);
  checkRoutes(inspected, label);
  return inspected;
}
