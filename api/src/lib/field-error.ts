// An HTTP error about one field: the answer carries `errors: [{ field, message }]` so the UI can
// show it beside the input, like a validation error.
import type { FieldError } from '../schemas/common.js';

export class FieldHttpError extends Error {
  readonly statusCode: number;
  readonly fieldErrors: FieldError[];

  constructor(statusCode: number, field: string, message: string) {
    super(message);
    this.name = 'FieldHttpError';
    this.statusCode = statusCode;
    this.fieldErrors = [{ field, message }];
  }
}
