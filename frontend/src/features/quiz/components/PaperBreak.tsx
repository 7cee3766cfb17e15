import { useEffect, useRef } from 'react';
import { describeDuration } from '../format-time';
import { paperName, type PaperBreakInfo } from '../papers';
import './marks/marks.css';

export interface PaperBreakProps {
  /** From `paperBreakAfter`: the paper just finished and the one to come. */
  info: PaperBreakInfo;
  onStart: () => void;
}

/**
 * The screen between two papers of a mock, as between the real papers: what was finished and what
 * comes next. Its heading takes the focus so that a screen reader reads it out at once.
 */
export function PaperBreak({ info, onStart }: PaperBreakProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [info.completed]);
  const count = info.next.questionIds.length;
  return (
    <section className="quiz-paper-break" aria-labelledby="quiz-paper-break-title">
      <h2 id="quiz-paper-break-title" ref={headingRef} tabIndex={-1} className="quiz-paper-break__title">
        Paper {info.completed} of {info.totalPapers} complete
      </h2>
      <p className="quiz-paper-break__next">
        Next — {paperName(info.next, info.nextNumber)}: {count} {count === 1 ? 'question' : 'questions'}, {describeDuration(info.next.timeLimitMs)}.
      </p>
      <button type="button" className="btn btn--primary btn--large" onClick={onStart}>
        Start paper {info.nextNumber}
      </button>
    </section>
  );
}
