import { ApiError, toApiError, unexpectedErrorMessage } from '../api-error';

/** Per-call options: `signal` lets a caller (TanStack Query) cancel a request gone stale. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** What a typed call (`api.GET(...)`, see ../typed-client.ts) resolves to. */
interface TypedCallResult<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/**
 * The answer of a typed call; whatever goes wrong comes out as an ApiError. The client's ky
 * hook already rejects non-2xx answers with an ApiError, so `error` is a safety net only.
 */
export async function answerOf<Data>(call: Promise<TypedCallResult<Data>>): Promise<Data> {
  let result: TypedCallResult<Data>;
  try {
    result = await call;
  } catch (error) {
    throw toApiError(error);
  }
  const { data, error, response } = result;
  if (!response.ok || error !== undefined) {
    throw new ApiError(response.status, unexpectedErrorMessage());
  }
  return data as Data;
}
