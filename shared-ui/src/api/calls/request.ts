import type { ResponsePromise } from 'ky';
import { toApiError } from '../api-error';

/** Per-call options: `signal` lets a caller (TanStack Query) cancel a request gone stale. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** Awaits a ky call's JSON answer; whatever goes wrong comes out as an ApiError. */
export async function requestJson<T>(call: () => ResponsePromise): Promise<T> {
  try {
    return await call().json<T>();
  } catch (error) {
    throw toApiError(error);
  }
}
