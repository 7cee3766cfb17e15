import { Link } from 'react-router-dom';
import { formatLongDate } from '@medprep/shared';
import { useNotesQuery } from '../api';
import { SessionLoadFailed, SessionLoading } from './SessionLoadState';
import '../quiz.css';
import '../notes.css';

/** Every private note, newest first, with its exam and the question's stem; each opens the question's review. */
export function NotesList() {
  const { data, error, isError, refetch } = useNotesQuery();
  if (isError) return <SessionLoadFailed subject="Notes" heading="We could not load your notes" message={error.message} onRetry={() => void refetch()} />;
  if (!data) return <SessionLoading subject="Notes" label="Loading your notes…" />;
  if (data.notes.length === 0) {
    return <p className="notice">You have no notes yet. Add one to any question while you practise, or in a session’s review.</p>;
  }
  return (
    <ul className="quiz-notes" aria-label="Your notes">
      {data.notes.map((note) => (
        <li key={note.questionId} className="quiz-notes__item">
          <p className="quiz-notes__exam">
            {note.examTitle} · {formatLongDate(new Date(note.updatedAt))}
          </p>
          <p className="quiz-notes__stem">{note.stemExcerpt}</p>
          <p className="quiz-notes__text">{note.text}</p>
          {note.reviewSessionId ? (
            <Link to={`/s/${note.reviewSessionId}/review#q-${note.questionId}`} className="btn btn--ghost btn--small">
              Open the question’s review
            </Link>
          ) : (
            <p className="quiz-notes__pending">Its review opens when the session it is in has ended.</p>
          )}
        </li>
      ))}
    </ul>
  );
}
