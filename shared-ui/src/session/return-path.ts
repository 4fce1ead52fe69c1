// Where a visitor goes after logging in: the page they opened without a login (a profile link,
// /chat/7 from the hire e-mail), remembered for this tab only. Written by the shell's guard,
// read by the login screens; only a path on this site is ever kept or answered, so a crafted
// link cannot send a visitor elsewhere after login (no open redirect).

const RETURN_PATH_KEY = 'peworld:return-path';
/** Any real page of ours is far shorter; a longer value is not one we wrote. */
const MAX_LENGTH = 2000;
/** Resolves relative paths without touching the page's own origin. */
const PROBE_ORIGIN = 'https://return-path.invalid';

function storage(): Storage | null {
  // Private mode or disabled storage throws on access: nothing is kept then.
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The same-site path, query and hash of `candidate`, or null: absolute URLs, protocol-relative
 * ones (`//evil.example`), backslashes (browsers read `/\evil` as `//evil`) and control
 * characters are refused, and so is the landing page (nothing to come back to).
 */
export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || candidate.length > MAX_LENGTH) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return null;
  }
  // Dot segments can still resolve to '//host' ('/..//evil'): checked after resolving too.
  if (url.origin !== PROBE_ORIGIN || url.pathname === '/' || url.pathname.startsWith('//'))
    return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Keeps `path` to return to after the next login (ignored when it is not a safe one). */
export function rememberReturnPath(path: string): void {
  const safe = safeReturnPath(path);
  if (safe === null) return;
  try {
    storage()?.setItem(RETURN_PATH_KEY, safe);
  } catch {
    // Quota or disabled storage: the visitor lands on /home as before.
  }
}

/** The page to go to after login, or null: a tampered or foreign value counts as none. */
export function readReturnPath(): string | null {
  try {
    return safeReturnPath(storage()?.getItem(RETURN_PATH_KEY) ?? null);
  } catch {
    return null;
  }
}

/** Once the visitor is on a member page, the remembered one has served. */
export function forgetReturnPath(): void {
  try {
    storage()?.removeItem(RETURN_PATH_KEY);
  } catch {
    // Nothing was kept.
  }
}

/**
 * A login the server no longer knows (401) ends on the page the visitor was reading: it is
 * where they want to be after logging in again. (A logout they chose keeps nothing.)
 */
export function rememberCurrentPage(): void {
  if (typeof window === 'undefined') return;
  const { pathname, search, hash } = window.location;
  rememberReturnPath(`${pathname}${search}${hash}`);
}
