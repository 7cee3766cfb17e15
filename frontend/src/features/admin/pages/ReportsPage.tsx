import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useReportsQuery } from '../api';
import { REPORT_STATUSES, type ReportStatus } from '../admin-types';
import { LoadState } from '../components/LoadState';
import { ReportCard } from '../components/ReportCard';
import '../admin.css';

const STATUS_FILTERS: { value: ReportStatus | ''; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'fixed', label: 'Fixed' },
  { value: '', label: 'Any status' },
];

/** /admin/reports — candidates' reports, open ones first by default, each triaged in place. */
export function ReportsPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: ReportStatus | undefined = raw === 'all' ? undefined : REPORT_STATUSES.includes(raw as ReportStatus) ? (raw as ReportStatus) : 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, refetch } = useReportsQuery({ status, page });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  return (
    <div className="admin-page">
      <title>Reports — Editor console — MedPrep</title>
      <h1 className="page__title">Reports</h1>
      <div className="admin-filters__field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} value={status ?? ''} onChange={(event) => setParams({ status: event.target.value || 'all' })}>
          {STATUS_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {!data ? (
        <LoadState what="the reports" error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <p role="status" className="admin-results__count">
            {data.total === 0 ? 'No reports.' : `${data.total} ${data.total === 1 ? 'report' : 'reports'} · page ${data.page} of ${pages}`}
          </p>
          <div className="admin-reports">
            {data.records.map((report) => (
              <ReportCard key={report.id} report={report} />
            ))}
          </div>
          {pages > 1 && (
            <nav className="admin-pager" aria-label="Pages of reports">
              <button type="button" className="btn btn--secondary btn--small" disabled={page <= 1} onClick={() => setParams({ status: status ?? 'all', page: String(page - 1) })}>
                Previous page
              </button>
              <span>
                Page {page} of {pages}
              </span>
              <button type="button" className="btn btn--secondary btn--small" disabled={page >= pages} onClick={() => setParams({ status: status ?? 'all', page: String(page + 1) })}>
                Next page
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
