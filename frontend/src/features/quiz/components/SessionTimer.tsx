import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { endSession } from '../quiz-flow';
import { selectQuizSession } from '../quiz-selectors';
import { formatClock } from '../format-time';
import { useClockSync } from '../hooks/useClockSync';
import { useNow } from '../hooks/useNow';
import { ClockIcon } from './icons';
import { clockAt, selectPlayerPhase, selectQuizClock, timeExpired } from '../quizSlice';

/** Time left at which the user is warned. */
export const WARN_AT_MS = 5 * 60_000;

/**
 * Timed and mock sessions count down from the limit on the server's clock (synced at the start and
 * every 30 s); at zero, or when the server says the session has ended, it ends and the review shows.
 * Tutor sessions show the time elapsed.
 */
export function SessionTimer() {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectQuizSession);
  const clock = useAppSelector(selectQuizClock);
  const phase = useAppSelector(selectPlayerPhase);
  const active = phase === 'active';
  const timed = session?.timeLimitMs != null;
  useClockSync(session?.id ?? null, timed, active);
  const now = useNow(active);

  const reading = clock ? clockAt(clock, now) : null;
  const expired = Boolean(timed && reading?.expired);

  useEffect(() => {
    if (!expired || !active) return;
    dispatch(timeExpired());
    void dispatch(endSession('timeUp'));
  }, [expired, active, dispatch]);

  if (!session || !reading) return null;

  if (!timed) {
    return (
      <p className="quiz-timer">
        <ClockIcon />
        <span className="quiz-timer__label">Elapsed</span>{' '}
        <span className="quiz-timer__value" role="timer" aria-label={`Time elapsed ${formatClock(reading.elapsedMs)}`}>
          {formatClock(reading.elapsedMs)}
        </span>
      </p>
    );
  }

  const remaining = reading.remainingMs ?? 0;
  const warn = remaining <= WARN_AT_MS;
  return (
    <div className={warn ? 'quiz-timer quiz-timer--warn' : 'quiz-timer'}>
      <ClockIcon />
      <span className="quiz-timer__label">Time left</span>{' '}
      <span className="quiz-timer__value" role="timer" aria-label={`Time left ${formatClock(remaining, 'up')}`}>
        {formatClock(remaining, 'up')}
      </span>
      {/* Announced once, when the text appears. */}
      <span className="quiz-timer__alert" aria-live="assertive" aria-atomic="true">
        {expired ? 'Time is up.' : warn ? 'Less than 5 minutes left.' : ''}
      </span>
    </div>
  );
}
