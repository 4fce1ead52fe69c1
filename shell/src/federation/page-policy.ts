import type { RemotesManifest } from './remotes-manifest';

// The page's Content-Security-Policy allows the remote origins /remotes.json named when the page
// was served, and a page cannot widen its own policy. When ops move a remote to another origin,
// a Retry in an open page would be blocked: the page reloads once instead, and the new page's
// policy allows the new origin.

const RELOADED_KEY = 'peworld.reloadedForRemote';
let pageOrigins: Set<string> | null = null;
const blockedOrigins = new Set<string>();

function originOf(url: string): string | null {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
}

/** Notes the origins the page's policy was made for, and any load it blocks. Once, at boot. */
export function watchPagePolicy(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const origin = originOf(event.blockedURI);
    if (origin) blockedOrigins.add(origin);
  });
}

/** The first /remotes.json of this page is the one its policy was made for. */
export function rememberPageRemotes(manifest: RemotesManifest): void {
  if (pageOrigins) return;
  pageOrigins = new Set([window.location.origin]);
  for (const entry of Object.values(manifest)) {
    const origin = originOf(entry);
    if (origin) pageOrigins.add(origin);
  }
}

/** A remote entry this page's policy does not allow (a new origin, or one it blocked). */
export function entryOutsidePolicy(manifest: RemotesManifest): string | null {
  for (const entry of Object.values(manifest)) {
    const origin = originOf(entry);
    if (!origin || origin === window.location.origin) continue;
    if (blockedOrigins.has(origin) || (pageOrigins && !pageOrigins.has(origin))) return entry;
  }
  return null;
}

/**
 * Reloads the page so its policy allows `entry`, once per entry and tab (a policy that still
 * blocks it after the reload is not a reason to reload forever). Answers whether it reloads.
 */
export function reloadOnceFor(
  entry: string,
  reload: () => void = () => window.location.reload(),
): boolean {
  let done: string[] = [];
  try {
    done = JSON.parse(window.sessionStorage.getItem(RELOADED_KEY) ?? '[]') as string[];
    if (done.includes(entry)) return false;
    window.sessionStorage.setItem(RELOADED_KEY, JSON.stringify([...done, entry].slice(-10)));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** Tests only. */
export function resetPagePolicyForTests(): void {
  pageOrigins = null;
  blockedOrigins.clear();
}
