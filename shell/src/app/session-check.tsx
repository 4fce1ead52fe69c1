import { useSessionCheck } from '@peworld/shared-ui';

/**
 * Renders nothing: confirms a stored login with the server at start and on tab focus, so an
 * expired session is cleared (and the guards send the visitor to the landing page).
 */
export function SessionCheck() {
  useSessionCheck();
  return null;
}
