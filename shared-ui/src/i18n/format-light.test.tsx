import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { formatLight, UNSUPPORTED } from './format-light';
import { intlOf } from './intl-runtime';
import { LOCALES, type Locale } from './locale';

const ROOT = path.join(__dirname, '..', '..', '..');
// The first-visit pages (landing, 404) show the shell's and shared-ui's text.
const FIRST_VISIT_APPS = ['shared-ui', 'shell'];
const OTHER_APPS = ['auth-remote', 'talent-app', 'employer-app', 'chat-app'];

function catalog(app: string, locale: Locale): Record<string, string> {
  try {
    return JSON.parse(
      readFileSync(path.join(ROOT, app, 'src', 'messages', `${locale}.json`), 'utf8'),
    ) as Record<string, string>;
  } catch {
    return {};
  }
}

/** Sample values for every placeholder of a message: text, numbers, select keys, tags. */
function valueSets(elements: MessageFormatElement[]): Record<string, unknown>[] {
  const base: Record<string, unknown> = {};
  const numbers = new Set<string>();
  const selects = new Map<string, string[]>();
  const walk = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.argument) base[element.value] ??= 'Ada';
      if (element.type === TYPE.number || element.type === TYPE.plural) numbers.add(element.value);
      if (element.type === TYPE.date || element.type === TYPE.time)
        base[element.value] = new Date(Date.UTC(2026, 0, 5, 7, 30));
      if (element.type === TYPE.tag) {
        base[element.value] = (chunks: ReactNode[]) => <b data-tag={element.value}>{chunks}</b>;
        walk(element.children);
      }
      if (element.type === TYPE.select) selects.set(element.value, Object.keys(element.options));
      if (element.type === TYPE.select || element.type === TYPE.plural)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(elements);
  const sets: Record<string, unknown>[] = [];
  for (const n of [0, 1, 2, 1500, 0.25]) {
    const values = { ...base };
    for (const name of numbers) values[name] = n;
    const keys = [...selects.entries()];
    if (keys.length === 0) sets.push(values);
    for (const [name, options] of keys)
      for (const option of options) sets.push({ ...values, [name]: option });
  }
  return sets;
}

const html = (node: unknown) => renderToStaticMarkup(<>{node as ReactNode}</>);

describe('format-light (the first visit without react-intl)', () => {
  const cases = (apps: string[]) =>
    apps.flatMap((app) =>
      LOCALES.flatMap((locale) =>
        Object.entries(catalog(app, locale)).map(([id, source]) => ({ app, locale, id, source })),
      ),
    );

  it.each(FIRST_VISIT_APPS)(
    "says every message of %s (the first-visit pages' text) as react-intl does",
    (app) => {
      const all = cases([app]);
      expect(all.length).toBeGreaterThan(20);
      for (const { locale, id, source } of all) {
        const ast = parse(source);
        const messages = { [id]: ast };
        const intl = intlOf({ locale, messages });
        for (const values of valueSets(ast)) {
          const light = formatLight(ast, id, locale, values);
          expect({ id, locale, supported: light !== UNSUPPORTED }).toEqual({
            id,
            locale,
            supported: true,
          });
          expect({ id, locale, out: html(light) }).toEqual({
            id,
            locale,
            out: html(intl.formatMessage({ id }, values as Record<string, string>)),
          });
        }
      }
    },
  );

  it("says the other apps' messages as react-intl does, or leaves them to it", () => {
    let said = 0;
    for (const { locale, id, source } of cases(OTHER_APPS)) {
      const ast = parse(source);
      const intl = intlOf({ locale, messages: { [id]: ast } });
      for (const values of valueSets(ast)) {
        const light = formatLight(ast, id, locale, values);
        if (light === UNSUPPORTED) continue;
        said += 1;
        expect({ id, locale, out: html(light) }).toEqual({
          id,
          locale,
          out: html(intl.formatMessage({ id }, values as Record<string, string>)),
        });
      }
    }
    expect(said).toBeGreaterThan(100);
  });

  it('formats plurals, numbers and tags in the locale', () => {
    const plural = parse('{n, plural, =0 {none} one {# item} other {# items}}');
    expect(formatLight(plural, 'k', 'en', { n: 0 })).toBe('none');
    expect(formatLight(plural, 'k', 'en', { n: 1 })).toBe('1 item');
    expect(formatLight(plural, 'k', 'en', { n: 1000 })).toBe('1,000 items');
    expect(formatLight(plural, 'k', 'id', { n: 1000 })).toBe('1.000 items');
    expect(formatLight(parse('{p, number, percent}'), 'k', 'en', { p: 0.5 })).toBe('50%');
    const tagged = formatLight(parse('Read <b>the {what}</b> now'), 'k', 'en', {
      what: 'terms',
      b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
    });
    expect(html(tagged)).toBe('Read <strong>the terms</strong> now');
  });

  it('leaves dates, missing values and ICU source text to react-intl; a missing message is its id', () => {
    expect(formatLight(parse('{d, date, short}'), 'k', 'en', { d: new Date() })).toBe(UNSUPPORTED);
    expect(formatLight(parse('Hi {name}'), 'k', 'en', {})).toBe(UNSUPPORTED);
    expect(formatLight('Hi {name}', 'k', 'en', { name: 'Ada' })).toBe(UNSUPPORTED);
    expect(formatLight(undefined, 'some.key', 'en')).toBe('some.key');
  });
});
