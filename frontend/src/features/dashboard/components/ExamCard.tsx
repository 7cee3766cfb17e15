import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Messages } from '@medprep/shared';
import { useAppDispatch } from '../../../app/hooks';
import { Modal } from '../../../components/ui/Modal';
import { examCheckoutRequested } from '../../../app/checkout-intent';
import { accessLabel, answeredLabel, examCountdown } from '../dashboard-text';
import type { ExamOverview, SessionStarters } from '../dashboard-types';
import { PeerComparison } from './PeerComparison';
import { ProgressMeter } from './ProgressMeter';
import '../dashboard.css';

export interface ExamCardProps {
  exam: ExamOverview;
  /** The user's date for this exam ('YYYY-MM-DD'), if set. */
  examDate: string | null;
  /** The performance figures could not be read: say so rather than show zeros as if true. */
  degraded: boolean;
  sessions: SessionStarters;
}

function badgeClass(exam: ExamOverview): string {
  if (exam.access === 'subscription') return 'badge badge--success';
  return exam.trialComplete ? 'badge badge--muted' : 'badge badge--info';
}

/** One exam the user may practise: access, exam-date countdown, progress, peers, review queue and actions. */
export function ExamCard({ exam, examDate, degraded, sessions }: ExamCardProps) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [starting, setStarting] = useState(false);
  const canPractise = !(exam.access === 'trial' && exam.trialComplete);

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
            {exam.dueForReview > 0 && sessions.reviewButton(exam)}
          </div>
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
              onClick={() => dispatch(examCheckoutRequested({ kind: 'extension', examSlug: exam.examSlug }))}
            >
              Extend
            </button>
          ) : (
            <button
              type="button"
              className={canPractise ? 'btn btn--secondary' : 'btn btn--primary'}
              aria-label={`Buy access to ${exam.examTitle}`}
              onClick={() => dispatch(examCheckoutRequested({ kind: 'dashboard', examSlug: exam.examSlug }))}
            >
              Buy access
            </button>
          )}
        </div>
      </article>
      <Modal open={starting} onClose={() => setStarting(false)} title={`Start a session: ${exam.examTitle}`} className="modal--session">
        {starting && sessions.startForm(exam)}
      </Modal>
    </li>
  );
}
