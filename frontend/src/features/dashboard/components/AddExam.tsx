import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { groupExamsByCategory, type Exam } from '@medprep/shared';
import { useAppDispatch } from '../../../app/hooks';
import { examCheckoutRequested } from '../../../app/checkout-intent';
import '../dashboard.css';

export interface AddExamProps {
  /** The exams the user has no access to. */
  exams: readonly Exam[];
  /** The user may still claim the one free trial. */
  trialOffered: boolean;
  /** 'empty': a brand-new user's first step; 'more': another exam beside those owned. */
  variant: 'empty' | 'more';
  loading?: boolean;
}

/** Choose an exam, then start its free trial or buy access (the checkout modals). */
export function AddExam({ exams, trialOffered, variant, loading = false }: AddExamProps) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const groups = groupExamsByCategory(exams);
  const slug = chosen || (exams.length === 1 ? exams[0].slug : '');

  const open = (kind: 'dashboard' | 'trial') => {
    if (!slug) {
      setError('Choose an exam first.');
      document.getElementById(`${id}-exam`)?.focus();
      return;
    }
    setError(null);
    dispatch(examCheckoutRequested({ kind, examSlug: slug }));
  };

  const empty = variant === 'empty';
  return (
    <section className={empty ? 'add-exam add-exam--empty' : 'add-exam'} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={empty ? 'add-exam__title add-exam__title--large' : 'add-exam__title'}>
        {empty ? 'Start with an exam' : 'Add an exam'}
      </h2>
      <p className="add-exam__lead">
        {empty
          ? trialOffered
            ? 'Choose the exam you are preparing for: try one free practice session, no card needed, or buy access straight away.'
            : 'Choose the exam you are preparing for and buy access to its question bank.'
          : 'Practise for another exam: buy access to its question bank.'}
      </p>
      <div className="add-exam__controls">
        <div className={error ? 'field field--invalid add-exam__field' : 'field add-exam__field'}>
          <label className="field__label" htmlFor={`${id}-exam`}>
            Exam
          </label>
          <select
            id={`${id}-exam`}
            className="field__input field__input--select"
            value={chosen}
            disabled={loading}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setChosen(event.target.value);
              setError(null);
            }}
          >
            <option value="">{loading ? 'Loading the exams…' : 'Choose an exam'}</option>
            {groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.exams.map((exam) => (
                  <option key={exam.slug} value={exam.slug}>
                    {exam.title}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {error && (
            <p id={`${id}-error`} className="field__error">
              {error}
            </p>
          )}
        </div>
        <div className="add-exam__buttons">
          {trialOffered && (
            <button type="button" className="btn btn--primary" onClick={() => open('trial')}>
              Start your free trial
            </button>
          )}
          <button type="button" className={trialOffered ? 'btn btn--secondary' : 'btn btn--primary'} onClick={() => open('dashboard')}>
            Buy access
          </button>
        </div>
      </div>
      {empty && (
        <p className="add-exam__aside">
          Not sure yet? <Link to="/exams">Browse the exams</Link> and their formats.
        </p>
      )}
    </section>
  );
}
