// The app's index.html in one language: <html lang>, the description and the no-script
// notice, from the shell's catalog (plain messages without placeholders).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@peworld/shared-ui/locale';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

export function shellMessages(locale: Locale): Record<string, string> {
  const file = path.resolve(__dirname, '..', '..', 'messages', `${locale}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

export function localizeTemplate(
  template: string,
  locale: Locale,
  messages: Record<string, string> = shellMessages(locale),
): string {
  const text = (key: string) => {
    const message = messages[key];
    if (!message) throw new Error(`shell catalog ${locale} has no "${key}"`);
    return escapeHtml(message);
  };
  const html = /<html lang="?[a-zA-Z-]*"?/;
  if (!html.test(template)) throw new Error('index.html has no <html lang>');
  // The production html is minified: attribute quotes may be gone.
  return template
    .replace(html, `<html lang="${locale}"`)
    .replace(
      /(<meta name="?description"? content=)("[^"]*"|[^\s>]+)/,
      (_match, start: string) => `${start}"${text('shell.page.description')}"`,
    )
    .replace(
      /<noscript>[\s\S]*?<\/noscript>/,
      `<noscript>${text('shell.page.noscript')}</noscript>`,
    );
}
