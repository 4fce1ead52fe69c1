import type { SessionUser } from '@peworld/api/schemas';
import { create } from 'zustand';
import {
  readStoredUser,
  removeStoredUser,
  SESSION_STORAGE_KEY,
  writeStoredUser,
} from './session-storage';

export { SESSION_STORAGE_KEY } from './session-storage';

export interface SessionState {
  user: SessionUser | null;
  /** Stores the login result (auth-remote calls this after a successful login). */
  login: (user: SessionUser) => void;
  /** Forgets the login locally (no API call): used on 401 and by logout. */
  clear: () => void;
}

/**
 * Builds a session store initialised from localStorage. Not zustand's persist middleware:
 * the spec fixes the stored value to the bare user object, not a `{ state, version }` envelope.
 */
export function createSessionStore() {
  return create<SessionState>()((set) => ({
    user: readStoredUser(),
    login: (user) => {
      writeStoredUser(user);
      set({ user });
    },
    clear: () => {
      removeStoredUser();
      set({ user: null });
    },
  }));
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** Keeps a store in step with logins/logouts made in other tabs. Returns the unsubscribe. */
export function syncSessionAcrossTabs(store: SessionStore): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    // key === null means localStorage.clear() in another tab.
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    store.setState({ user: readStoredUser() });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** The one session store (shared-ui is a federation singleton, so every remote sees it). */
export const sessionStore = createSessionStore();
syncSessionAcrossTabs(sessionStore);
