import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Catalog } from '../i18n/catalogs';
import type { Locale } from '../i18n/locale';
import { setFallbackMessages } from '../i18n/use-app-intl';
import { localeStore } from '../i18n/locale-store';

const SHARED_UI_MESSAGES = path.join(__dirname, '..', 'messages');

/** The `src/messages` folder of the package a test file belongs to. */
export function packageMessagesDir(testPath: string): string | null {
  let dir = path.dirname(testPath);
  while (dir !== path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) {
      const messages = path.join(dir, 'src', 'messages');
      return existsSync(messages) ? messages : null;
    }
    dir = path.dirname(dir);
  }
  return null;
}

function readCatalog(dir: string, locale: Locale): Catalog {
  const file = path.join(dir, `${locale}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Catalog) : {};
}

/** shared-ui's messages plus those of the test's own package, in one language. */
export function testMessages(testPath: string, locale: Locale): Catalog {
  const own = packageMessagesDir(testPath);
  return {
    ...readCatalog(SHARED_UI_MESSAGES, locale),
    ...(own ? readCatalog(own, locale) : {}),
  };
}

/** Makes bare-rendered components of this test file read its package's catalogs. */
export function registerTestCatalogs(testPath: string, locale: Locale): void {
  setFallbackMessages(locale, testMessages(testPath, locale));
}

/** Renders the rest of the test in one language (store and bare components alike). */
export function setTestLocale(locale: Locale): void {
  localeStore.setState({ locale });
  registerTestCatalogs(expect.getState().testPath ?? '', locale);
}
