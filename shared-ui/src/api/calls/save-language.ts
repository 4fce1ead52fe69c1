import type { Locale } from '../../i18n/locale';
import { api } from '../typed-client';
import { answerOf } from './request';

/** Stores the logged-in account's language, so it follows the user to other browsers. */
export function saveLanguage(language: Locale) {
  return answerOf(api.PUT('/api/auth/language', { body: { language } }));
}
