import { Fragment, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Messages } from '@medprep/shared';
import { Spinner } from '../../../components/ui/Spinner';
import { useOverviewQuery } from '../api';
import { accessLabel } from '../dashboard-text';
import type { ExamOverview } from '../dashboard-types';
import '../dashboard.css';

/** Practise: choose one of the exams the user may practise and how; the session opens at /s/:id. */
export function PractisePanel({ startForm }: { startForm: (exam: ExamOverview) => ReactNode }) {
  const overview = useOverviewQuery(undefined, { refetchOnMountOrArgChange: true });
  const exams = overview.data?.exams ?? [];
  const id = useId();
  const practisable = exams.filter((exam) => !(exam.access === 'trial' && exam.trialComplete));
  const [chosen, setChosen] = useState<string | null>(null);
  const exam = practisable.find((e) => e.examSlug === chosen) ?? practisable[0] ?? null;

  return (
    <section className="practise" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section__title">
        Practise questions
      </h2>
      {overview.isError && !overview.data && (
        <div className="notice notice--error" role="alert">
          <p>{overview.error?.message}</p>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => void overview.refetch()}>
            Try again
          </button>
        </div>
      )}
      {!overview.data && !overview.isError && <Spinner label="Loading your exams…" />}
      {overview.isSuccess && practisable.length === 0 && (
        <div className="empty-state">
          <p className="empty-state__title">Nothing to practise yet</p>
          <p>
            {exams.length > 0
              ? Messages.practice.trialComplete
              : 'Once you have a free trial or a subscription, you can start practising its questions here.'}
          </p>
          <Link to="/dashboard" className="btn btn--primary">
            Choose an exam
          </Link>
        </div>
      )}
      {exam && (
        <div className="practise__body">
          {practisable.length > 1 && (
            <div className="field practise__exam">
              <label className="field__label" htmlFor={`${id}-exam`}>
                Exam
              </label>
              <select id={`${id}-exam`} className="field__input field__input--select" value={exam.examSlug} onChange={(event) => setChosen(event.target.value)}>
                {practisable.map((e) => (
                  <option key={e.examSlug} value={e.examSlug}>
                    {e.examTitle}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="practise__exam-head">
            <h3 className="practise__exam-title">{exam.examTitle}</h3>
            <p className="practise__exam-access">{accessLabel(exam)}</p>
          </div>
          <Fragment key={exam.examSlug}>{startForm(exam)}</Fragment>
        </div>
      )}
    </section>
  );
}
