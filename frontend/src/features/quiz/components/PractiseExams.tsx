import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatLongDate, Messages } from '@medprep/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Spinner } from '../../../components/ui/Spinner';
import { loadPractiseExams } from '../api';
import type { PractiseExam } from '../quiz-types';
import { selectPractiseExamsState } from '../quizSlice';
import { StartSessionForm } from './StartSessionForm';
import '../quiz.css';

function accessLine(exam: PractiseExam): string {
  if (exam.access === 'trial') return exam.trialComplete ? 'Free trial — used' : 'Free trial: one session';
  const until = exam.endsAt ? `until ${formatLongDate(new Date(exam.endsAt))}` : '';
  return [`Subscription ${until}`.trim(), exam.daysLeft !== null ? `${exam.daysLeft} day${exam.daysLeft === 1 ? '' : 's'} left` : null].filter(Boolean).join(' · ');
}

function PractiseExamCard({ exam, initiallyOpen }: { exam: PractiseExam; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  const answered = exam.totalQuestions - exam.remaining;
  return (
    <li className="quiz-exam">
      <div className="quiz-exam__head">
        <div>
          <h3 className="quiz-exam__title">{exam.examTitle}</h3>
          <p className="quiz-exam__meta">{accessLine(exam)}</p>
          <p className="quiz-exam__meta">
            {answered} of {exam.totalQuestions} questions answered ({Math.round(exam.progress)}%)
            {exam.dueForReview > 0 ? ` · ${exam.dueForReview} due for review` : ''}
          </p>
        </div>
        {!exam.trialComplete && (
          <button type="button" className="btn btn--primary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
            {open ? 'Hide options' : 'Practise'} <span className="visually-hidden">{exam.examTitle}</span>
          </button>
        )}
      </div>
      {exam.trialComplete ? (
        <p className="quiz-exam__note">
          {Messages.practice.trialComplete} <Link to={`/exam/${exam.examSlug}`}>See the options for {exam.examTitle}</Link>
        </p>
      ) : (
        <div id={panelId} hidden={!open}>
          {open && <StartSessionForm exam={exam} />}
        </div>
      )}
    </li>
  );
}

/** The exams the user can practise (subscription or trial), each with its session start form. */
export function PractiseExams() {
  const dispatch = useAppDispatch();
  const exams = useAppSelector(selectPractiseExamsState);
  const titleId = useId();

  useEffect(() => {
    void dispatch(loadPractiseExams());
  }, [dispatch]);

  return (
    <section className="quiz-practise" aria-labelledby={titleId}>
      <h2 id={titleId} className="section__title">
        Practise questions
      </h2>
      {exams.status === 'failed' && (
        <div className="notice notice--error" role="alert">
          <p>{exams.error?.message}</p>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => void dispatch(loadPractiseExams())}>
            Try again
          </button>
        </div>
      )}
      {exams.status !== 'failed' && exams.items.length === 0 && (exams.status === 'ready' ? (
        <p className="notice">Once you have a free trial or a subscription, you can start practising its questions here.</p>
      ) : (
        <Spinner label="Loading your exams…" />
      ))}
      {exams.items.length > 0 && (
        <ul className="quiz-exams">
          {exams.items.map((exam) => (
            <PractiseExamCard key={exam.examId} exam={exam} initiallyOpen={exams.items.length === 1} />
          ))}
        </ul>
      )}
    </section>
  );
}
