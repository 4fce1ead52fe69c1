import { sessionStore } from '../session/session-store';
import { rememberCurrentPage } from '../session/return-path';
import { sharedText } from '../i18n/shared-text';
import { localeStore } from '../i18n/locale-store';
import { ApiError, apiErrorFromResponse, networkErrorMessage } from './api-error';

export interface UploadOptions {
  /** Path under /api/, e.g. 'users/7' or 'users-portfolio'. */
  path: string;
  method?: 'POST' | 'PATCH' | 'PUT';
  body: FormData;
  /** Called with the share of the request body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The caller cancelled (left the page, picked another file). */
function cancelled(): ApiError {
  return new ApiError(0, sharedText('ui.upload.cancelled'));
}

function apiUrl(path: string): string {
  return new URL(`/api/${path.replace(/^\//, '')}`, window.location.origin).href;
}

/** The same ApiError the ky client produces, built from what XHR gives us. */
async function errorFrom(xhr: XMLHttpRequest): Promise<ApiError> {
  const requestId = xhr.getResponseHeader('x-request-id');
  const headers: Record<string, string> = requestId ? { 'x-request-id': requestId } : {};
  return apiErrorFromResponse(new Response(xhr.responseText, { status: xhr.status, headers }));
}

/**
 * Sends a multipart form and reports upload progress. fetch (and so ky) cannot report
 * request-body progress, so this one call path uses XMLHttpRequest; it keeps the client's
 * rules: cookies sent, failures as ApiError (network trouble is status 0), a 401 ends the
 * stored login.
 */
export function uploadWithProgress<T>({
  path,
  method = 'POST',
  body,
  onProgress,
  signal,
}: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(cancelled());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    // As the ky client does: the API writes its messages in the page's language.
    xhr.setRequestHeader('Accept-Language', localeStore.getState().locale);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          reject(new ApiError(xhr.status, sharedText('ui.upload.unreadable')));
        }
        return;
      }
      if (xhr.status === 401) {
        rememberCurrentPage();
        sessionStore.getState().clear();
      }
      void errorFrom(xhr).then(reject, () =>
        reject(new ApiError(xhr.status, sharedText('ui.upload.failed'))),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, networkErrorMessage()));
    xhr.ontimeout = () => reject(new ApiError(0, networkErrorMessage()));
    xhr.onabort = () => reject(cancelled());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
