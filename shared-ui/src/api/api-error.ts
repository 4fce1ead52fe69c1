import type { FieldError } from '@peworld/api/schemas';
import { isHTTPError, isTimeoutError } from 'ky';

export const NETWORK_ERROR_MESSAGE =
  'Cannot reach the server. Check your connection and try again.';
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** Used when an answer carries no usable `message` (e.g. an HTML page from a proxy). */
const FALLBACK_MESSAGES: Record<number, string> = {
  400: 'Please check the fields and try again.',
  401: 'Please log in to continue.',
  403: 'You are not allowed to do this.',
  404: 'We could not find what you were looking for.',
  409: 'This already exists.',
  413: 'The file is too large.',
  415: 'Only image files are allowed.',
  429: 'Too many requests. Please wait a moment and try again.',
};

/** Every failed call ends as this: the UI shows `message` (or `errors` beside fields) as is. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors: FieldError[];
  readonly requestId?: string;

  constructor(status: number, message: string, errors: FieldError[] = [], requestId?: string) {
    super(message);
    this.status = status;
    this.errors = errors;
    if (requestId !== undefined) this.requestId = requestId;
  }
}

function fallbackMessage(status: number): string {
  if (status >= 500) return 'Something went wrong on our side';
  return FALLBACK_MESSAGES[status] ?? UNEXPECTED_ERROR_MESSAGE;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is FieldError =>
      isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string',
  );
}

/** Turns a non-2xx answer into an ApiError, trusting the error envelope when there is one. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = JSON.parse(await response.text());
  } catch {
    // Not JSON: keep the status-based fallback message.
  }
  const envelope = isRecord(body) ? body : {};
  const message =
    typeof envelope.message === 'string' && envelope.message.trim() !== ''
      ? envelope.message
      : fallbackMessage(response.status);
  const requestId =
    typeof envelope.requestId === 'string'
      ? envelope.requestId
      : (response.headers.get('x-request-id') ?? undefined);
  return new ApiError(response.status, message, readFieldErrors(envelope.errors), requestId);
}

function isNetworkFailure(error: unknown): boolean {
  // fetch rejects with a TypeError when no answer arrives; an abort is a DOMException.
  return (
    error instanceof TypeError ||
    (isRecord(error) && (error.name === 'AbortError' || error.name === 'TimeoutError'))
  );
}

/** Normalises anything a call can throw. Network failures and time-outs are status 0. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isTimeoutError(error) || isNetworkFailure(error)) {
    return new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (isHTTPError(error)) {
    return new ApiError(error.response.status, fallbackMessage(error.response.status));
  }
  return new ApiError(0, UNEXPECTED_ERROR_MESSAGE);
}

/** `{ field: message }` for showing errors beside inputs (first message per field wins). */
export function fieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!(error instanceof ApiError)) return result;
  for (const { field, message } of error.errors) {
    if (!(field in result)) result[field] = message;
  }
  return result;
}
