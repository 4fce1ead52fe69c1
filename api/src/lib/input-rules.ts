// Rules every query string and body obeys before its route schema sees it. Ajv coerces types
// (forms and query strings carry only text), which on its own lets through values the
// database or the handler cannot take: NUL bytes, malformed Unicode, numbers like `Infinity` or
// `1e309`, JSON `true` read as 1, and ids spelled in more than one way (`"53.0"`, `" 53"`,
// `[53]`). Each rule answers the field that broke it, or null.
import { MAX_ID, parseId } from './id-param.js';

type JsonSchema = {
  type?: unknown;
  properties?: Record<string, JsonSchema>;
  title?: unknown;
  errorMessage?: unknown;
  default?: unknown;
  maximum?: unknown;
};

export interface Violation {
  field: string;
  message: string;
}

const label = (field: string, schema?: JsonSchema) =>
  typeof schema?.title === 'string'
    ? schema.title
    : field.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()) || 'Value';

/** Half of a UTF-16 surrogate pair without its other half: JSON can spell one (`"\ud800"`). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What text no person types and the database cannot keep as typed: U+0000 (PostgreSQL text
 * cannot hold it) and malformed Unicode (a lone surrogate is not a character: stored as U+FFFD
 * by the driver, refused by jsonb, so it once answered 500 in messages and hire requests).
 */
function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'a NUL character';
  if (LONE_SURROGATE.test(text)) return 'malformed Unicode (a broken character)';
  return null;
}

/**
 * The first string anywhere in `value` (keys included) that holds unreadable text, named by
 * its field (and the field's title in `schema`, for the top-level fields).
 */
function unreadableText(value: unknown, field: string, schema?: JsonSchema): Violation | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem
      ? { field, message: `${label(field, schema)} must not contain ${problem}` }
      : null;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = unreadableText(item, field, schema);
      if (found) return found;
    }
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, inner] of Object.entries(value)) {
      const problem = textProblem(key);
      if (problem) return { field: '', message: `Field names must not contain ${problem}` };
      const found = field
        ? unreadableText(inner, `${field}.${key}`)
        : unreadableText(inner, key, schema?.properties?.[key]);
      if (found) return found;
    }
  }
  return null;
}

const typesOf = (schema: JsonSchema | undefined): string[] =>
  Array.isArray(schema?.type)
    ? (schema.type as string[])
    : schema?.type
      ? [String(schema.type)]
      : [];

// A plain decimal: what a form or a person writes. No exponent, hex, Infinity or padding.
const DECIMAL = /^-?(0|[1-9][0-9]{0,14})(\.[0-9]{1,15})?$/;

/** A number field holds a finite, plainly written number (and never a JSON boolean). */
function badNumber(value: unknown, field: string, schema: JsonSchema): Violation | null {
  const types = typesOf(schema);
  if (!types.includes('integer') && !types.includes('number')) return null;
  const message =
    typeof schema.errorMessage === 'string'
      ? schema.errorMessage
      : `${label(field, schema)} must be a number`;
  if (typeof value === 'boolean') return { field, message };
  if (typeof value === 'number' && !Number.isFinite(value)) return { field, message };
  if (typeof value === 'string' && !DECIMAL.test(value.trim())) return { field, message };
  if (Array.isArray(value)) {
    for (const item of value) if (badNumber(item, field, schema)) return { field, message };
  }
  return null;
}

/** JSON `true`/`false` in a field that is not a yes/no field (Ajv would read `true` as 1 or "true"). */
function badBoolean(value: unknown, field: string, schema: JsonSchema): Violation | null {
  if (typeof value !== 'boolean') return null;
  const types = typesOf(schema);
  if (types.length === 0 || types.includes('boolean')) return null;
  return { field, message: `${label(field, schema)} must not be true or false` };
}

/** A database id field: an integer bounded to the ids' range (`Id` in src/schemas/common.ts). */
export function isIdSchema(schema: JsonSchema): boolean {
  return typesOf(schema).includes('integer') && schema.maximum === MAX_ID;
}

/**
 * An id field holds one spelling of the id: a JSON whole number, or (forms and query strings
 * carry text) its canonical decimal text, which is replaced by the number here, so the id is
 * parsed once, at the edge, as path ids are. `"53.0"`, `" 53"`, `"053"` and `[53]` are refused,
 * not read as 53.
 */
function badId(
  values: Record<string, unknown>,
  field: string,
  schema: JsonSchema,
): Violation | null {
  const value = values[field];
  if (value === null) return null;
  const id = parseId(value);
  if (id === null) {
    // A whole number out of range is the schema's to word ("must be at most ...").
    if (typeof value === 'number' && Number.isInteger(value)) return null;
    const message =
      typeof schema.errorMessage === 'string'
        ? schema.errorMessage
        : `${label(field, schema)} must be a positive whole number`;
    return { field, message };
  }
  values[field] = id;
  return null;
}

/** The first rule a set of fields breaks against its object schema, or null. */
export function checkFields(values: unknown, schema: JsonSchema | undefined): Violation | null {
  const unreadable = unreadableText(values, '', schema);
  if (unreadable) return unreadable;
  if (!values || typeof values !== 'object' || Array.isArray(values) || !schema?.properties)
    return null;
  const record = values as Record<string, unknown>;
  for (const [field, value] of Object.entries(record)) {
    const property = schema.properties[field];
    if (!property) continue;
    const found = isIdSchema(property)
      ? badId(record, field, property)
      : (badNumber(value, field, property) ?? badBoolean(value, field, property));
    if (found) return found;
  }
  return null;
}

const POSITIVE = /^[1-9][0-9]{0,9}$/;

/**
 * `page` and `limit` of a list: anything that is not a positive whole number (`undefined`,
 * `abc`, `0`, `Infinity`) falls back to the schema's default instead of failing the whole list,
 * and a value above the schema's maximum is capped to it. Changes `query` in place.
 */
export function normalizePaging(query: Record<string, unknown>, schema: JsonSchema): void {
  for (const key of ['page', 'limit']) {
    const property = schema.properties?.[key];
    if (!property || !(key in query)) continue;
    let raw = query[key];
    if (Array.isArray(raw)) raw = raw[0];
    const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
    const max = typeof property.maximum === 'number' ? property.maximum : Number.MAX_SAFE_INTEGER;
    if (POSITIVE.test(text)) query[key] = Math.min(Number(text), max);
    else if (property.default !== undefined) query[key] = property.default;
    else delete query[key];
  }
}
