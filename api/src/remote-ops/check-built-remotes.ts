// The checks `npm run remotes -- use` runs before a switch, applied to what is built now: each
// remote's dist/ against the shell's dist/ (issue 28, "nothing checks a built remote against
// the shell that will host it"). `npm run remotes:contract -- --check` runs it after a build.
import { distVersion } from '../frontends/remote-builds.js';
import { REMOTE_APPS, type RemoteApp } from '../frontends/remote-apps.js';
import { CheckFailed, readShellShared } from './inspect-remote.js';
import { validateTarget } from './validate-target.js';

export interface BuiltRemoteCheck {
  folder: string;
  /** The version its dist/ was built as, or null when it has no build. */
  version: string | null;
  /** Why the shell built now cannot host it (the failed check's message), or null. */
  problem: string | null;
}

/**
 * Every remote's current build checked against the current shell build under `frontendsDir`
 * (the repository root): its manifest, container name and entry file, the shared singletons
 * it needs against those the shell provides, and the routes it declares. Null when the shell
 * is not built, since then there is nothing to check against.
 */
export async function checkBuiltRemotes(
  frontendsDir: string,
  remotes: readonly RemoteApp[] = REMOTE_APPS,
): Promise<BuiltRemoteCheck[] | null> {
  if (!(await readShellShared(frontendsDir))) return null;
  const checks: BuiltRemoteCheck[] = [];
  for (const { folder, name } of remotes) {
    const version = await distVersion(frontendsDir, folder);
    if (!version) {
      checks.push({ folder, version: null, problem: null });
      continue;
    }
    try {
      await validateTarget(version, {
        folder,
        name,
        frontendsDir,
        // A version target is read from disk: no origin is contacted.
        publicOrigin: 'http://127.0.0.1',
        production: false,
        timeoutMs: 1000,
      });
      checks.push({ folder, version, problem: null });
    } catch (error) {
      if (!(error instanceof CheckFailed)) throw error;
      checks.push({ folder, version, problem: `${error.check}: ${error.message}` });
    }
  }
  return checks;
}
