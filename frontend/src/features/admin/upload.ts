import { HttpMessages } from '@medprep/shared';
import { toApiError, type ApiError } from '../../app/api/api-error';
import { HttpError } from '../../lib/http';
import { runLogoutRoutine } from '../../lib/logout-routine';

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  body: XMLHttpRequestBodyInit;
  /** The body's type; a FormData sets its own. */
  contentType?: string;
  /** The share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export type UploadResult<T> = { ok: true; data: T; status: number } | { ok: false; error: ApiError };

/**
 * Sends a file with XMLHttpRequest, the one browser API that reports upload progress (fetch cannot
 * yet); otherwise as the HTTP client does: same-origin cookie, a 401 ends the session, every
 * failure normalised once.
 */
export function upload<T>(url: string, { method = 'POST', body, contentType, onProgress, signal }: UploadOptions): Promise<UploadResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (contentType) xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown = xhr.responseText;
      try {
        data = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        // a text answer stays text
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve({ ok: true, data: data as T, status: xhr.status });
        return;
      }
      const failed = () =>
        resolve({ ok: false, error: toApiError(new HttpError(xhr.status === 401 ? HttpMessages.authenticationFailed : HttpMessages.status(xhr.status), xhr.status, data, url)) });
      if (xhr.status === 401) void runLogoutRoutine().then(failed);
      else failed();
    };
    xhr.onerror = () => resolve({ ok: false, error: toApiError(new TypeError('Failed to fetch')) });
    xhr.onabort = () => resolve({ ok: false, error: { message: 'The upload was cancelled.', code: 'ABORTED' } });
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}
