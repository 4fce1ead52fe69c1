import { phaseOf } from './load-failure-mark';
import type { RemoteName } from './remote-names';
import { RemoteManifestError, RemoteNoAnswerError } from './remote-fetch-plugin';
import { registeredEntryOf } from './start-federation';

/** Where browsers report remotes that failed (counted per remote build for ops). */
export const FAILURE_REPORT_URL = '/api/remote-failures';
/** The same failure on the same page is reported once in this long (a Retry loop, StrictMode). */
const REPEAT_AFTER_MS = 30_000;
const MESSAGE_MAX = 300;

/** A short code ops can count by: the federation runtime's own code when it gave one. */
export function failureCode(error: unknown): string {
  if (error instanceof RemoteManifestError) return `manifest-${error.status}`;
  if (error instanceof RemoteNoAnswerError) return 'no-answer';
  if (!(error instanceof Error)) return 'error';
  const runtimeCode = /\bRUNTIME-\d{3}\b/.exec(error.message)?.[0];
  if (runtimeCode) return runtimeCode;
  const name = error.name.replace(/[^A-Za-z0-9_.:-]/g, '').slice(0, 60);
  return name && name !== 'Error' ? name : 'error';
}

const lastSent = new Map<string, number>();

/** Tests only. */
export function clearFailureReports(): void {
  lastSent.clear();
}

/**
 * Tells the API which remote build failed in this browser, and where. Fire and forget: it must
 * never add a failure of its own.
 */
export function reportRemoteFailure(remote: RemoteName, error: unknown): void {
  try {
    const entry = registeredEntryOf(remote);
    if (!entry) return;
    const code = failureCode(error);
    const page = window.location.pathname;
    const key = `${remote}|${entry}|${code}|${page}`;
    const now = Date.now();
    if (now - (lastSent.get(key) ?? -Infinity) < REPEAT_AFTER_MS) return;
    lastSent.set(key, now);
    const body = JSON.stringify({
      remote,
      entry,
      code,
      phase: phaseOf(error),
      page: page.slice(0, 500),
      message: (error instanceof Error ? error.message : String(error)).slice(0, MESSAGE_MAX),
    });
    // keepalive: the report still goes out when the visitor leaves the page meanwhile.
    void fetch(FAILURE_REPORT_URL, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  } catch {
    // Reporting is best effort.
  }
}
