import { readFileSync } from 'node:fs';
import path from 'node:path';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/**
 * index.html with the app's title, name and version filled in; `head` is markup the build
 * made itself (font faces and preloads) and goes in as is.
 */
export function renderIndexHtml(values: {
  title: string;
  appName: string;
  version: string;
  head?: string;
}): string {
  const template = readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
  return template
    .replace(/\{\{(title|appName|version)\}\}/g, (_match, key: 'title' | 'appName' | 'version') =>
      escapeHtml(values[key]),
    )
    .replace('{{head}}', values.head ?? '');
}
