import { REMOTE_NEEDS_UPDATE } from '@peworld/shared-ui/core';
import { version as providedVersion } from '@peworld/shared-ui/package.json';

// The contract between the shell and a remote: the range of @peworld/shared-ui the remote was
// built against (its mf-manifest.json declares it) must accept the shared-ui this shell
// provides. The federation runtime only warns about a singleton outside a remote's range and
// hands it the shell's copy anyway, so a skewed remote would fail in odd ways (a missing
// export, a theme key that is not there). This check turns that into one distinct state.

// Loaded with a remote page's code, not on a first visit; remote-versions.ts records the range.

const SHARED_UI = '@peworld/shared-ui';
const logged = new Set<string>();

type Version = [number, number, number];

function parseVersion(text: string): Version | null {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * `^x.y.z` as semver means it (the only form remotes declare, see federation/shared.cjs): at
 * least x.y.z, below the next major (below the next minor for 0.y.z). Any other range is left
 * to the ops validation, which uses the full semver grammar.
 */
export function satisfiesCaret(version: string, range: string): boolean {
  const caret = /^\^(.+)$/.exec(range.trim());
  const provided = parseVersion(version);
  const floor = caret ? parseVersion(caret[1] ?? '') : null;
  if (!provided || !floor) return true;
  const ceiling: Version = floor[0] > 0 ? [floor[0] + 1, 0, 0] : [0, floor[1] + 1, 0];
  return compare(provided, floor) >= 0 && compare(provided, ceiling) < 0;
}

export class RemoteNeedsUpdateError extends Error {
  constructor(
    readonly remote: string,
    readonly remoteVersion: string,
    readonly range: string,
    readonly provided: string,
  ) {
    super(
      `${remote} ${remoteVersion} needs ${SHARED_UI} ${range}, but this shell provides ${provided}`,
    );
    this.name = REMOTE_NEEDS_UPDATE;
  }
}

/**
 * The error for a remote whose declared range this shell does not satisfy (logged once as one
 * line naming the remote, its version and the range), or null when it is compatible.
 */
export function sharedUiMismatch(
  remote: string,
  remoteVersion: string,
  range: string | undefined,
  provided: string = providedVersion,
): RemoteNeedsUpdateError | null {
  if (!range || satisfiesCaret(provided, range)) return null;
  const error = new RemoteNeedsUpdateError(remote, remoteVersion, range, provided);
  if (!logged.has(error.message)) {
    logged.add(error.message);
    console.error(`[federation] incompatible remote: ${error.message}`);
  }
  return error;
}

/** Tests only. */
export function clearLoggedMismatches(): void {
  logged.clear();
}
