import type { SessionStore } from '../session/session-store';
import { switchLocale } from './app-messages';
import { isLocale } from './locale';

/**
 * A login brings the account's language (chosen on another browser, say): the page switches
 * to it and this browser remembers it. Returns the unsubscribe.
 */
export function followAccountLanguage(store: SessionStore): () => void {
  return store.subscribe((state, previous) => {
    const language = state.user?.language;
    const loggedIn = state.user !== null && state.user.id_user !== previous.user?.id_user;
    if (loggedIn && isLocale(language)) void switchLocale(language);
  });
}
