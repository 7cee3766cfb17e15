import { HttpMessages } from '@medprep/shared';
import { NETWORK_ERROR_MESSAGE, type ApiError } from '../../app/api/api-error';

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
 * yet): same-origin cookie, a failure in the one ApiError shape (the server's message, code and
 * details). A 401 is the caller's to act on (useUpload checks the session through the HTTP client).
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
      const body = typeof data === 'object' && data !== null ? (data as { message?: unknown; code?: unknown; details?: unknown }) : {};
      const error: ApiError = {
        message: xhr.status === 401 ? HttpMessages.authenticationFailed : typeof body.message === 'string' ? body.message : HttpMessages.status(xhr.status),
        status: xhr.status,
        ...(typeof body.code === 'string' ? { code: body.code } : {}),
        ...(typeof body.details === 'object' && body.details !== null ? { details: body.details as Record<string, unknown> } : {}),
      };
      resolve({ ok: false, error });
    };
    xhr.onerror = () => resolve({ ok: false, error: { message: NETWORK_ERROR_MESSAGE } });
    xhr.onabort = () => resolve({ ok: false, error: { message: 'The upload was cancelled.', code: 'ABORTED' } });
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}
