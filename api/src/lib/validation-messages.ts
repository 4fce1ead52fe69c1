// Turns Ajv validation errors into `{ field, message }` pairs a person can read
// ("Email must be a valid email address"). A schema may carry its own `errorMessage`;
// otherwise the message is built from the schema `title` (or the field name) and the rule.
import type { FieldError } from '../schemas/common.js';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
  parentSchema?: Record<string, unknown>;
}

function humanize(field: string): string {
  const words = field.replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Value';
}

function fieldOf(error: AjvError): string {
  const path = error.instancePath.replace(/^\//, '').split('/').filter(Boolean);
  if (error.keyword === 'required') path.push(String(error.params.missingProperty));
  // Array items (/image/0) are reported against the field itself.
  return path.filter((part) => !/^\d+$/.test(part)).join('.') || '';
}

function labelOf(field: string, schema: Record<string, unknown> | undefined): string {
  if (schema && typeof schema.title === 'string') return schema.title;
  return humanize(field.split('.').pop() ?? field);
}

function messageOf(error: AjvError, field: string): string {
  const schema = error.parentSchema;
  if (error.keyword === 'required') {
    const properties = (schema?.properties ?? {}) as Record<string, Record<string, unknown>>;
    return `${labelOf(field, properties[String(error.params.missingProperty)])} is required`;
  }
  if (schema && typeof schema.errorMessage === 'string') return schema.errorMessage;
  const label = labelOf(field, schema);
  const limit = error.params.limit;
  switch (error.keyword) {
    case 'minLength':
      return limit === 1
        ? `${label} is required`
        : `${label} must be at least ${String(limit)} characters`;
    case 'maxLength':
      return `${label} must be at most ${String(limit)} characters`;
    case 'format':
      return error.params.format === 'email'
        ? `${label} must be a valid email address`
        : `${label} has an invalid format`;
    case 'pattern':
      return `${label} has an invalid format`;
    case 'enum':
      return `${label} must be one of: ${((error.params.allowedValues as unknown[]) ?? []).filter((v) => v !== '').join(', ')}`;
    case 'type':
      if (error.params.type === 'integer' || error.params.type === 'number')
        return `${label} must be a number`;
      if (error.params.type === 'object' && field === '')
        return 'The request body must be a set of fields';
      return `${label} must be ${String(error.params.type)}`;
    case 'minimum':
      return `${label} must be at least ${String(limit)}`;
    case 'maximum':
      return `${label} must be at most ${String(limit)}`;
    case 'minItems':
      return `${label} needs at least ${String(limit)} item${limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `${label} takes at most ${String(limit)} items`;
    default:
      return `${label} ${error.message ?? 'is invalid'}`;
  }
}

/** One message per field (the first rule it breaks), in the order the schema reports them. */
export function toFieldErrors(errors: readonly AjvError[]): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const error of errors) {
    // anyOf/oneOf wrappers repeat what their branches said.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if') continue;
    const field = fieldOf(error);
    if (!byField.has(field)) byField.set(field, { field, message: messageOf(error, field) });
  }
  return [...byField.values()];
}

/** The banner sentence: the first field message, or a summary for several. */
export function summary(errors: FieldError[]): string {
  if (errors.length === 1) return errors[0]!.message;
  if (errors.length === 0) return 'Some fields are invalid';
  return `${errors[0]!.message} (and ${errors.length - 1} more problem${errors.length === 2 ? '' : 's'})`;
}
