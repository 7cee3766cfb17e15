import { useId } from 'react';
import { formatShortDate } from '@medprep/shared';
import { useMyReportsQuery, type MyReportEntry } from '../corrections-api';

const STATUS_TEXT: Record<MyReportEntry['status'], string> = {
  open: 'Waiting for an editor',
  accepted: 'Accepted: a correction is on its way',
  rejected: 'Reviewed: the question stands',
  fixed: 'Fixed',
};

/** The user's reports of errors in questions, with where each stands and the editors' reply. */
export function MyReports() {
  const titleId = useId();
  const { data } = useMyReportsQuery(undefined, { refetchOnMountOrArgChange: true });
  const reports = data?.reports ?? [];
  if (reports.length === 0) return null;
  return (
    <section className="dashboard-card my-reports" aria-labelledby={titleId}>
      <h2 id={titleId} className="section__title">
        Your reports
      </h2>
      <ul className="my-reports__list">
        {reports.map((r) => (
          <li key={r.id} className="my-reports__item">
            <p className="my-reports__stem">
              {r.examTitle} · {r.stemExcerpt}
            </p>
            <p>You wrote: “{r.message}”</p>
            <p className={`my-reports__status my-reports__status--${r.status}`}>
              {STATUS_TEXT[r.status]}
              {r.status === 'fixed' && r.fixedInVersion !== null && ` in version ${r.fixedInVersion}`}
            </p>
            {r.reply && (
              <blockquote className="my-reports__reply">
                <p>
                  Editors’ reply{r.repliedAt && `, ${formatShortDate(new Date(r.repliedAt))}`}: {r.reply}
                </p>
              </blockquote>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
