import { ITEM_STATUS_LABELS, type ItemStatus } from '@medprep/shared';
import type { StatusEvent, UserRef } from './admin-types';

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const DATE_TIME = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/** '3 Nov 2026' (UTC calendar). */
export const shortDate = (iso: string) => DATE.format(new Date(iso));
/** '3 Nov 2026, 14:05' (UTC). */
export const dateTime = (iso: string) => `${DATE_TIME.format(new Date(iso))} UTC`;

export const statusLabel = (status: ItemStatus) => ITEM_STATUS_LABELS[status] ?? status;

export const who = (actor: UserRef | string | null | undefined) => (actor ? (typeof actor === 'string' ? actor : actor.email) : 'the system');

/** 'Sent for review by a@b.c on 3 Nov 2026, 14:05' and the like. */
export function eventText(event: StatusEvent): string {
  const from = event.from ? `${statusLabel(event.from)} → ` : '';
  return `${from}${statusLabel(event.to)} by ${who(event.actor)}, ${dateTime(event.at)}`;
}

/** True when a review date (YYYY-MM-DD) has passed. */
export function isOverdue(nextReviewDue: string | null, today = new Date()): boolean {
  return nextReviewDue !== null && nextReviewDue < today.toISOString().slice(0, 10);
}

/** A share 0–1 as a whole percentage, '—' when unknown. */
export const percent = (value: number | null | undefined) => (typeof value === 'number' ? `${Math.round(value * 100)}%` : '—');
export const decimal = (value: number | null | undefined) => (typeof value === 'number' ? value.toFixed(2) : '—');
