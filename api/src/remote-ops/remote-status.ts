// What `list` and the ops page show per remote: the pointer, what it falls back to, each live
// build's reachability and shared-ui range, and its page loads and failures in the last hour.
import type { RemoteApp } from '../frontends/remote-apps.js';
import type { InspectedRemote } from './inspect-remote.js';
import type { PointerRow } from './pointer-commands.js';
import type { PreviewRow } from './pointer-store.js';
import type { TargetStats } from './remote-stats.js';
import type { RemoteTarget } from './targets.js';

export interface VersionStatus {
  target: RemoteTarget;
  role: 'stable' | 'canary';
  reachable: boolean;
  /** Why it is not reachable (the failed check's message). */
  problem: string | null;
  version: string | null;
  sharedUiRange: string | null;
  loadsLastHour: number;
  failuresLastHour: number;
  topFailureCode: string | null;
}

export interface RemoteStatus {
  folder: string;
  name: string;
  stable: RemoteTarget | null;
  /** pointer: set by ops; env: REMOTE_<FOLDER>_URL; build: the local build; none. */
  stableSource: 'pointer' | 'env' | 'build' | 'none';
  previousStable: RemoteTarget | null;
  canary: RemoteTarget | null;
  canaryPercent: number;
  revision: number;
  updatedAt: string | null;
  updatedBy: string;
  activePreviews: number;
  versions: VersionStatus[];
  /** Builds this instance can serve by version. */
  available: { build: string | null; releases: string[] };
}

export interface StatusInput {
  app: RemoteApp;
  pointer: PointerRow | undefined;
  /** What it serves without a stable pointer. */
  fallback: RemoteTarget | null;
  fromEnv: boolean;
  previews: readonly PreviewRow[];
  stats: readonly TargetStats[];
  available: { build: string | null; releases: string[] };
  inspect: (target: RemoteTarget) => Promise<InspectedRemote>;
  now: number;
}

export async function remoteStatus(input: StatusInput): Promise<RemoteStatus> {
  const { app, pointer } = input;
  const stable = pointer?.stable ?? input.fallback;
  const stableSource: RemoteStatus['stableSource'] = pointer?.stable
    ? 'pointer'
    : input.fromEnv
      ? 'env'
      : stable
        ? 'build'
        : 'none';
  const roles: Array<{ target: RemoteTarget; role: VersionStatus['role'] }> = [];
  if (stable) roles.push({ target: stable, role: 'stable' });
  if (pointer?.canary) roles.push({ target: pointer.canary, role: 'canary' });
  const versions = await Promise.all(
    roles.map(async ({ target, role }): Promise<VersionStatus> => {
      const stat = input.stats.find(
        (entry) => entry.remote === app.folder && entry.target === target,
      );
      const base = {
        target,
        role,
        loadsLastHour: stat?.loads ?? 0,
        failuresLastHour: stat?.failures ?? 0,
        topFailureCode: stat?.topCode ?? null,
      };
      try {
        const inspected = await input.inspect(target);
        return {
          ...base,
          reachable: true,
          problem: null,
          version: inspected.version,
          sharedUiRange: inspected.sharedUiRange,
        };
      } catch (error) {
        return {
          ...base,
          reachable: false,
          problem: error instanceof Error ? error.message : String(error),
          version: null,
          sharedUiRange: null,
        };
      }
    }),
  );
  return {
    folder: app.folder,
    name: app.name,
    stable,
    stableSource,
    previousStable: pointer?.previousStable ?? null,
    canary: pointer?.canary ?? null,
    canaryPercent: pointer?.canary ? pointer.canaryPercent : 0,
    revision: pointer?.revision ?? 0,
    updatedAt: pointer?.updatedAt ?? null,
    updatedBy: pointer?.updatedBy ?? '',
    activePreviews: input.previews.filter(
      (preview) => preview.remote === app.folder && Date.parse(preview.expiresAt) > input.now,
    ).length,
    versions,
    available: input.available,
  };
}
