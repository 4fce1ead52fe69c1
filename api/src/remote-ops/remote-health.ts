// Whether each build visitors are served (every remote's stable, and its canary) can be reached,
// for GET /api/health: a remote that cannot makes the instance "degraded", never down.
import { REMOTE_APPS, type RemoteApp } from '../frontends/remote-apps.js';
import type { PointerRow } from './pointer-commands.js';
import type { RemoteTarget } from './targets.js';

export interface RemoteHealth {
  name: string;
  target: RemoteTarget;
  reachable: boolean;
  problem: string | null;
}

export async function probeRemotes(input: {
  pointers: ReadonlyMap<string, PointerRow>;
  defaults: Readonly<Record<string, RemoteTarget | null>>;
  /** Resolves when the build answers like a browser needs it; rejects with why not. */
  probe: (app: RemoteApp, target: RemoteTarget) => Promise<unknown>;
}): Promise<RemoteHealth[]> {
  const probes: Array<Promise<RemoteHealth>> = [];
  for (const app of REMOTE_APPS) {
    const pointer = input.pointers.get(app.folder);
    const live = new Set<RemoteTarget>();
    const stable = pointer?.stable ?? input.defaults[app.folder];
    if (stable) live.add(stable);
    if (pointer?.canary) live.add(pointer.canary);
    for (const target of live)
      probes.push(
        input.probe(app, target).then(
          () => ({ name: app.name, target, reachable: true, problem: null }),
          (error: unknown) => ({
            name: app.name,
            target,
            reachable: false,
            problem: error instanceof Error ? error.message : String(error),
          }),
        ),
      );
  }
  return Promise.all(probes);
}
