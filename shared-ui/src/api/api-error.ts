import { isHTTPError, isTimeoutError } from 'ky';
import { sharedText } from '../i18n/shared-text';

// The sentences the client writes itself (no answer, or one without a usable `message`) are
// shared-ui messages in the page's language, written when the error happens: the API writes its
// own `message` in the language the request asked for, at the same moment.

/** No answer at all: offline, a time-out, a refused connection. */
export function networkErrorMessage(): string {
  return sharedText('ui.apiError.network');
}

/** Something failed that we cannot explain better. */
export function unexpectedErrorMessage(): string {
  return sharedText('ui.apiError.unexpected');
}

/** Statuses with a sentence of their own when an answer carries no usable `message`. */
const FALLBACK_KEYS: Record<number, string> = {
  400: 'ui.apiError.status400',
  401: 'ui.apiError.status401',
  403: 'ui.apiError.status403',
  404: 'ui.apiError.status404',
  409: 'ui.apiError.status409',
  413: 'ui.apiError.status413',
  415: 'ui.apiError.status415',
  429: 'ui.apiError.status429',
};

/**
 * Every failed call ends as this. The UI shows `message` in its banner and reads the rest only
 * through `fieldErrors()` (beside inputs) and `errorDetails()` (under the banner), so the
 * envelope can change in one place.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The answer's `errors`: every problem as a sentence. */
  readonly errors: string[];
  /** The answer's `fields`: field name → message. */
  readonly fields: Record<string, string>;
  readonly requestId?: string;

  constructor(
    status: number,
    message: string,
    details: { errors?: string[]; fields?: Record<string, string> } = {},
    requestId?: string,
  ) {
    super(message);
    this.status = status;
    this.errors = details.errors ?? [];
    this.fields = details.fields ?? {};
    if (requestId !== undefined) this.requestId = requestId;
  }
}

/** Used when an answer carries no usable `message` (e.g. an HTML page from a proxy). */
function fallbackMessage(status: number): string {
  if (status >= 500) return sharedText('ui.apiError.server');
  const key = FALLBACK_KEYS[status];
  return key ? sharedText(key) : unexpectedErrorMessage();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readSentences(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
}

function readFields(value: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!isRecord(value) || Array.isArray(value)) return fields;
  for (const [field, message] of Object.entries(value)) {
    if (typeof message === 'string') fields[field] = message;
  }
  return fields;
}

/** A 429 without a usable message (e.g. from a proxy) still says how long to wait. */
function waitMessage(response: Response): string | null {
  if (response.status !== 429) return null;
  const seconds = Number(response.headers.get('retry-after'));
  if (!Number.isInteger(seconds) || seconds <= 0) return null;
  return seconds >= 90
    ? sharedText('ui.apiError.waitMinutes', { minutes: Math.ceil(seconds / 60) })
    : sharedText('ui.apiError.waitSeconds', { seconds });
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
      : (waitMessage(response) ?? fallbackMessage(response.status));
  const requestId =
    typeof envelope.requestId === 'string'
      ? envelope.requestId
      : (response.headers.get('x-request-id') ?? undefined);
  return new ApiError(
    response.status,
    message,
    { errors: readSentences(envelope.errors), fields: readFields(envelope.fields) },
    requestId,
  );
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
    return new ApiError(0, networkErrorMessage());
  }
  if (isHTTPError(error)) {
    return new ApiError(error.response.status, fallbackMessage(error.response.status));
  }
  return new ApiError(0, unexpectedErrorMessage());
}

/** `{ field: message }` for showing errors beside inputs. */
export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? { ...error.fields } : {};
}

/** The answer's sentences other than the banner message (for a list under the banner). */
export function errorDetails(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  return error.errors.filter((sentence) => sentence !== error.message);
}
