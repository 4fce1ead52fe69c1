import { sessionStore } from '../session/session-store';

/** Logged out, storage included: the state every test starts from. */
export function resetSessionStore(): void {
  sessionStore.getState().clear();
}
