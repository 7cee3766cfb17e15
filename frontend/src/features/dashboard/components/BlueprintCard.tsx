import { useId } from 'react';
import type { ExamOverview, SessionStarters } from '../dashboard-types';
import { useBlueprintQuery } from '../learning-api';

const percent = (x: number | null, scale = 1) => (x === null ? '—' : `${Math.round(x * scale)}%`);

/** The exam's blueprint: each topic's weight and the user's coverage, and the recommended next block. */
export function BlueprintCard({ exam, sessions }: { exam: ExamOverview; sessions: SessionStarters }) {
  const titleId = useId();
  const blueprint = useBlueprintQuery(exam.examSlug, { refetchOnMountOrArgChange: true });
  const b = blueprint.data;

  return (
    <section className="learning-card" aria-labelledby={titleId} aria-busy={blueprint.isFetching || undefined}>
      <h3 id={titleId} className="learning-card__title">
        Blueprint coverage
      </h3>
      {!b && !blueprint.isError && <p role="status">Loading the blueprint…</p>}
      {blueprint.isError && !b && (
        <p className="notice notice--error" role="alert">
          We could not load the blueprint. {blueprint.error?.message}
        </p>
      )}
      {b && (
        <>
          {b.nextBlock && (
            <div className="learning-card__next">
              <p>
                <strong>Recommended next:</strong> {b.nextBlock.count} questions from {b.nextBlock.topics.join(', ')}.
              </p>
              <p className="learning-card__reason">{b.nextBlock.reason}.</p>
              {sessions.blockButton(exam, { topics: b.nextBlock.sessionTopics, count: b.nextBlock.count })}
            </div>
          )}
          {/* On a narrow screen the table scrolls sideways: the region takes the focus so that the keyboard can scroll it. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (axe: scrollable-region-focusable) */}
          <div className="learning-card__scroll" role="region" aria-label={`Topics of ${exam.examTitle}`} tabIndex={0}>
            <table className="learning-table">
              <caption className="visually-hidden">Topics of {exam.examTitle}: weight in the exam and your coverage</caption>
              <thead>
                <tr>
                  <th scope="col">Topic</th>
                  <th scope="col">Weight</th>
                  <th scope="col">Seen</th>
                  <th scope="col">Unseen</th>
                  <th scope="col">% correct</th>
                  <th scope="col">Retention</th>
                </tr>
              </thead>
              <tbody>
                {b.topics.map((t) => (
                  <tr key={t.topic}>
                    <th scope="row">{t.topic}</th>
                    <td>{percent(t.weight, 100)}</td>
                    <td>{t.seen}</td>
                    <td>{t.unseen}</td>
                    <td>{percent(t.percentCorrect)}</td>
                    <td>{percent(t.retention, 100)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="learning-card__source">
            {b.weightsPublished ? 'Weights as published: ' : 'Equal weights: '}
            {b.source}
          </p>
        </>
      )}
    </section>
  );
}
