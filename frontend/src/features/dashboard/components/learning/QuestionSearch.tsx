import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuestionSearchQuery } from '../../learning-api';

const DEBOUNCE_MS = 300;

/** The snippet's matches (between «« and »», as the server marks them) as <mark>: text only, never HTML. */
export function Snippet({ text }: { text: string }) {
  const parts = text.split(/««|»»/);
  return <>{parts.map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : <span key={i}>{part}</span>))}</>;
}

/** Search over the items the user has answered and their own notes; each result opens the item's review. */
export function QuestionSearch({ exam }: { exam?: string }) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useQuestionSearchQuery({ query, exam }, { skip: query.length < 2 });

  return (
    <section className="learning-card" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`} className="learning-card__title">
        Search your questions and notes
      </h3>
      <label htmlFor={inputId} className="visually-hidden">
        Search the questions you have answered and your notes
      </label>
      <input id={inputId} type="search" className="input" placeholder="e.g. hyperkalaemia" value={text} maxLength={200} onChange={(e) => setText(e.target.value)} />
      {results.isFetching && <p role="status">Searching…</p>}
      {results.isError && <p className="notice notice--error">{results.error?.message ?? 'The search failed.'}</p>}
      {results.data && query.length >= 2 && !results.isFetching && (
        <>
          <p role="status">{results.data.length === 0 ? 'Nothing you have answered or noted matches.' : `${results.data.length} found`}</p>
          <ul className="learning-search__results">
            {results.data.map((r) => (
              <li key={`${r.questionId}-${r.matchedIn}`}>
                <Link to={`/s/${r.reviewSessionId}/review#q-${r.questionId}`}>
                  <Snippet text={r.snippet} />
                </Link>
                <small>
                  {' '}
                  {r.matchedIn === 'note' ? 'Your note' : 'Question'} · {r.examTitle} · {r.topic}
                </small>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
