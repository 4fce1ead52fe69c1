// The two languages Peworld speaks and how a visitor's language is chosen when they have not
// picked one: the browser's Accept-Language (docs/decisions/057-i18n.md).

export const LOCALES = ['id', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** Peworld is for Indonesia: Indonesian unless the visitor asks for English. */
export const DEFAULT_LOCALE: Locale = 'id';

/** The visitor's choice, readable by the server so the first HTML is already in it. */
export const LANG_COOKIE = 'peworld_lang';

/** A year: the choice outlives sessions. */
export const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'en-US' → 'en'; anything we do not speak → null. */
function supportedPrefix(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split('-')[0];
  return isLocale(primary) ? primary : null;
}

/**
 * The language of an Accept-Language header: the highest-weighted tag we speak (id or en),
 * else Indonesian. `fr, en;q=0.5` → en: the visitor reads English better than Indonesian.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { locale: supportedPrefix(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.locale !== null && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.locale ?? DEFAULT_LOCALE;
}

/** The value of the language cookie in a Cookie header (or document.cookie), if valid. */
export function localeFromCookie(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LANG_COOKIE && isLocale(value)) return value;
  }
  return null;
}
