import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { toApiError, type ApiError } from '../api/api-error';

/** What a form needs to show a failed call: the error and which of its fields got a message. */
export interface ServerErrorsResult<V extends FieldValues> {
  error: ApiError;
  /** The form's fields that now show the server's message (in the order the server sent them). */
  mapped: FieldPath<V>[];
}

export interface ApplyServerErrorsOptions<V extends FieldValues> {
  /** Server field name → the form's field name, where the form names a field differently. */
  aliases?: Partial<Record<string, FieldPath<V>>>;
}

/**
 * The one place a failed call's `fields` (docs/api-contract.md: field name → sentence) land on a
 * react-hook-form form: each message becomes that field's error (type "server", so the field
 * shows it with aria-invalid and the form's usual focus rules apply). Fields the form does not
 * have are left out: the caller shows `error.message` in its banner either way.
 */
export function applyServerErrors<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'setError' | 'getValues'>,
  caught: unknown,
  { aliases = {} }: ApplyServerErrorsOptions<V> = {},
): ServerErrorsResult<V> {
  const error = toApiError(caught);
  const values = form.getValues() as Record<string, unknown>;
  const mapped: FieldPath<V>[] = [];
  for (const [serverName, message] of Object.entries(error.fields)) {
    const name = aliases[serverName] ?? (serverName as FieldPath<V>);
    if (!(name in values) || mapped.includes(name)) continue;
    form.setError(name, { type: 'server', message });
    mapped.push(name);
  }
  return { error, mapped };
}
