import type { ReactNode } from 'react';
import type { RouterOutputs } from '@medprep/shared/contract';
import type { Jsonified } from '../../app/api/jsonified';

type Overview = RouterOutputs['performance']['overview'];

/** One exam the user may practise, from performance.overview (dates as ISO strings). */
export type ExamOverview = Jsonified<Overview['exams'][number]>;

/** The dashboard's overview as the cache keeps it. */
export interface DashboardOverview {
  exams: ExamOverview[];
  /** The server could not read the performance figures: they are zeros, not the truth. */
  degraded: boolean;
}

/** A page of account.history (dates as ISO strings). */
export type HistoryPage = Jsonified<RouterOutputs['account']['history']>;
export type HistoryEntry = HistoryPage['sessions'][number];
export type HistoryCursor = NonNullable<HistoryPage['nextCursor']>;
export type OrderList = Jsonified<RouterOutputs['account']['orders']>;
export type OrderEntry = OrderList['orders'][number];
export type ReceiptData = Jsonified<RouterOutputs['account']['receipt']>;

/**
 * How a practice or review session of an exam starts: the quiz feature's controls, composed in app/
 * (features do not import each other).
 */
export interface SessionStarters {
  /** The form that starts a practice session of the exam. */
  startForm: (exam: ExamOverview) => ReactNode;
  /** The button that starts a review of the exam's questions due for review. */
  reviewButton: (exam: ExamOverview) => ReactNode;
  /** The button that starts the recommended block (a session of these bank topics). */
  blockButton: (exam: ExamOverview, block: { topics: string[]; count: number }) => ReactNode;
}
