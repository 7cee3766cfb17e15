import { lazy, Suspense, useId, useState } from 'react';
import type { History } from '@medprep/shared';
import { useLearningHistoryQuery } from '../../learning-api';
import { useNearViewport } from '../../../../lib/use-near-viewport';

// The charting library is the dashboard's largest chunk (~107 KB gzip) and its first render a long
// task: it loads when the card comes near the viewport (it is far below the fold on a phone).
const ProgressChart = lazy(() => import('./ProgressChart'));

const percentLabel = (p: number | null) => (p === null ? '—' : `${Math.round(p)}%`);

function targetText(h: History): string {
  const { target, basis, daysLeft, examDate } = h.dailyTarget;
  if (basis === 'default') return `Aim for ${target} items a day (a default: set your exam date for a target of your own).`;
  if (basis === 'exam-passed') return `Your exam date (${examDate}) has passed: set your next one for a daily target.`;
  return `Aim for ${target} items a day: what is left, spread over the ${daysLeft} days to your exam.`;
}

/** Progress over time for one exam: items and % correct per day or week, the streak and the daily target. */
export function ProgressCard({ exam }: { exam: string }) {
  const titleId = useId();
  const [period, setPeriod] = useState<'days' | 'weeks'>('days');
  const history = useLearningHistoryQuery(exam);
  const h = history.data;
  const periods = h ? (period === 'days' ? h.days.slice(-30) : h.weeks) : [];
  // The figure mounts with the data: a callback ref, so it is watched from then.
  const [chartArea, showChart] = useNearViewport<HTMLElement>();

  return (
    <section className="learning-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="learning-card__title">
        Progress over time
      </h3>
      {history.isLoading && <p role="status">Loading your progress…</p>}
      {history.isError && !h && <p className="notice notice--error">We could not load your progress.</p>}
      {h && (
        <>
          <p className="learning-card__figures">
            <span>
              Streak: <strong>{h.streak}</strong> {h.streak === 1 ? 'day' : 'days'}
            </span>
            <span>
              Today: <strong>{h.dailyTarget.answeredToday}</strong> of {h.dailyTarget.target}
            </span>
          </p>
          <p className="learning-card__target">{targetText(h)}</p>
          <div role="group" aria-label="Show per" className="learning-card__toggle">
            {(['days', 'weeks'] as const).map((p) => (
              <button key={p} type="button" className="btn btn--ghost btn--small" aria-pressed={period === p} onClick={() => setPeriod(p)}>
                {p === 'days' ? 'Per day' : 'Per week'}
              </button>
            ))}
          </div>
          <figure ref={chartArea} className="learning-card__chart" aria-label={period === 'days' ? 'Items and % correct, last 30 days' : 'Items and % correct, last 26 weeks'}>
            {showChart ? (
              <Suspense fallback={<div className="learning-card__chart-placeholder" />}>
                <ProgressChart periods={periods} />
              </Suspense>
            ) : (
              <div className="learning-card__chart-placeholder" />
            )}
            <table className="visually-hidden">
              <caption>{period === 'days' ? 'Per day' : 'Per week (from Monday)'}</caption>
              <thead>
                <tr>
                  <th scope="col">{period === 'days' ? 'Day' : 'Week of'}</th>
                  <th scope="col">Items</th>
                  <th scope="col">% correct</th>
                </tr>
              </thead>
              <tbody>
                {periods
                  .filter((p) => p.answered > 0)
                  .map((p) => (
                    <tr key={p.start}>
                      <td>{p.start}</td>
                      <td>{p.answered}</td>
                      <td>{percentLabel(p.percentCorrect)}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </figure>
          {h.topics.length > 0 && (
            <table className="learning-card__topics">
              <caption>By topic: the last 4 weeks against the 4 before</caption>
              <thead>
                <tr>
                  <th scope="col">Topic</th>
                  <th scope="col">Last 4 weeks</th>
                  <th scope="col">4 weeks before</th>
                  <th scope="col">Change</th>
                </tr>
              </thead>
              <tbody>
                {h.topics.map((t) => (
                  <tr key={t.topic}>
                    <th scope="row">{t.topic}</th>
                    <td>
                      {percentLabel(t.recent.percentCorrect)} ({t.recent.answered})
                    </td>
                    <td>
                      {percentLabel(t.previous.percentCorrect)} ({t.previous.answered})
                    </td>
                    <td>{t.change === null ? '—' : `${t.change > 0 ? '+' : ''}${Math.round(t.change)} pts`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
