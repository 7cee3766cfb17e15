import { countLabel, formatLongDate } from '@medprep/shared';
import type { ExamOverview } from './dashboard-types';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of `now` on the UTC calendar (the one dates are shown in). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whole days from today to an exam date 'YYYY-MM-DD' (negative once it has passed); null if unreadable. */
export function daysUntil(date: string, now: Date = new Date()): number | null {
  const target = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(target)) return null;
  return Math.round((target - Date.parse(`${todayIso(now)}T00:00:00Z`)) / DAY_MS);
}

/** 'MRCP Part 1 in 42 days', '… tomorrow', '… today'; a past date says when it was. */
export function examCountdown(title: string, date: string, now: Date = new Date()): string {
  const days = daysUntil(date, now);
  if (days === null) return title;
  if (days === 0) return `${title} is today`;
  if (days === 1) return `${title} is tomorrow`;
  if (days > 1) return `${title} in ${days} days`;
  return `${title} was on ${formatLongDate(new Date(`${date}T00:00:00Z`))}`;
}

/** The card's access line: 'Access until 21 February 2027 · 92 days left', 'Free trial' or 'Trial complete'. */
export function accessLabel(exam: Pick<ExamOverview, 'access' | 'endsAt' | 'daysLeft' | 'trialComplete'>): string {
  if (exam.access === 'trial') return exam.trialComplete ? 'Trial complete' : 'Free trial';
  const parts = [exam.endsAt ? `Access until ${formatLongDate(new Date(exam.endsAt))}` : 'Access'];
  if (exam.daysLeft !== null) parts.push(exam.daysLeft === 1 ? '1 day left' : `${exam.daysLeft} days left`);
  return parts.join(' · ');
}

/** '12 of 40 questions answered'. */
export function answeredLabel(totalQuestions: number, remaining: number): string {
  return `${Math.max(0, totalQuestions - remaining)} of ${countLabel(totalQuestions, 'question')} answered`;
}

/** Days of access left until an ISO instant, counted as the server counts them (part of a day is a day). */
export function daysLeftUntil(endsAt: string, now: Date = new Date()): number {
  const end = Date.parse(endsAt);
  return Number.isNaN(end) ? 0 : Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

/** 'Welcome, Ada.' on a first visit (the onboarding not yet addressed), 'Welcome back, Ada.' after. */
export function greeting(firstName: string | undefined, returning: boolean): string {
  const name = firstName?.trim();
  const words = returning ? 'Welcome back' : 'Welcome';
  return name ? `${words}, ${name}.` : `${words}.`;
}

/** Time spent in a session, short: '45 s', '12 min', '1 h 05 min'. */
export function timeSpentLabel(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

const MODE_LABELS: Record<string, string> = { tutor: 'Tutor', timed: 'Timed', mock: 'Mock exam' };

/** 'Tutor', 'Timed', 'Mock exam'. */
export function modeLabel(mode: string): string {
  return MODE_LABELS[mode] ?? mode;
}

const ORDER_STATE_LABELS: Record<string, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** An order's state in words: 'Paid', 'Awaiting payment', 'Payment failed'… */
export function orderStateLabel(status: string): string {
  return ORDER_STATE_LABELS[status] ?? status;
}
