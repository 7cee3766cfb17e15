import { Link } from 'react-router-dom';
import { formatLongDate, percentLabel } from '@medprep/shared';
import { useHistoryInfiniteQuery } from '../../api';
import { modeLabel, timeSpentLabel } from '../../dashboard-text';
import type { HistoryEntry } from '../../dashboard-types';
import { RecordsEmpty, RecordsPending } from './RecordsStates';
import '../../dashboard.css';

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

function HistoryRow({ session }: { session: HistoryEntry }) {
  const started = new Date(session.startedAt);
  return (
    <tr>
      <th scope="row">
        <span className="records__exam">{session.examTitle}</span>
        <span className="records__sub">{modeLabel(session.mode)}</span>
      </th>
      <td>
        <time dateTime={session.startedAt}>
          {formatLongDate(started)}, {TIME.format(started)}
        </time>
      </td>
      <td>
        {session.running ? (
          <span className="badge badge--info">Running</span>
        ) : (
          <>
            {percentLabel(session.percentCorrect)}
            <span className="records__sub">
              {session.correct} of {session.questions} correct
            </span>
          </>
        )}
      </td>
      <td>{timeSpentLabel(session.timeSpentMs)}</td>
      <td>
        {session.running ? (
          <Link to={`/s/${session.sessionId}`} className="btn btn--primary btn--small" aria-label={`Resume ${session.examTitle} session of ${formatLongDate(started)}`}>
            Resume
          </Link>
        ) : (
          <Link to={`/s/${session.sessionId}/review`} className="btn btn--secondary btn--small" aria-label={`Review ${session.examTitle} session of ${formatLongDate(started)}`}>
            Review
          </Link>
        )}
      </td>
    </tr>
  );
}

/** Every session of the user, newest first, a page at a time (account.history). */
export function SessionHistory() {
  const { data, isLoading, isError, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } = useHistoryInfiniteQuery();
  if (isLoading || (isError && !data)) return <RecordsPending what="sessions" loading={isLoading} onRetry={() => void refetch()} />;
  const sessions = data?.pages.flatMap((page) => page.sessions) ?? [];
  if (sessions.length === 0) {
    return (
      <RecordsEmpty title="No sessions yet">
        <p>Each session you start appears here, with its score and a link to review it.</p>
        <Link to="/dashboard" className="btn btn--primary">
          Start a session
        </Link>
      </RecordsEmpty>
    );
  }
  return (
    <>
      <div className="records__scroll">
        <table className="records">
          <caption className="visually-hidden">Your sessions, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Exam</th>
              <th scope="col">Started</th>
              <th scope="col">Score</th>
              <th scope="col">Time</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => (
              <HistoryRow key={session.sessionId} session={session} />
            ))}
          </tbody>
        </table>
      </div>
      {hasNextPage && (
        <div className="records__more">
          <button type="button" className="btn btn--secondary" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? 'Loading…' : 'Show older sessions'}
          </button>
        </div>
      )}
    </>
  );
}
