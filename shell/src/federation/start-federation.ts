import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { offlineFallbackPlugin } from './offline-fallback-plugin';
import { remoteVersionPlugin } from './remote-versions';
import { fetchRemotesManifest, type RemotesManifest } from './remotes-manifest';

let registration: Promise<RemotesManifest> | null = null;
/** What the federation runtime has been told so far, by remote name. */
let registered: RemotesManifest = {};

/**
 * Fetches /remotes.json and registers the remotes whose URL is new or changed. The build
 * plugin already created this host's federation instance: register on it (createInstance()
 * would start a second one with an empty share scope). `force` drops the runtime's cached
 * container of a remote whose URL changed, so the new build is what loads next.
 */
function register(): Promise<RemotesManifest> {
  const attempt = fetchRemotesManifest().then((manifest) => {
    const changed = Object.entries(manifest).filter(
      ([name, entry]) => registered[name as keyof RemotesManifest] !== entry,
    );
    if (changed.length > 0) {
      const remotes = changed.map(([name, entry]) => ({ name, entry }));
      if (Object.keys(registered).length === 0) registerRemotes(remotes);
      else registerRemotes(remotes, { force: true });
    }
    registered = { ...registered, ...manifest };
    return manifest;
  });
  // A failed fetch is not remembered: the next remote page (or its Retry) asks again.
  attempt.catch(() => {
    if (registration === attempt) registration = null;
  });
  registration = attempt;
  return attempt;
}

/**
 * Called once at boot, without waiting: the landing page needs no remote, so /remotes.json is
 * fetched in parallel with the first render instead of in front of it.
 */
export function startFederation(): void {
  registerPlugins([offlineFallbackPlugin(), remoteVersionPlugin()]);
  register().catch(() => undefined);
}

/** Resolves once the remotes of /remotes.json are registered (fetching it again if it failed). */
export function whenRemotesRegistered(): Promise<RemotesManifest> {
  return registration ?? register();
}

/**
 * Reads /remotes.json again (a Retry after a failure): if ops pointed a broken remote at a
 * working build meanwhile, the retry loads that one without a page reload.
 */
export function refreshRemotes(): Promise<RemotesManifest> {
  return register();
}

/** Tests only: forget the registration so each test starts from boot. */
export function resetFederationForTests(): void {
  registration = null;
  registered = {};
}
