import { useCallback } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { refreshMe } from '../../../app/session/session-api';
import { upload, type UploadOptions, type UploadResult } from '../upload';

/**
 * `upload`, and on a 401 the session checked again through the HTTP client, which ends it as any
 * other lost session ends (the logout routine, the login page).
 */
export function useUpload() {
  const dispatch = useAppDispatch();
  return useCallback(
    async <T,>(url: string, options: UploadOptions): Promise<UploadResult<T>> => {
      const result = await upload<T>(url, options);
      if (!result.ok && result.error.status === 401) void dispatch(refreshMe());
      return result;
    },
    [dispatch],
  );
}
