import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MAX_SESSION_QUESTIONS, Messages } from '@medprep/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../components/ui/Modal';
import { startSession } from '../../quiz/api';
import { StartSessionForm } from '../../quiz/components/StartSessionForm';
import { selectStartState } from '../../quiz/quizSlice';
import { openExamCheckout } from '../api';
import { accessLabel, answeredLabel, examCountdown } from '../dashboard-text';
import type { ExamOverview } from '../dashboard-types';
import { PeerComparison } from './PeerComparison';
import { ProgressMeter } from './ProgressMeter';
import '../dashboard.css';

export interface ExamCardProps {
  exam: ExamOverview;
  /** The user's date for this exam ('YYYY-MM-DD'), if set. */
  examDate: string | null;
  /** The performance figures could not be read: say so rather than show zeros as if true. */
  degraded: boolean;
}

function badgeClass(exam: ExamOverview): string {
  if (exam.access === 'subscription') return 'badge badge--success';
  return exam.trialComplete ? 'badge badge--muted' : 'badge badge--info';
}

/** One exam the user may practise: access, exam-date countdown, progress, peers, review queue and actions. */
export function ExamCard({ exam, examDate, degraded }: ExamCardProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const titleId = useId();
  const [starting, setStarting] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const start = useAppSelector(selectStartState);
  const reviewError = reviewing && start.status === 'failed' && start.examSlug === exam.examSlug ? start.error?.message : null;
  const canPractise = !(exam.access === 'trial' && exam.trialComplete);

  const startReview = async () => {
    setReviewing(true);
    const result = await dispatch(
      startSession({ exam: exam.examSlug, mode: 'tutor', filter: 'review', count: Math.min(exam.dueForReview, MAX_SESSION_QUESTIONS) }),
    );
    if (typeof result.payload === 'string') navigate(`/s/${result.payload}`);
  };

  return (
    <li className="exam-card">
      <article className="exam-card__body" aria-labelledby={titleId}>
        <header className="exam-card__head">
          <h3 id={titleId} className="exam-card__title">
            <Link to={`/exam/${exam.examSlug}`}>{exam.examTitle}</Link>
          </h3>
          <p className={badgeClass(exam)}>{accessLabel(exam)}</p>
        </header>

        {examDate && (
          <p className="exam-card__countdown">
            <span aria-hidden="true" className="exam-card__icon">
              ◷
            </span>
            {examCountdown(exam.examTitle, examDate)}
          </p>
        )}

        {degraded ? (
          <p className="notice notice--muted exam-card__degraded">Figures temporarily unavailable. Your answers are still being saved.</p>
        ) : (
          <div className="exam-card__figures">
            <ProgressMeter label="Progress" value={exam.progress} caption={answeredLabel(exam.totalQuestions, exam.remaining)} />
            <PeerComparison examTitle={exam.examTitle} yours={exam.record.pcor} attempts={exam.record.a} peers={exam.peerPercentCorrect} />
          </div>
        )}

        {!canPractise && <p className="exam-card__note">{Messages.practice.trialComplete}</p>}

        {canPractise && !degraded && (
          <div className="exam-card__review">
            <p className="exam-card__review-count">
              <strong>{exam.dueForReview}</strong> {exam.dueForReview === 1 ? 'question' : 'questions'} due for review
            </p>
            {exam.dueForReview > 0 && (
              <button
                type="button"
                className="btn btn--ghost btn--small"
                aria-label={`Review them: ${exam.examTitle}`}
                onClick={() => void startReview()}
                disabled={reviewing && start.status === 'starting'}
              >
                {reviewing && start.status === 'starting' ? 'Starting…' : 'Review them'}
              </button>
            )}
          </div>
        )}
        {reviewError && (
          <p className="field__error" role="alert">
            {reviewError}
          </p>
        )}

        <div className="exam-card__actions">
          {canPractise && (
            <button type="button" className="btn btn--primary" aria-label={`Start session: ${exam.examTitle}`} onClick={() => setStarting(true)}>
              Start session
            </button>
          )}
          {exam.access === 'subscription' ? (
            <button
              type="button"
              className="btn btn--secondary"
              aria-label={`Extend access to ${exam.examTitle}`}
              onClick={() => void dispatch(openExamCheckout({ kind: 'extension', examSlug: exam.examSlug }))}
            >
              Extend
            </button>
          ) : (
            <button
              type="button"
              className={canPractise ? 'btn btn--secondary' : 'btn btn--primary'}
              aria-label={`Buy access to ${exam.examTitle}`}
              onClick={() => void dispatch(openExamCheckout({ kind: 'dashboard', examSlug: exam.examSlug }))}
            >
              Buy access
            </button>
          )}
        </div>
      </article>
      <Modal open={starting} onClose={() => setStarting(false)} title={`Start a session: ${exam.examTitle}`} className="modal--session">
        {starting && <StartSessionForm exam={exam} />}
      </Modal>
    </li>
  );
}
