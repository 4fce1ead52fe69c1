import { localeStore, preloadLaterCatalogs, sessionStore } from '@peworld/shared-ui/core';
import { SHELL_CATALOGS } from '../messages/catalogs';
import { subscribeFederationStarted } from './federation-started';
import { linkTarget } from './link-target';

// A guest's landing and 404 show no remote: the federation start (/remotes.json, remote
// registration, runtime plugins, the page-policy listener, the route table, the prefetcher)
// waits until the visitor shows intent to follow a link, and its code is a chunk of its own, so
// the first load of those pages does not carry it (issue 29's size line; decision 073). Not on
// idle: that fetched the same code on every visit and measured heavier.

const WANTED_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
const LISTEN = { passive: true, capture: true } as const;

let wantedPath: string | null = null;
let stopWaiting: () => void = () => undefined;

/** Loads the federation chunk and starts it (once; a failed chunk load is tried again later). */
export function startFederationNow(): Promise<void> {
  return import('./start-federation').then((federation) => federation.startFederation());
}

/**
 * Starts federation at the first intent on a same-origin link, or when someone logs in on the
 * page; a page that asks for the remotes first (whenRemotesRegistered) starts it as well.
 */
export function startWhenWanted(): void {
  const onWanted = (event: Event) => {
    const url = linkTarget(event);
    if (!url) return;
    // The prefetcher arrives after this event: it replays the link so its page is fetched.
    wantedPath ??= url.pathname;
    startFederationNow().catch(() => undefined);
    // The words the landing did not need (later-keys.json): the next page may show them. Not at
    // every federation start: a pre-rendered login page needs none of them.
    preloadLaterCatalogs(SHELL_CATALOGS, localeStore.getState().locale).catch(() => undefined);
  };
  for (const type of WANTED_EVENTS) document.addEventListener(type, onWanted, LISTEN);
  // A member's frame prefetches their home page: a login without navigation (another tab).
  const unsubscribeSession = sessionStore.subscribe((state) => {
    if (state.user) startFederationNow().catch(() => undefined);
  });
  // Once started, however it was, intent is the prefetcher's job.
  const unsubscribeStarted = subscribeFederationStarted(() => stopWaiting());
  stopWaiting = () => {
    for (const type of WANTED_EVENTS) document.removeEventListener(type, onWanted, LISTEN);
    unsubscribeSession();
    unsubscribeStarted();
    stopWaiting = () => undefined;
  };
}

/** The first link pointed at before federation started, once (null after or without one). */
export function takeWantedPath(): string | null {
  const path = wantedPath;
  wantedPath = null;
  return path;
}

/** Tests only: a page that has not started federation. */
export function resetStartWhenWantedForTests(): void {
  stopWaiting();
  wantedPath = null;
}
