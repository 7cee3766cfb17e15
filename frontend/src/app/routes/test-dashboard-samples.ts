import type { ExamOverview } from '../../features/dashboard/dashboard-types';

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Sample figures for the dashboard components on /test-dashboard: no request, no login. */
export const SAMPLE_EXAMS: { exam: ExamOverview; examDate: string | null; degraded: boolean }[] = [
  {
    exam: {
      examId: 'sample-mrcp-1',
      examSlug: 'mrcp-1',
      examTitle: 'MRCP Part 1',
      access: 'subscription',
      endsAt: daysFromNow(70),
      daysLeft: 70,
      trialComplete: false,
      totalQuestions: 200,
      progress: 42,
      remaining: 116,
      record: { a: 84, qc: 61, pcor: 72.6, tt: 8600, aqt: 102, pcom: 42 },
      peerPercentCorrect: 64.1,
      dueForReview: 7,
    },
    examDate: daysFromNow(45).slice(0, 10),
    degraded: false,
  },
  {
    exam: {
      examId: 'sample-mrcgp-akt',
      examSlug: 'mrcgp-akt',
      examTitle: 'MRCGP AKT',
      access: 'trial',
      endsAt: null,
      daysLeft: null,
      trialComplete: false,
      totalQuestions: 160,
      progress: 0,
      remaining: 160,
      record: { a: 0, qc: 0, pcor: 0, tt: 0, aqt: 0, pcom: 0 },
      peerPercentCorrect: 58.3,
      dueForReview: 0,
    },
    examDate: null,
    degraded: false,
  },
  {
    exam: {
      examId: 'sample-msra',
      examSlug: 'msra',
      examTitle: 'MSRA',
      access: 'subscription',
      endsAt: daysFromNow(12),
      daysLeft: 12,
      trialComplete: false,
      totalQuestions: 147,
      progress: 10,
      remaining: 132,
      record: { a: 15, qc: 9, pcor: 60, tt: 900, aqt: 60, pcom: 10 },
      peerPercentCorrect: 61,
      dueForReview: 2,
    },
    examDate: null,
    degraded: true,
  },
];
