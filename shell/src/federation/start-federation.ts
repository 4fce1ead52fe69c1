import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { offlineFallbackPlugin } from './offline-fallback-plugin';
import { remoteVersionPlugin } from './remote-versions';
import { fetchRemotesManifest, type RemotesManifest } from './remotes-manifest';

let registration: Promise<RemotesManifest> | null = null;

function register(): Promise<RemotesManifest> {
  const attempt = fetchRemotesManifest().then((manifest) => {
    // The build plugin already created this host's federation instance: register on it
    // (createInstance() would start a second one with an empty share scope).
    registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
    return manifest;
  });
  // A failed fetch is not remembered: the next remote page (or its Retry) asks again.
  attempt.catch(() => {
    if (registration === attempt) registration = null;
  });
  return attempt;
}

/**
 * Called once at boot, without waiting: the landing page needs no remote, so /remotes.json is
 * fetched in parallel with the first render instead of in front of it.
 */
export function startFederation(): void {
  registerPlugins([offlineFallbackPlugin(), remoteVersionPlugin()]);
  registration = register();
}

/** Resolves once the remotes of /remotes.json are registered (fetching it again if it failed). */
export function whenRemotesRegistered(): Promise<RemotesManifest> {
  registration ??= register();
  return registration;
}

/** Tests only: forget the registration so each test starts from boot. */
export function resetFederationForTests(): void {
  registration = null;
}
