import { useAuditQuery } from '../api';
import { dateTime, who } from '../admin-format';
import { LoadState } from './LoadState';

const json = (value: unknown) => (value === null || value === undefined ? '(nothing)' : JSON.stringify(value, null, 2));

/** Every editorial change to the item: who, what and when, with before and after folded away. */
export function AuditPanel({ questionId }: { questionId: string }) {
  const { data, error, refetch } = useAuditQuery(questionId);
  return (
    <section className="admin-panel" aria-labelledby="audit-title">
      <h2 id="audit-title" className="admin-panel__title">
        Audit log
      </h2>
      {!data ? (
        <LoadState what="the audit log" error={error} onRetry={() => void refetch()} />
      ) : data.records.length === 0 ? (
        <p className="admin-panel__note">No changes recorded yet.</p>
      ) : (
        <ol className="admin-audit">
          {data.records.map((entry) => (
            <li key={entry.id}>
              <p>
                <strong>{entry.action}</strong> by {who(entry.actor)}, <time dateTime={entry.at}>{dateTime(entry.at)}</time>
              </p>
              <details>
                <summary>Before and after</summary>
                <div className="admin-audit__sides">
                  <div>
                    <h3 className="admin-panel__subtitle">Before</h3>
                    <pre>{json(entry.before)}</pre>
                  </div>
                  <div>
                    <h3 className="admin-panel__subtitle">After</h3>
                    <pre>{json(entry.after)}</pre>
                  </div>
                </div>
              </details>
            </li>
          ))}
        </ol>
      )}
      {data && data.total > data.records.length && (
        <p className="admin-panel__note">
          The {data.records.length} newest of {data.total} changes.
        </p>
      )}
    </section>
  );
}
