import type { ReactNode } from 'react';
import '../../dashboard.css';

/** A list of the user's records (`what`: "orders", "sessions") still loading, or failed with a retry. */
export function RecordsPending({ what, loading, onRetry }: { what: string; loading: boolean; onRetry: () => void }) {
  if (loading) return <p className="records__status">Loading your {what}…</p>;
  return (
    <div className="notice notice--error" role="alert">
      Your {what} could not be loaded.{' '}
      <button type="button" className="btn btn--secondary btn--small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** A list of the user's records that has none yet: a title, then what will appear (and any action). */
export function RecordsEmpty({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      {children}
    </div>
  );
}
