import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MAX_SESSION_QUESTIONS, Messages, planMockPapers, SESSION_FILTERS, SESSION_MODES, type TypeCounts } from '@medprep/shared';
import { FormAlert } from '../../../components/ui/FormAlert';
import { Spinner } from '../../../components/ui/Spinner';
import type { ApiError } from '../../../app/api/api-error';
import { useAvailabilityQuery, useStartSessionMutation } from '../api';
import { examPapersText, joinPapers, plannedPaperText } from '../../../lib/exam-papers-text';
import type { Availability, PractiseExam, SessionFilter, SessionMode } from '../quiz-types';
import '../quiz.css';

export const FILTER_LABELS: Record<SessionFilter, string> = {
  all: 'All questions',
  new: 'New',
  incorrect: 'Incorrect',
  flagged: 'Flagged',
  review: 'Due for review',
};

const MODE_TITLES: Record<SessionMode, string> = { tutor: 'Tutor', timed: 'Timed', mock: 'Mock exam' };
const DEFAULT_COUNT = 10;

/** The bank's items by type (EMQ in stems), where the server sends them with the counts. */
function bankTypes(counts: Availability): TypeCounts | null {
  const types = (counts as Availability & { types?: TypeCounts }).types;
  return types && typeof types === 'object' ? types : null;
}

/** The mock: the real papers, then (where the bank is smaller) the papers scaled to it. */
function mockDescription(slug: string, counts: Availability): string {
  const real = examPapersText(slug);
  const intro = real.isDefault ? 'A default paper (no published format we could confirm): ' : real.papers.length > 1 ? 'The real papers: ' : 'The real paper: ';
  const types = bankTypes(counts);
  let scaled: string;
  if (types) {
    const plan = planMockPapers(slug, types);
    const planned = plan.papers.map(plannedPaperText);
    scaled = planned.join() === real.papers.join() ? ` This mock follows ${real.papers.length > 1 ? 'them' : 'it'} in full.` : ` Scaled to our bank, this mock has ${joinPapers(planned)}`;
  } else {
    scaled = ' This mock follows the same types, proportions and time per question, scaled down where our bank holds fewer.';
  }
  const pause = real.papers.length > 1 ? ' A break screen comes between the papers.' : '';
  return `${intro}${joinPapers(real.papers)}${scaled}${pause}`;
}

function modeDescription(mode: SessionMode, slug: string, counts: Availability): string {
  switch (mode) {
    case 'tutor':
      return 'Untimed. See the answer, the explanation and how others answered after each question.';
    case 'timed':
      return `At the real exam's pace (${examPapersText(slug).pace}). Answers are revealed at the end.`;
    case 'mock':
      return mockDescription(slug, counts);
  }
}

export interface StartSessionFormProps {
  exam: PractiseExam;
}

/** Choose how to practise an exam: mode, which questions (filter and topics) and how many. */
export function StartSessionForm({ exam }: StartSessionFormProps) {
  const navigate = useNavigate();
  const availability = useAvailabilityQuery(exam.examSlug);
  const [start, started] = useStartSessionMutation();
  const [mode, setMode] = useState<SessionMode>('tutor');
  const [filter, setFilter] = useState<SessionFilter>('all');
  const [topics, setTopics] = useState<string[]>([]);
  const [count, setCount] = useState<string | null>(null);
  const [countError, setCountError] = useState<string | null>(null);
  const id = useId();

  const counts = availability.data ?? null;
  const topicLimit = topics.length > 0 && counts ? counts.topics.filter((t) => topics.includes(t.topic)).reduce((sum, t) => sum + t.all, 0) : Infinity;
  const bound = counts ? Math.min(counts[filter], topicLimit, MAX_SESSION_QUESTIONS) : MAX_SESSION_QUESTIONS;
  const countValue = count ?? String(Math.max(1, Math.min(DEFAULT_COUNT, bound)));
  const starting = started.isLoading;
  const serverError = (started.error as ApiError | undefined) ?? null;
  const resumeId = serverError?.code === 'TRIAL_IN_PROGRESS' && typeof serverError.details?.sessionId === 'string' ? serverError.details.sessionId : null;

  // A filter that no longer has questions (after a session) gives way to 'all'.
  useEffect(() => {
    if (counts && counts[filter] === 0 && counts.all > 0) setFilter('all');
  }, [counts, filter]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (starting) return;
    let n: number | undefined;
    if (mode !== 'mock') {
      n = Number(countValue);
      if (!Number.isInteger(n) || n < 1 || n > MAX_SESSION_QUESTIONS) {
        setCountError(Messages.practice.countRequired);
        document.getElementById(`${id}-count`)?.focus();
        return;
      }
      if (counts && n > bound) {
        setCountError(Messages.practice.tooFew(bound));
        document.getElementById(`${id}-count`)?.focus();
        return;
      }
    }
    setCountError(null);
    const input =
      mode === 'mock'
        ? { exam: exam.examSlug, mode, filter: 'all' as const }
        : { exam: exam.examSlug, mode, filter, ...(topics.length > 0 ? { topics } : {}), count: n };
    const result = await start(input);
    if (result.data) await navigate(`/s/${result.data.id}`);
  };

  if (!counts && availability.isError) {
    return (
      <div className="quiz-start">
        <p className="notice notice--error" role="alert">
          {availability.error.message}
        </p>
        <button type="button" className="btn btn--secondary" onClick={() => void availability.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!counts) return <Spinner label={`Loading the questions for ${exam.examTitle}…`} />;

  return (
    <form className="quiz-start" noValidate onSubmit={(event) => void submit(event)} aria-label={`Start a session: ${exam.examTitle}`}>
      <fieldset className="quiz-start__group">
        <legend className="quiz-start__legend">Mode</legend>
        {SESSION_MODES.map((value) => (
          <div key={value} className="quiz-choice">
            <input
              id={`${id}-mode-${value}`}
              type="radio"
              name={`${id}-mode`}
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
              aria-describedby={`${id}-mode-${value}-hint`}
            />
            <label htmlFor={`${id}-mode-${value}`} className="quiz-choice__label">
              {MODE_TITLES[value]}
            </label>
            <p id={`${id}-mode-${value}-hint`} className="quiz-choice__hint">
              {modeDescription(value, exam.examSlug, counts)}
            </p>
          </div>
        ))}
      </fieldset>

      {mode !== 'mock' && (
        <>
          <fieldset className="quiz-start__group">
            <legend className="quiz-start__legend">Questions</legend>
            <div className="quiz-start__chips">
              {SESSION_FILTERS.map((value) => (
                <div key={value} className="quiz-chip">
                  <input
                    id={`${id}-filter-${value}`}
                    type="radio"
                    name={`${id}-filter`}
                    value={value}
                    checked={filter === value}
                    disabled={counts[value] === 0}
                    onChange={() => setFilter(value)}
                  />
                  <label htmlFor={`${id}-filter-${value}`}>
                    {FILTER_LABELS[value]} ({counts[value]})
                  </label>
                </div>
              ))}
            </div>
          </fieldset>

          {counts.topics.length > 0 && (
            <fieldset className="quiz-start__group">
              <legend className="quiz-start__legend">Topics</legend>
              <p className="field__hint">Leave them all unticked to practise every topic.</p>
              <div className="quiz-start__topics">
                {counts.topics.map((topic) => (
                  <div key={topic.topic} className="quiz-check">
                    <input
                      id={`${id}-topic-${topic.topic}`}
                      type="checkbox"
                      checked={topics.includes(topic.topic)}
                      onChange={(event) =>
                        setTopics((current) => (event.target.checked ? [...current, topic.topic] : current.filter((t) => t !== topic.topic)))
                      }
                    />
                    <label htmlFor={`${id}-topic-${topic.topic}`}>
                      {topic.topic} ({topic.all})
                    </label>
                  </div>
                ))}
              </div>
            </fieldset>
          )}

          <div className={countError ? 'field field--invalid quiz-start__count' : 'field quiz-start__count'}>
            <label className="field__label" htmlFor={`${id}-count`}>
              Number of questions
            </label>
            <p id={`${id}-count-hint`} className="field__hint">
              {bound > 0 ? `Between 1 and ${bound}.` : Messages.practice.tooFew(0)}
            </p>
            <input
              id={`${id}-count`}
              className="field__input"
              type="number"
              inputMode="numeric"
              min={1}
              max={Math.max(1, bound)}
              value={countValue}
              aria-invalid={countError ? true : undefined}
              aria-describedby={[`${id}-count-hint`, countError ? `${id}-count-error` : null].filter(Boolean).join(' ')}
              onChange={(event) => setCount(event.target.value)}
            />
            {countError && (
              <p id={`${id}-count-error`} className="field__error">
                {countError}
              </p>
            )}
          </div>
        </>
      )}

      <FormAlert message={serverError?.message ?? null} />
      {resumeId && (
        <p>
          <Link to={`/s/${resumeId}`} className="btn btn--secondary">
            Carry on with your session
          </Link>
        </p>
      )}
      <div className="quiz-start__submit">
        <button type="submit" className="btn btn--primary btn--large" disabled={starting}>
          {starting ? 'Starting…' : exam.access === 'trial' ? 'Start your free trial session' : 'Start session'}
        </button>
      </div>
    </form>
  );
}
