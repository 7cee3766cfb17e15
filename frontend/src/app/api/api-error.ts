import { Messages } from '@medprep/shared';
import { HttpError } from '../../lib/http';

export const NETWORK_ERROR_MESSAGE = 'We could not reach MedPrep. Check your connection and try again.';

/**
 * Why a server call failed, in one shape for every screen: the product's message, the domain code
 * (e.g. 'EMAIL_TAKEN'), the HTTP status, the form field a refused input names, and any details.
 */
export interface ApiError {
  message: string;
  code?: string;
  status?: number;
  field?: string;
  details?: Record<string, unknown>;
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

const networkAware = (message: string) => (message === 'Failed to fetch' ? NETWORK_ERROR_MESSAGE : message);

/**
 * The one error normaliser, for both clients: REST's HttpError (code and details in the body) and
 * tRPC's client error (domainCode, httpStatus, fields and details in `data`, see the backend's
 * error formatter). A refused input names its field ('data.profileData.social.twitter' → 'twitter')
 * and that field's own message wins.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof HttpError) {
    const body = record(error.body);
    const details = record(body?.details);
    return {
      message: error.serverMessage ?? error.message,
      status: error.status,
      ...(error.code ? { code: error.code } : {}),
      ...(details ? { details } : {}),
    };
  }
  if (error instanceof TypeError) return { message: NETWORK_ERROR_MESSAGE };
  const message = networkAware(error instanceof Error && error.message ? error.message : Messages.rpc.unknown);
  const data = record((error as { data?: unknown } | null)?.data);
  if (!data) return { message };
  const code = typeof data.domainCode === 'string' ? data.domainCode : typeof data.code === 'string' ? data.code : undefined;
  const status = typeof data.httpStatus === 'number' ? data.httpStatus : undefined;
  const details = record(data.details);
  const firstField = Array.isArray(data.fields) ? record(data.fields[0]) : undefined;
  const field = typeof firstField?.field === 'string' ? firstField.field.split('.').pop() : undefined;
  const fieldMessage = typeof firstField?.message === 'string' ? firstField.message : undefined;
  return {
    message: field && fieldMessage ? fieldMessage : message,
    ...(code ? { code } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(field ? { field } : {}),
    ...(details ? { details } : {}),
  };
}
