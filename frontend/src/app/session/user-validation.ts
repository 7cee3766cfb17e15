import { storeUserSchema } from '@medprep/shared';
import type { SessionUser } from './session-user';

export type UserCheck = { ok: true; user: SessionUser } | { ok: false; message: string };

/**
 * A user must be an object with an id. Loaded on demand (api.ts imports it dynamically):
 * zod stays out of the first page load of a visitor, who never receives a user object.
 */
export function checkStoreUser(value: unknown): UserCheck {
  const result = storeUserSchema.safeParse(value);
  return result.success
    ? { ok: true, user: value as SessionUser }
    : { ok: false, message: result.error.issues[0]?.message ?? 'Invalid user' };
}
