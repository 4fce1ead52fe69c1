// An HTTP error about fields: the answer carries `errors` (the messages as sentences) and
// `fields: { field: message }` so the UI can show each beside its input, like a validation error.
import type { FieldError } from '../schemas/common.js';

export class FieldHttpError extends Error {
  readonly statusCode: number;
  readonly fieldErrors: FieldError[];

  constructor(statusCode: number, field: string, message: string);
  constructor(statusCode: number, problems: FieldError[]);
  constructor(statusCode: number, fieldOrProblems: string | FieldError[], message?: string) {
    const problems =
      typeof fieldOrProblems === 'string'
        ? [{ field: fieldOrProblems, message: message ?? 'Invalid value' }]
        : fieldOrProblems;
    super(problems[0]?.message ?? 'Invalid value');
    this.name = 'FieldHttpError';
    this.statusCode = statusCode;
    this.fieldErrors = problems;
  }
}
