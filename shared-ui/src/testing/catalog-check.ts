// The check every app runs in its jest suite (src/messages/catalogs.test.ts): its two
// catalogs have the same keys, under its own prefix, with the same placeholders, every
// message parses, and every key its code asks for with t('…') exists.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '../i18n/locale';

const SHARED_UI_MESSAGES = path.join(__dirname, '..', 'messages');

function readJson(file: string): Record<string, string> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) placeholders(option.value, into);
    if (element.type === TYPE.tag) placeholders(element.children, into);
  }
  return into;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** t('key') calls (sharedText('key') in shared-ui) and message-id props (titleId="key"). */
const KEY_USE = /(?:\b(?:t|rich|sharedText)\(\s*|\b[a-z]\w*Id=)['"]([A-Za-z0-9_.-]+)['"]/g;

/**
 * later-keys.json (the prefixes of the keys a first paint does not need): each names keys of
 * this package, and none of them is said outside React (sharedText reads the first part only).
 */
function laterKeyProblems(messagesDir: string, keys: string[], srcDir: string): string[] {
  const file = path.join(messagesDir, 'later-keys.json');
  if (!existsSync(file)) return [];
  const prefixes = JSON.parse(readFileSync(file, 'utf8')) as string[];
  const problems = prefixes
    .filter((prefix) => !keys.some((key) => key.startsWith(prefix)))
    .map((prefix) => `later-keys.json: "${prefix}" names no key`);
  for (const source of sourceFiles(srcDir)) {
    for (const match of readFileSync(source, 'utf8').matchAll(
      /\bsharedText\(\s*['"]([\w.-]+)['"]/g,
    ))
      if (prefixes.some((prefix) => match[1]!.startsWith(prefix)))
        problems.push(`${path.relative(srcDir, source)}: sharedText('${match[1]}') is a later key`);
  }
  return problems;
}

/** Everything wrong with a package's catalogs; empty when they are complete. */
export function catalogProblems(srcDir: string, prefix: string): string[] {
  const problems: string[] = [];
  const messagesDir = path.join(srcDir, 'messages');
  const catalogs = Object.fromEntries(
    LOCALES.map((locale) => [locale, readJson(path.join(messagesDir, `${locale}.json`))]),
  );
  const shared = readJson(path.join(SHARED_UI_MESSAGES, 'id.json'));
  const [first, ...others] = LOCALES;
  for (const locale of LOCALES) {
    for (const [key, message] of Object.entries(catalogs[locale]!)) {
      if (!key.startsWith(`${prefix}.`))
        problems.push(`${locale}: "${key}" is not under "${prefix}."`);
      if (typeof message !== 'string' || message.trim() === '')
        problems.push(`${locale}: "${key}" is empty`);
      for (const other of LOCALES)
        if (other !== locale && !(key in catalogs[other]!))
          problems.push(`${other}: "${key}" is missing (it is in ${locale})`);
    }
  }
  for (const key of Object.keys(catalogs[first!]!)) {
    const shapes = LOCALES.map((locale) => {
      const message = catalogs[locale]![key];
      if (message === undefined) return null;
      try {
        return [...placeholders(parse(message))].sort().join(',');
      } catch (error) {
        problems.push(`${locale}: "${key}" does not parse: ${(error as Error).message}`);
        return null;
      }
    });
    if (others.length && new Set(shapes.filter((s) => s !== null)).size > 1)
      problems.push(`"${key}" has different placeholders per language: ${shapes.join(' / ')}`);
  }
  for (const file of sourceFiles(srcDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(KEY_USE)) {
      const key = match[1]!;
      if (!(key in catalogs[first!]!) && !(key in shared))
        problems.push(`${path.relative(srcDir, file)}: t('${key}') is in no catalog`);
    }
  }
  problems.push(...laterKeyProblems(messagesDir, Object.keys(catalogs[first!]!), srcDir));
  problems.push(...laterKeyProblems(messagesDir, Object.keys(catalogs[first!]!), srcDir));
  return problems;
}
