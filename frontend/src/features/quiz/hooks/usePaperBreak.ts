import { useCallback, useState } from 'react';
import { type PaperBreakInfo, papersUnderWay, pendingPaperBreak } from '../papers';
import type { SessionPaper } from '../quiz-types';

export interface PaperBreakState {
  /** The break to show in place of the question (null: show the question). */
  info: PaperBreakInfo | null;
  /** Starts the paper the break leads to. */
  start: () => void;
}

/**
 * The break between a mock's papers: shown when the player reaches a later paper that has not been
 * started, until the candidate starts it. A paper with an answer in it counts as started, so that a
 * resumed mock does not show the break again.
 */
export function usePaperBreak(papers: readonly SessionPaper[] | null, questionId: string | null, answeredIds: Iterable<string>): PaperBreakState {
  const [startedHere, setStartedHere] = useState<ReadonlySet<number>>(() => new Set());
  const started = new Set([...startedHere, ...papersUnderWay(papers, answeredIds)]);
  const info = questionId === null ? null : pendingPaperBreak(papers, questionId, started);
  const paperIndex = info ? info.nextNumber - 1 : null;
  const start = useCallback(() => {
    if (paperIndex !== null) setStartedHere((current) => new Set(current).add(paperIndex));
  }, [paperIndex]);
  return { info, start };
}
