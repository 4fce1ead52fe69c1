import { useSyncExternalStore } from 'react';

// Whether this page has started federation (start-federation.ts says so; start-when-wanted.ts
// and the app's prefetcher follow it). Its own module: both sides import it, not each other.

type Listener = () => void;
const listeners = new Set<Listener>();
let started = false;

/** Called once by startFederation. */
export function federationStarted(): void {
  if (started) return;
  started = true;
  for (const listener of listeners) listener();
}

export function isFederationStarted(): boolean {
  return started;
}

export function subscribeFederationStarted(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once federation has started. False in the pre-render and during hydration (same tree). */
export function useFederationStarted(): boolean {
  return useSyncExternalStore(subscribeFederationStarted, isFederationStarted, () => false);
}

/** Tests only. */
export function resetFederationStartedForTests(): void {
  started = false;
}
