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
export interface DashboardFailure {
  message: string;
  code?: string;
  field?: string;
}
