// Which database failures mean "the database cannot be reached or answer right now" (a
// refused or dropped connection, no free connection in time, a statement past its time-out,
// a server shutting down). Those answer 503 with a message instead of a 500; everything else
// (a constraint, a bug in SQL) stays an error of its own.

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not available right now. Please try again in a moment.';

export class DatabaseUnavailableError extends Error {
  readonly statusCode = 503;

  constructor(message = DATABASE_UNAVAILABLE_MESSAGE, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// SQLSTATE: query_canceled (statement_timeout), admin/crash shutdown, cannot connect now,
// too many connections. Class 08 (connection exceptions) is matched by prefix.
const SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '53300']);
// pg's own messages for a connection it could not get, lost, or gave up waiting on.
const DRIVER_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error|connection timeout|Client was closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!error || typeof error !== 'object') return false;
  const { code, message, errors } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08/.test(code)) return true;
  }
  // Connecting to "localhost" tries ::1 and 127.0.0.1: both refusals come as one AggregateError.
  if (Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnavailable))
    return true;
  return typeof message === 'string' && DRIVER_MESSAGES.test(message);
}

/** The error to throw on: a DatabaseUnavailableError for availability failures, else as is. */
export function asAvailabilityError(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError || !isDatabaseUnavailable(error)) return error;
  return new DatabaseUnavailableError(undefined, { cause: error });
}
