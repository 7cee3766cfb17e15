import type { ReactNode } from 'react';
import type { PerformanceRecord } from '@medprep/shared';

/** One exam the user may practise, from performance.overview (dates as ISO strings). */
export interface ExamOverview {
  examId: string;
  examSlug: string;
  examTitle: string;
  access: 'subscription' | 'trial';
  endsAt: string | null;
  daysLeft: number | null;
  trialComplete: boolean;
  totalQuestions: number;
  progress: number;
  remaining: number;
  record: PerformanceRecord;
  peerPercentCorrect: number;
  dueForReview: number;
}

/** Why a dashboard call failed: the server's message, its domain code and the field it names. */
/**
 * How a practice or review session of an exam starts: the quiz feature's controls, composed in app/
 * (features do not import each other).
 */
export interface SessionStarters {
  /** The form that starts a practice session of the exam. */
  startForm: (exam: ExamOverview) => ReactNode;
  /** The button that starts a review of the exam's questions due for review. */
  reviewButton: (exam: ExamOverview) => ReactNode;
}

export interface DashboardFailure {
  message: string;
  code?: string;
  field?: string;
}
