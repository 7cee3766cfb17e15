import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDecideReportMutation, useVersionsQuery } from '../api';
import { dateTime } from '../admin-format';
import type { QuestionReport, ReportDecision } from '../admin-types';

const STATUS_TEXT: Record<QuestionReport['status'], string> = { open: 'Open', accepted: 'Accepted', rejected: 'Rejected', fixed: 'Fixed' };

/** A version picker for 'Mark fixed': the item's versions, loaded when it opens. */
function FixedInSelect({ questionId, id, value, onChange }: { questionId: string; id: string; value: string; onChange: (value: string) => void }) {
  const { data: versions, error } = useVersionsQuery(questionId);
  return (
    <div className="admin-filters__field">
      <label htmlFor={id}>Fixed in version</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} required>
        <option value="">{versions ? 'Choose a version' : error ? 'Versions unavailable' : 'Loading versions…'}</option>
        {versions?.map((v) => (
          <option key={v.version} value={v.version}>
            Version {v.version} ({v.status.replace('_', ' ')})
          </option>
        ))}
      </select>
    </div>
  );
}

/** One report: the item, what the candidate wrote, and the triage (a reply, then accept, reject or mark fixed). */
export function ReportCard({ report }: { report: QuestionReport }) {
  const id = useId();
  const [reply, setReply] = useState(report.reply ?? '');
  const [fixing, setFixing] = useState(false);
  const [fixedIn, setFixedIn] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [decide, { isLoading, error }] = useDecideReportMutation();

  const send = (decision: Omit<ReportDecision, 'id'>) => {
    setProblem(null);
    void decide({ id: report.id, ...decision, ...(reply.trim() ? { reply: reply.trim() } : {}) });
  };
  const reject = () => {
    if (!reply.trim()) {
      setProblem('Write a reply to the candidate before rejecting: they are told why.');
      document.getElementById(`${id}-reply`)?.focus();
      return;
    }
    send({ status: 'rejected' });
  };
  const markFixed = () => {
    if (!fixing) return setFixing(true);
    if (!fixedIn) {
      setProblem('Choose the version that fixes it.');
      document.getElementById(`${id}-fixed`)?.focus();
      return;
    }
    send({ status: 'fixed', fixedInVersion: Number(fixedIn) });
  };

  const title = `${report.questionKey ?? 'Item'} (version ${report.questionVersion})`;
  const message = problem ?? error?.message;
  return (
    <article className="admin-report" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-report__title">
        <Link to={`/admin/items/${report.questionId}`}>{title}</Link>{' '}
        <span className={`admin-chip admin-chip--report-${report.status}`}>{STATUS_TEXT[report.status]}</span>
      </h2>
      <p className="admin-version__meta">
        {report.exam ?? 'Unknown exam'} · from {report.reporterEmail ?? 'a deleted account'}, {dateTime(report.createdAt)}
      </p>
      <blockquote className="admin-report__message">{report.message}</blockquote>
      {report.repliedAt && report.reply && (
        <p className="admin-panel__note">
          Replied {dateTime(report.repliedAt)}: “{report.reply}”{report.fixedInVersion ? ` · fixed in version ${report.fixedInVersion}` : ''}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-reply`} className="field__label">
          Reply to the candidate
        </label>
        <textarea
          id={`${id}-reply`}
          rows={2}
          maxLength={2000}
          value={reply}
          onChange={(event) => setReply(event.target.value)}
          aria-invalid={problem?.startsWith('Write') ? true : undefined}
          aria-describedby={message ? `${id}-problem` : undefined}
        />
      </div>
      {fixing && <FixedInSelect questionId={report.questionId} id={`${id}-fixed`} value={fixedIn} onChange={setFixedIn} />}
      <div className="admin-lifecycle__buttons">
        <button type="button" className="btn btn--primary btn--small" disabled={isLoading} onClick={() => send({ status: 'accepted' })}>
          Accept
        </button>
        <button type="button" className="btn btn--secondary btn--small" disabled={isLoading} onClick={reject}>
          Reject
        </button>
        <button type="button" className="btn btn--secondary btn--small" disabled={isLoading} onClick={markFixed}>
          {fixing ? 'Confirm fixed' : 'Mark fixed'}
        </button>
      </div>
      <div aria-live="polite">
        {message && (
          <p id={`${id}-problem`} className="notice notice--error">
            {message}
          </p>
        )}
      </div>
    </article>
  );
}
