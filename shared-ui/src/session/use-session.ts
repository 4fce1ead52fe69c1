import type { Role, SessionUser } from '@peworld/api/schemas';
import { useCallback } from 'react';
import { sessionStore } from './session-store';

export interface Session {
  user: SessionUser | null;
  isLoggedIn: boolean;
  role: Role | null;
  isTalent: boolean;
  isRecruiter: boolean;
  login: (user: SessionUser) => void;
  /** Ends the server session, then forgets the login even if the server could not be reached. */
  logout: () => Promise<void>;
  clear: () => void;
}

/** Ends the session on the server and locally; never rejects. */
export async function logoutSession(): Promise<void> {
  try {
    // Loaded on use: the API client (ky) stays out of the first load of guest pages, which
    // read the session but never log out.
    const { logoutRequest } = await import('../api/calls/logout-request');
    await logoutRequest();
  } catch {
    // Offline or already expired: the local login must go regardless.
  } finally {
    sessionStore.getState().clear();
  }
}

export function useSession(): Session {
  const user = sessionStore((state) => state.user);
  const login = sessionStore((state) => state.login);
  const clear = sessionStore((state) => state.clear);
  const logout = useCallback(() => logoutSession(), []);
  const role = user?.role ?? null;
  return {
    user,
    isLoggedIn: user !== null,
    role,
    isTalent: role === 'talent',
    isRecruiter: role === 'recruiter',
    login,
    logout,
    clear,
  };
}
