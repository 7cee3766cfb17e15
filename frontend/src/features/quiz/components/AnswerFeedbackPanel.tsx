import type { Ref } from 'react';
import type { OptionLetter } from '@medprep/shared';
import type { AnswerFeedback } from '../quiz-types';
import { PeerBars } from './PeerBars';

export interface AnswerFeedbackPanelProps {
  feedback: AnswerFeedback;
  chosen: OptionLetter | null;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Tutor mode, after an answer: right or wrong (in words and an icon), the explanation, references and peers. */
export function AnswerFeedbackPanel({ feedback, chosen, headingRef }: AnswerFeedbackPanelProps) {
  const tone = feedback.correct ? 'correct' : 'incorrect';
  return (
    <section className={`quiz-feedback quiz-feedback--${tone}`} aria-label="Feedback">
      <h3 ref={headingRef} tabIndex={-1} className="quiz-feedback__verdict">
        <span className="quiz-feedback__icon" aria-hidden="true">
          {feedback.correct ? '✓' : '✗'}
        </span>
        {feedback.correct ? 'Correct' : `Incorrect — the answer is ${feedback.correctAnswer}`}
      </h3>
      {feedback.explanation && (
        <div className="quiz-feedback__explanation">
          <h4 className="quiz-feedback__subtitle">Explanation</h4>
          <p className="quiz-prose">{feedback.explanation}</p>
        </div>
      )}
      {feedback.references.length > 0 && (
        <div>
          <h4 className="quiz-feedback__subtitle">References</h4>
          <ul className="quiz-references">
            {feedback.references.map((reference) => (
              <li key={reference}>{reference}</li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h4 className="quiz-feedback__subtitle">How others answered</h4>
        <PeerBars peer={feedback.peer} correctAnswer={feedback.correctAnswer} chosen={chosen} />
      </div>
    </section>
  );
}
