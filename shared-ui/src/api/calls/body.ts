import type { Options } from 'ky';

/** Writes accept JSON or multipart; a FormData goes as is so the browser sets the boundary. */
export function jsonOrForm(payload: object | FormData): Options {
  return payload instanceof FormData ? { body: payload } : { json: payload };
}
