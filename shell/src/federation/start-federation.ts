import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { offlineFallbackPlugin } from './offline-fallback-plugin';
import {
  entryOutsidePolicy,
  rememberPageRemotes,
  reloadOnceFor,
  resetPagePolicyForTests,
  watchPagePolicy,
} from './page-policy';
import { remoteFetchPlugin } from './remote-fetch-plugin';
import type { RemoteName } from './remote-names';
import { remoteVersionPlugin } from './remote-versions';
import { fetchRemotesJson, type RemotesManifest } from './remotes-manifest';
import { publishRoutesOf } from './publish-routes';
import { publishRouteTableError } from './route-table-store';
import { federationStarted } from './federation-started';

let started = false;
let registration: Promise<RemotesManifest> | null = null;
/** What the federation runtime has been told so far, by remote name. */
let registered: RemotesManifest = {};

/**
 * Fetches /remotes.json and registers the remotes whose URL is new or changed. The build
 * plugin already created this host's federation instance: register on it (createInstance()
 * would start a second one with an empty share scope). `force` drops the runtime's cached
 * container of a remote whose URL changed, so the new build is what loads next.
 */
function register(refresh = false): Promise<RemotesManifest> {
  const attempt = fetchRemotesJson().then(({ manifest, routes }) => {
    rememberPageRemotes(manifest);
    // Ops moved a remote where this page's policy cannot follow: a fresh page can (once).
    const outside = refresh ? entryOutsidePolicy(manifest) : null;
    if (outside && reloadOnceFor(outside)) return new Promise<RemotesManifest>(() => undefined);
    const changed = Object.entries(manifest).filter(
      ([name, entry]) => registered[name as keyof RemotesManifest] !== entry,
    );
    if (changed.length > 0) {
      const remotes = changed.map(([name, entry]) => ({ name, entry }));
      if (Object.keys(registered).length === 0) registerRemotes(remotes);
      else registerRemotes(remotes, { force: true });
    }
    registered = { ...registered, ...manifest };
    // The route table follows the builds just registered.
    void publishRoutesOf(manifest, routes);
    return manifest;
  });
  // A failed fetch is not remembered: the next remote page (or its Retry) asks again.
  attempt.catch((error: unknown) => {
    if (registration === attempt) registration = null;
    publishRouteTableError(error instanceof Error ? error : new Error(String(error)));
  });
  registration = attempt;
  return attempt;
}

/**
 * Runs once, without waiting: at boot on a remote's page or for a member (alongside the first
 * render), on a guest's landing and 404 at the first link intent (start-when-wanted.ts), and
 * whenever a page asks for the remotes first (a click or a navigate without any intent).
 */
export function startFederation(): void {
  if (started) return;
  started = true;
  watchPagePolicy();
  registerPlugins([offlineFallbackPlugin(), remoteVersionPlugin(), remoteFetchPlugin()]);
  register().catch(() => undefined);
  federationStarted();
}

/** The manifest URL this page registered for a remote (failure reports name the build). */
export function registeredEntryOf(name: RemoteName): string | undefined {
  return registered[name];
}

/** Resolves once the remotes of /remotes.json are registered (fetching it again if it failed). */
export function whenRemotesRegistered(): Promise<RemotesManifest> {
  startFederation();
  return registration ?? register();
}

/**
 * Reads /remotes.json again (a Retry after a failure): if ops pointed a broken remote at a
 * working build meanwhile, the retry loads that one without a page reload.
 */
export function refreshRemotes(): Promise<RemotesManifest> {
  if (!started) return whenRemotesRegistered();
  return register(true);
}

/** Tests only: forget the registration so each test starts from boot. */
export function resetFederationForTests(): void {
  started = false;
  registration = null;
  registered = {};
  resetPagePolicyForTests();
}
