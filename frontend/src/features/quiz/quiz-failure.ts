import { Messages } from '@medprep/shared';
import { HttpError } from '../../lib/http';
import type { QuizFailure } from './quiz-types';

export const NETWORK_MESSAGE = 'We could not reach MedPrep. Check your connection and try again.';

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

/**
 * One shape for errors from either client: the REST client's HttpError (code and details in the
 * body) and tRPC's client error (domainCode and details in `data`, see the backend's formatter).
 */
export function toQuizFailure(error: unknown): QuizFailure {
  if (error instanceof HttpError) {
    const body = record(error.body);
    return { message: error.serverMessage ?? error.message, status: error.status, code: error.code, details: record(body?.details) };
  }
  if (error instanceof TypeError) return { message: NETWORK_MESSAGE };
  const data = record((error as { data?: unknown } | null)?.data);
  const message = error instanceof Error && error.message ? error.message : Messages.rpc.unknown;
  if (data) {
    const code = typeof data.domainCode === 'string' ? data.domainCode : typeof data.code === 'string' ? data.code : undefined;
    const status = typeof data.httpStatus === 'number' ? data.httpStatus : undefined;
    return { message: message === 'Failed to fetch' ? NETWORK_MESSAGE : message, code, status, details: record(data.details) };
  }
  return { message: message === 'Failed to fetch' ? NETWORK_MESSAGE : message };
}
