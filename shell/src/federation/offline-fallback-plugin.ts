import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemotePageModule } from './remotes';

const UNAVAILABLE = Symbol.for('peworld.remoteUnavailable');

/** What loadRemote resolves to when a remote could not be loaded (offline, 404, bad build). */
export interface OfflineFallbackModule extends RemotePageModule {
  [UNAVAILABLE]: Error;
}

export function isOfflineFallback(module: unknown): module is OfflineFallbackModule {
  return typeof module === 'object' && module !== null && UNAVAILABLE in module;
}

export function unavailableCause(module: OfflineFallbackModule): Error {
  return module[UNAVAILABLE];
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

function createFallbackModule(id: string, cause: Error): OfflineFallbackModule {
  // Rendering it throws, so wherever it is mounted the nearest RemoteBoundary shows
  // "This section is unavailable" with Retry instead of a blank area.
  function RemoteUnavailablePage(): never {
    throw cause;
  }
  RemoteUnavailablePage.displayName = `Unavailable(${id})`;
  return { default: RemoteUnavailablePage, [UNAVAILABLE]: cause };
}

/**
 * errorLoadRemote fires once per failing lifecycle. A failed manifest ('afterResolve') or
 * request ('beforeRequest') is left to fail, which lands in 'onLoad'; there the plugin
 * answers with a stand-in module, so a remote that is down never becomes an unhandled
 * rejection, even when it fails outside React (a hover preload, share negotiation).
 */
export function offlineFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'peworld-offline-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const cause = toError(error);
      console.warn(`[federation] ${id} is unavailable: ${cause.message}`);
      return createFallbackModule(id, cause);
    },
  };
}
