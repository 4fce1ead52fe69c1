// Rules every query string and body obeys before its route schema sees it. Ajv coerces types
// (forms and query strings carry only text), which on its own lets through values the
// database or the handler cannot take: NUL bytes, numbers like `Infinity` or `1e309`, and
// JSON `true` read as 1. Each rule answers the field that broke it, or null.
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

/** PostgreSQL text cannot hold U+0000, and no person types one. */
function nulIn(value: unknown, field: string): Violation | null {
  if (typeof value === 'string') {
    return value.includes('\u0000')
      ? { field, message: `${label(field)} must not contain a NUL character` }
      : null;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = nulIn(item, field);
      if (found) return found;
    }
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes('\u0000'))
        return { field: '', message: 'Field names must not contain a NUL character' };
      const found = nulIn(inner, field ? `${field}.${key}` : key);
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

/** The first rule a set of fields breaks against its object schema, or null. */
export function checkFields(values: unknown, schema: JsonSchema | undefined): Violation | null {
  const nul = nulIn(values, '');
  if (nul) return nul;
  if (!values || typeof values !== 'object' || Array.isArray(values) || !schema?.properties)
    return null;
  for (const [field, value] of Object.entries(values as Record<string, unknown>)) {
    const property = schema.properties[field];
    if (!property) continue;
    const found = badNumber(value, field, property) ?? badBoolean(value, field, property);
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
