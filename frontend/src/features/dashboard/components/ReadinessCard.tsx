import { useId } from 'react';
import type { Readiness } from '@medprep/shared';
import type { ExamOverview } from '../dashboard-types';
import { useReadinessQuery } from '../learning-api';

type Shown = Extract<Readiness, { available: true }>;
const pct = (x: number) => `${Math.round(x)}%`;

function Band({ r }: { r: Shown }) {
  const [lo, hi] = r.band;
  return (
    <div className="readiness-band" role="img" aria-label={`Predicted ${pct(r.predictedPercent)}, 95% band ${pct(lo)} to ${pct(hi)}`}>
      <span className="readiness-band__range" style={{ left: `${lo}%`, width: `${Math.max(hi - lo, 0.5)}%` }} />
      <span className="readiness-band__point" style={{ left: `${r.predictedPercent}%` }} />
      {r.passMark !== undefined && <span className="readiness-band__pass" style={{ left: `${r.passMark}%` }} />}
    </div>
  );
}

/** The predicted percent on a full paper with its band, or how many more answers it needs. */
export function ReadinessCard({ exam }: { exam: ExamOverview }) {
  const titleId = useId();
  const readiness = useReadinessQuery(exam.examSlug, { refetchOnMountOrArgChange: true });
  const r = readiness.data;

  return (
    <section className="learning-card" aria-labelledby={titleId} aria-busy={readiness.isFetching || undefined}>
      <h3 id={titleId} className="learning-card__title">
        Readiness
      </h3>
      {!r && !readiness.isError && <p role="status">Loading your readiness…</p>}
      {readiness.isError && !r && (
        <p className="notice notice--error" role="alert">
          We could not work out your readiness. {readiness.error?.message}
        </p>
      )}
      {r && !r.available && (
        <p className="readiness__hidden">
          Your predicted score appears once you have answered {r.answered + r.needed} different questions of {exam.examTitle}: {r.needed} more to go.
        </p>
      )}
      {r?.available && (
        <>
          <p className="readiness__figure">
            Predicted score on a full paper: <strong>{pct(r.predictedPercent)}</strong> (95% band {pct(r.band[0])}–{pct(r.band[1])})
          </p>
          <Band r={r} />
          {r.passMark !== undefined && r.passProbability !== undefined && (
            <p>
              Published pass mark {r.passMark}%: chance of passing about <strong>{pct(r.passProbability * 100)}</strong>.
            </p>
          )}
          <p className="learning-card__source">From your latest answers to {r.answered} questions.</p>
        </>
      )}
      {r && (
        <details className="readiness__method">
          <summary>How this is worked out</summary>
          <p>{r.method}</p>
          {r.available && r.passMarkSource && <p>{r.passMarkSource}</p>}
        </details>
      )}
    </section>
  );
}
