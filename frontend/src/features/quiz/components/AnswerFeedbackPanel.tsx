import type { Ref } from 'react';
import type { AnswerFeedback } from '../quiz-types';
import { ItemOutcome } from './marks/ItemOutcome';
import { ItemReferences } from './marks/ItemReferences';
import { TrustLine } from './marks/TrustLine';
import { itemVerdict } from './marks/item-verdict';
import { OUTCOME_ICONS } from './marks/outcome-text';
import { PeerBars } from './PeerBars';
import './marks/marks.css';

export interface AnswerFeedbackPanelProps {
  feedback: AnswerFeedback;
  headingRef?: Ref<HTMLHeadingElement>;
  /**
   * Show the item's parts marked (options, statements, stems…), for a player that puts this panel
   * in place of the item's input; false where the player shows them itself.
   */
  showParts?: boolean;
}

/**
 * Tutor mode, after an answer: the verdict and marks (in words and an icon), each part marked with
 * its explanation, the item's explanation, references and how others answered.
 */
export function AnswerFeedbackPanel({ feedback, headingRef, showParts = true }: AnswerFeedbackPanelProps) {
  const verdict = itemVerdict(feedback.item, feedback.mark, feedback.score, feedback.maxScore);
  const tone = verdict.outcome === 'correct' ? 'correct' : verdict.outcome === 'partial' ? 'partial' : 'incorrect';
  return (
    <section className={`quiz-feedback quiz-feedback--${tone}`} aria-label="Feedback">
      <h3 ref={headingRef} tabIndex={-1} className="quiz-feedback__verdict">
        <span className="quiz-feedback__icon" aria-hidden="true">
          {OUTCOME_ICONS[verdict.outcome]}
        </span>
        {verdict.words}
      </h3>
      <p className="quiz-feedback__score">
        You scored <strong>{verdict.marks}</strong>.
      </p>
      {showParts && <ItemOutcome item={feedback.item} mark={feedback.mark} />}
      <div className="quiz-feedback__explanation">
        <h4 className="quiz-feedback__subtitle">Explanation</h4>
        <p className="quiz-prose">{feedback.item.explanation}</p>
        <TrustLine reviewedAt={feedback.reviewedAt} references={feedback.item.references} />
      </div>
      <ItemReferences references={feedback.item.references} />
      <div>
        <h4 className="quiz-feedback__subtitle">How others answered</h4>
        <PeerBars peer={feedback.peer} item={feedback.item} mark={feedback.mark} />
      </div>
    </section>
  );
}
