import { capMockPlan, fillMockPapers, planMockPapers, bankCountsOf, type MockCandidate, type SessionPaper } from '@medprep/shared';

export interface PlannedMock {
  papers: SessionPaper[];
  /** The papers' questions, in order. */
  questionIds: string[];
  /** The papers' times together. */
  timeLimitMs: number;
}

/**
 * A mock in the exam's real papers from the bank's items (shuffled by the caller), scaled to the
 * bank and, for a trial, to at most `maxItems` items. Null when the bank has nothing any paper takes.
 */
export function planMock(exam: string, candidates: readonly MockCandidate[], maxItems = Infinity): PlannedMock | null {
  const plan = capMockPlan(planMockPapers(exam, bankCountsOf(candidates)), maxItems);
  const papers = fillMockPapers(plan, candidates);
  if (papers.length === 0) return null;
  return {
    papers,
    questionIds: papers.flatMap((p) => p.questionIds),
    timeLimitMs: papers.reduce((sum, p) => sum + p.timeLimitMs, 0),
  };
}
