import type { SessionUser } from '@peworld/api/schemas';

/** The spec's storage key: its value is exactly the login result's user object. */
export const SESSION_STORAGE_KEY = '@userLogin';

function storage(): Storage | null {
  // Private mode / disabled storage throws on access; behave as "nothing stored".
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.id_user === 'number' &&
    (candidate.role === 'talent' || candidate.role === 'recruiter')
  );
}

/** Parses a stored value; anything that is not a user object counts as logged out. */
export function parseStoredUser(raw: string | null): SessionUser | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Reads the stored login and removes it when it is corrupted, so it cannot linger. */
export function readStoredUser(): SessionUser | null {
  const store = storage();
  if (!store) return null;
  const raw = store.getItem(SESSION_STORAGE_KEY);
  const user = parseStoredUser(raw);
  if (raw !== null && user === null) store.removeItem(SESSION_STORAGE_KEY);
  return user;
}

export function writeStoredUser(user: SessionUser): void {
  try {
    storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Quota or disabled storage: the session still lives in memory for this tab.
  }
}

export function removeStoredUser(): void {
  storage()?.removeItem(SESSION_STORAGE_KEY);
}
