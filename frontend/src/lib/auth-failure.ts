import { Messages } from '@medprep/shared';
import { HttpError } from './http';

export const NETWORK_ERROR_MESSAGE = 'We could not reach MedPrep. Check your connection and try again.';

/** Why an auth call failed, for a form to show: the server's message and code when it sent them. */
export interface AuthFailure {
  message: string;
  status?: number;
  code?: string;
}

export function toAuthFailure(error: unknown): AuthFailure {
  if (error instanceof HttpError) {
    return { message: error.serverMessage ?? error.message, status: error.status, code: error.code };
  }
  if (error instanceof TypeError) return { message: NETWORK_ERROR_MESSAGE };
  return { message: error instanceof Error && error.message ? error.message : Messages.rpc.unknown };
}
