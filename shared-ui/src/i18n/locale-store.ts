import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import {
  DEFAULT_LOCALE,
  isLocale,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE_S,
  localeFromCookie,
  type Locale,
} from './locale';

export interface LocaleState {
  locale: Locale;
}

/**
 * The page's language at start: the server wrote it into <html lang> (cookie, account,
 * Accept-Language), so the first render matches the pre-rendered HTML.
 */
function initialLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  const fromHtml = document.documentElement.lang;
  if (isLocale(fromHtml)) return fromHtml;
  return localeFromCookie(document.cookie) ?? DEFAULT_LOCALE;
}

/** The one current language (shared-ui is a federation singleton: every remote sees it). */
export const localeStore = create<LocaleState>()(() => ({ locale: initialLocale() }));

/** Remembers the choice for this browser (cookie) and switches every app's text at once. */
export function applyLocale(locale: Locale): void {
  if (typeof document !== 'undefined') {
    document.cookie = `${LANG_COOKIE}=${locale}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE_S}; SameSite=Lax`;
    document.documentElement.lang = locale;
  }
  if (localeStore.getState().locale !== locale) localeStore.setState({ locale });
}

const currentLocale = () => localeStore.getState().locale;

/**
 * The current language. The server snapshot is the current state too (not zustand's initial
 * one): the build pre-renders each page once per language by setting the store first, and a
 * hydrating browser starts from <html lang>, which is that page's language.
 */
export function useLocale(): Locale {
  return useSyncExternalStore(localeStore.subscribe, currentLocale, currentLocale);
}
