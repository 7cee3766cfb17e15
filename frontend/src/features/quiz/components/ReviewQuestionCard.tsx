import type { ReviewQuestion } from '../quiz-types';
import { formatClock } from '../format-time';
import { NoteEditor } from './NoteEditor';
import { OptionOutcomes } from './OptionOutcomes';
import { PeerBars } from './PeerBars';

export interface ReviewQuestionCardProps {
  question: ReviewQuestion;
  number: number;
}

/** One question in the review: the user's answer, the right one, explanations and peers. */
export function ReviewQuestionCard({ question, number }: ReviewQuestionCardProps) {
  const outcome = question.chosen === null ? 'unanswered' : question.correct ? 'correct' : 'incorrect';
  const verdict =
    outcome === 'unanswered'
      ? `Not answered — the answer is ${question.answer}`
      : outcome === 'correct'
        ? `Correct — you answered ${question.chosen}`
        : `Incorrect — you answered ${question.chosen}, the answer is ${question.answer}`;
  return (
    <article id={`q-${question.id}`} className={`quiz-review-q quiz-review-q--${outcome}`} aria-labelledby={`review-q-${question.id}`}>
      <header className="quiz-review-q__head">
        <h3 id={`review-q-${question.id}`} className="quiz-review-q__title">
          Question {number}
          {question.flagged && <span className="quiz-question__flag"> · ⚑ flagged</span>}
        </h3>
        <p className="quiz-question__topic">{question.topic}</p>
      </header>
      <p className={`quiz-verdict quiz-verdict--${outcome}`}>
        <span aria-hidden="true">{outcome === 'correct' ? '✓' : outcome === 'incorrect' ? '✗' : '–'}</span> {verdict}
        {question.timeMs !== null && <span className="quiz-verdict__time"> · {formatClock(question.timeMs)}</span>}
      </p>
      <div className="quiz-stem">{question.stem}</div>
      {question.imageUrl && <img className="quiz-image" src={question.imageUrl} alt="Figure for this question" />}
      <OptionOutcomes options={question.options} answer={question.answer} chosen={question.chosen} optionExplanations={question.optionExplanations} />
      <h4 className="quiz-feedback__subtitle">Explanation</h4>
      <p className="quiz-prose">{question.explanation}</p>
      {question.references.length > 0 && (
        <>
          <h4 className="quiz-feedback__subtitle">References</h4>
          <ul className="quiz-references">
            {question.references.map((reference) => (
              <li key={reference}>{reference}</li>
            ))}
          </ul>
        </>
      )}
      <h4 className="quiz-feedback__subtitle">How others answered</h4>
      <PeerBars peer={question.peer} correctAnswer={question.answer} chosen={question.chosen} />
      <NoteEditor questionId={question.id} eager={false} />
    </article>
  );
}
