import { isRecord } from '../json/is-record';
import { Messages } from '../messages/messages';

export type StoreUserCheck<U> = { ok: true; user: U } | { ok: false; message: string };

/**
 * What enters the user store must be a user: an object with an id (a string, not blank); its other
 * fields are kept as sent. Written by hand: every signed-in page checks its user at start, and
 * this one rule is not worth loading zod for.
 */
export function checkStoreUser<U extends { id: string }>(value: unknown): StoreUserCheck<U> {
  const id = isRecord(value) ? value.id : undefined;
  return typeof id === 'string' && id.trim() !== '' ? { ok: true, user: value as U } : { ok: false, message: Messages.store.invalidUser };
}
