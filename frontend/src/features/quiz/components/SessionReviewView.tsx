import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { formatLongDate, MAX_SESSION_QUESTIONS, Messages, percentage } from '@medprep/shared';
import type { ApiError } from '../../../app/api/api-error';
import { FormAlert } from '../../../components/ui/FormAlert';
import { useStartSessionMutation, type EndReason } from '../api';
import { describeDuration, formatClock } from '../format-time';
import { groupByPaper } from '../papers';
import type { Review } from '../quiz-types';
import { ClockIcon } from './icons';
import { ReviewQuestionCard } from './ReviewQuestionCard';
import { TopicChart } from './TopicChart';
import '../quiz.css';

const MODE_NAMES = { tutor: 'Tutor mode', timed: 'Timed practice', mock: 'Mock exam' } as const;

export interface SessionReviewViewProps {
  review: Review;
  endReason: EndReason | null;
}

/** The end of a session: score, time, per-topic bars and every question with its explanation. */
export function SessionReviewView({ review, endReason }: SessionReviewViewProps) {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [start, started] = useStartSessionMutation();
  const [incorrectOnly, setIncorrectOnly] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const filterId = useId();

  useEffect(() => {
    // A link to one question (#q-<id>, from the notes page) shows that question.
    const target = hash.startsWith('#q-') ? document.getElementById(hash.slice(1)) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else headingRef.current?.focus();
  }, [review.sessionId, hash]);

  const timeUp = endReason === 'timeUp' || (review.timeLimitMs !== null && review.timeSpentMs >= review.timeLimitMs);
  const { score } = review;
  // An item is incorrect when it scored below its maximum (`correct` is full marks).
  const wrong = review.questions.filter((q) => q.response !== null && !q.correct).length;
  const numbered = review.questions.map((question, index) => ({ id: question.id, question, number: index + 1 }));
  const isShown = ({ question }: (typeof numbered)[number]) => !incorrectOnly || !question.correct;
  const shown = numbered.filter(isShown);
  // Each paper's marks count all its questions, whatever the filter shows.
  const groups = groupByPaper(review.papers, numbered).map((group) => ({
    ...group,
    marks: group.questions.reduce((sum, { question }) => sum + question.score, 0),
    maxMarks: group.questions.reduce((sum, { question }) => sum + question.maxScore, 0),
    shown: group.questions.filter(isShown),
  }));
  const grouped = groups.some((group) => group.title !== null);
  const starting = started.isLoading;
  const startError = started.error;

  const practiseIncorrect = async () => {
    // The wrong answers of this session, not every question ever answered wrongly.
    const input = { exam: review.examSlug, mode: 'tutor' as const, filter: 'incorrect' as const, fromSession: review.sessionId, count: Math.min(MAX_SESSION_QUESTIONS, Math.max(1, wrong)) };
    let result = await start(input);
    // Some of them may have left the bank since: take what is left.
    if (result.error) {
      const failure = result.error as ApiError;
      const available = failure.code === 'TOO_FEW_QUESTIONS' ? Number(failure.details?.available ?? 0) : 0;
      if (available > 0) result = await start({ ...input, count: available });
    }
    if (result.data) await navigate(`/s/${result.data.id}`);
  };

  return (
    <div className="quiz quiz-review">
      <title>{`Your results — ${review.examTitle} — MedPrep`}</title>
      <header className="quiz-review__head">
        <p className="page__eyebrow">
          {review.examTitle} · {MODE_NAMES[review.mode]}
        </p>
        <h1 ref={headingRef} tabIndex={-1} className="page__title">
          Your results
        </h1>
        {timeUp && (
          <p className="notice quiz-timeup" role="status">
            <ClockIcon /> {Messages.practice.timeUp}
          </p>
        )}
      </header>

      <section className="quiz-summary" aria-label="Summary">
        <div className="quiz-summary__card">
          <p className="quiz-summary__label">Score</p>
          <p className="quiz-summary__value" aria-label={`Score ${score.marks} of ${score.maxMarks} ${score.maxMarks === 1 ? 'mark' : 'marks'}, ${Math.round(score.percentCorrect)} percent`}>
            {score.marks}/{score.maxMarks} <span className="quiz-summary__pct">({Math.round(score.percentCorrect)}%)</span>
          </p>
          <p className="quiz-summary__note">
            {score.answered} of {score.total} answered · {score.correct} with full marks
          </p>
        </div>
        <div className="quiz-summary__card">
          <p className="quiz-summary__label">Time</p>
          <p className="quiz-summary__value" aria-label={`Time spent ${describeDuration(review.timeSpentMs)}${review.timeLimitMs !== null ? ` of ${describeDuration(review.timeLimitMs)}` : ''}`}>
            {formatClock(review.timeSpentMs)}
            {review.timeLimitMs !== null && <span className="quiz-summary__pct"> of {formatClock(review.timeLimitMs)}</span>}
          </p>
          <p className="quiz-summary__note">{review.endedAt ? `Finished ${formatLongDate(new Date(review.endedAt))}` : `Started ${formatLongDate(new Date(review.startedAt))}`}</p>
        </div>
      </section>

      <div className="quiz-review__actions">
        <Link to="/dashboard" className="btn btn--secondary">
          Back to dashboard
        </Link>
        {wrong > 0 && (
          <button type="button" className="btn btn--primary" onClick={() => void practiseIncorrect()} disabled={starting}>
            {starting ? 'Starting…' : 'Practise incorrect questions'}
          </button>
        )}
      </div>
      <FormAlert message={startError?.message ?? null} />

      <section className="quiz-review__section" aria-labelledby="quiz-topics-title">
        <h2 id="quiz-topics-title" className="quiz-review__subtitle">
          By topic
        </h2>
        <TopicChart topics={review.topics} />
      </section>

      <section className="quiz-review__section" aria-labelledby="quiz-questions-title">
        <div className="quiz-review__bar">
          <h2 id="quiz-questions-title" className="quiz-review__subtitle">
            Questions
          </h2>
          <label className="quiz-check" htmlFor={filterId}>
            <input id={filterId} type="checkbox" checked={incorrectOnly} onChange={(event) => setIncorrectOnly(event.target.checked)} />
            Show incorrect only
          </label>
        </div>
        <p className="visually-hidden" role="status" aria-live="polite">
          {incorrectOnly ? `Showing ${shown.length} of ${review.questions.length} questions.` : ''}
        </p>
        {shown.length === 0 ? (
          <p className="notice">Every question scored full marks. Well done!</p>
        ) : !grouped ? (
          shown.map(({ question, number }) => <ReviewQuestionCard key={question.id} question={question} number={number} />)
        ) : (
          groups.map((group, i) =>
            group.shown.length === 0 ? null : (
              <section key={group.title ?? 'other'} className="quiz-review__paper" aria-labelledby={`quiz-paper-${i}`}>
                <h3 id={`quiz-paper-${i}`} className="quiz-review__paper-title">
                  {group.title ?? 'Other questions'}
                </h3>
                <p className="quiz-review__paper-score">
                  {group.marks} of {group.maxMarks} marks ({Math.round(percentage(group.marks, group.maxMarks))}%)
                </p>
                {group.shown.map(({ question, number }) => (
                  <ReviewQuestionCard key={question.id} question={question} number={number} level={4} />
                ))}
              </section>
            ),
          )
        )}
      </section>
    </div>
  );
}
