/*
 * A one-time message carried to the next screen in react-router's navigation state,
 * e.g. "Registration succeeded" shown on the login screen after signing up.
 */
export interface FlashState {
  flash: string;
  email?: string;
}

export function flashState(message: string, email?: string): FlashState {
  return email ? { flash: message, email } : { flash: message };
}

export function readFlash(state: unknown): FlashState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { flash, email } = state as Record<string, unknown>;
  if (typeof flash !== 'string' || !flash) return null;
  return typeof email === 'string' ? { flash, email } : { flash };
}
