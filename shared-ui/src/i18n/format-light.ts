import { Children, createElement, Fragment, isValidElement, type ReactNode } from 'react';
import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './locale';

/**
 * A small formatter for precompiled messages (the ASTs the build makes of every catalog), so a
 * guest's first load of `/` needs no react-intl (docs/decisions/057-i18n.md, "First load").
 * It covers what the first-visit pages say: text, `{arg}`, `{n, number}` (plain, integer,
 * percent), `{x, select, …}`, `{n, plural, …}` with `#`, and `<tag>…</tag>`, with the output
 * react-intl gives (same merged text parts, same keyed arrays), so a page pre-rendered with
 * react-intl hydrates with this one and the other way round (`format-light.test.tsx` compares
 * both on every message of the catalogs). Anything else (dates, times, number skeletons, a
 * message still in ICU source form, a missing value) answers UNSUPPORTED and the caller
 * loads react-intl.
 */
export const UNSUPPORTED = Symbol('needs react-intl');

type Values = Record<string, unknown>;
type Part = string | ReactNode;

// @formatjs/icu-messageformat-parser's TYPE enum (numbers in the ASTs).
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;
const TAG = 8;

/** react-intl's default named number styles (`{n, number, percent}`). */
const NUMBER_STYLES: Record<string, Intl.NumberFormatOptions> = {
  integer: { maximumFractionDigits: 0 },
  percent: { style: 'percent' },
};

class Unsupported extends Error {}

function numberFormat(locale: Locale, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, options);
}

function valueOf(values: Values, name: string): unknown {
  if (!(name in values)) throw new Unsupported(name);
  return values[name];
}

function parts(
  elements: MessageFormatElement[],
  locale: Locale,
  values: Values,
  pluralValue?: number,
): Part[] {
  const out: Part[] = [];
  for (const element of elements) {
    switch (element.type) {
      case LITERAL:
        out.push(element.value);
        break;
      case POUND:
        if (typeof pluralValue === 'number') out.push(numberFormat(locale).format(pluralValue));
        break;
      case ARGUMENT: {
        const value = valueOf(values, element.value);
        out.push(
          typeof value === 'string' || typeof value === 'number'
            ? String(value)
            : value
              ? (value as ReactNode)
              : '',
        );
        break;
      }
      case NUMBER: {
        const value = valueOf(values, element.value);
        const style = element.style;
        if (typeof value !== 'number' || (style !== null && typeof style !== 'string'))
          throw new Unsupported(element.value);
        if (typeof style === 'string' && !(style in NUMBER_STYLES)) throw new Unsupported(style);
        out.push(numberFormat(locale, style ? NUMBER_STYLES[style] : undefined).format(value));
        break;
      }
      case SELECT: {
        const option = optionOf(element.options, String(valueOf(values, element.value)));
        if (!option) throw new Unsupported(element.value);
        out.push(...parts(option.value, locale, values));
        break;
      }
      case PLURAL: {
        const value = valueOf(values, element.value);
        if (typeof value !== 'number') throw new Unsupported(element.value);
        const shifted = value - (element.offset || 0);
        const option =
          ownOption(element.options, `=${value}`) ??
          optionOf(
            element.options,
            new Intl.PluralRules(locale, { type: element.pluralType }).select(shifted),
          );
        if (!option) throw new Unsupported(element.value);
        out.push(...parts(option.value, locale, values, shifted));
        break;
      }
      case TAG: {
        const render = values[element.value];
        if (typeof render !== 'function') throw new Unsupported(element.value);
        // react-intl hands a tag its chunks as a keyed array (React.Children.toArray).
        const chunks = merge(parts(element.children, locale, values, pluralValue));
        const made = (render as (chunks: ReactNode[]) => ReactNode)(keyed(chunks));
        out.push(...(Array.isArray(made) ? (made as Part[]) : [made]));
        break;
      }
      default:
        throw new Unsupported(String(element.type));
    }
  }
  return out;
}

function ownOption<T>(options: Record<string, T>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(options, key) ? options[key] : undefined;
}

function optionOf<T>(options: Record<string, T>, key: string): T | undefined {
  return ownOption(options, key) ?? options.other;
}

/** react-intl's toKeyedReactNodeArray: index keys, elements wrapped in a keyed Fragment. */
function keyed(list: Part[]): ReactNode[] {
  return Children.toArray(list).map((child, index) =>
    isValidElement(child) ? createElement(Fragment, { key: index }, child) : child,
  );
}

/** Adjacent text becomes one string, as intl-messageformat does. */
function merge(list: Part[]): Part[] {
  const merged: Part[] = [];
  for (const part of list) {
    const last = merged.length - 1;
    if (typeof part === 'string' && last >= 0 && typeof merged[last] === 'string') {
      merged[last] = merged[last] + part;
    } else {
      merged.push(part);
    }
  }
  return merged;
}

/**
 * The message in the locale with the values, or UNSUPPORTED when only react-intl can say it.
 * A missing message gives its id, as react-intl does.
 */
export function formatLight(
  message: string | MessageFormatElement[] | undefined,
  id: string,
  locale: Locale,
  values: Values = {},
): string | ReactNode | typeof UNSUPPORTED {
  if (message === undefined) return id;
  if (typeof message === 'string') return UNSUPPORTED;
  try {
    const merged = merge(parts(message, locale, values));
    if (merged.length === 0) return '';
    if (merged.length === 1) return merged[0];
    return keyed(merged);
  } catch (error) {
    if (error instanceof Unsupported) return UNSUPPORTED;
    throw error;
  }
}
