// The one way a domain service refuses: a DomainError of a kind, with a sentence for the user
// and, when the refusal is about inputs, the field each sentence belongs to. Services know
// nothing of HTTP; src/lib/error-handler.ts maps each kind to its status once.
import type { FieldError } from '../schemas/common.js';

export type DomainErrorKind =
  | 'invalid' // 400: the input breaks a rule
  | 'unauthenticated' // 401: nobody is logged in
  | 'forbidden' // 403: logged in, but not allowed
  | 'not_found' // 404: no such thing (or not visible to the caller)
  | 'conflict' // 409: the current state forbids it (duplicate, already answered, pending)
  | 'unprocessable' // 422: well-formed, but a check on what it names failed (an ops build)
  | 'too_large' // 413: a file or body over its limit
  | 'unsupported_type' // 415: a file of a type not taken
  | 'too_many'; // 429: a limit on how often

export class DomainError extends Error {
  /** Problems at named inputs (shown beside them), when the refusal is about inputs. */
  readonly fieldErrors: FieldError[] | undefined;
  /** A machine-readable reason for clients that must tell two refusals of one status apart. */
  code: string | undefined;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    fieldErrors?: FieldError[],
  ) {
    super(message);
    this.name = 'DomainError';
    this.fieldErrors = fieldErrors;
  }

  /** A refusal with a machine-readable `code` in the answer (`JOB_NOT_OPEN`). */
  static withCode(kind: DomainErrorKind, code: string, message: string): DomainError {
    const error = new DomainError(kind, message);
    error.code = code;
    return error;
  }

  /** A refusal about one input: `DomainError.atField('conflict', 'email', 'Email is taken')`. */
  static atField(kind: DomainErrorKind, field: string, message: string): DomainError {
    return new DomainError(kind, message, [{ field, message }]);
  }
}

/** The HTTP status of each kind (used only by the error handler). */
export const DOMAIN_ERROR_STATUS: Readonly<Record<DomainErrorKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  too_large: 413,
  unsupported_type: 415,
  too_many: 429,
};
