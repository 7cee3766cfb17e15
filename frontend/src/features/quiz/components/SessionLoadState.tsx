import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui/Spinner';

interface PageTitle {
  /** The document title's subject, e.g. 'Session' → 'Session — MedPrep'. */
  subject: string;
}

/** While a session or its results load. */
export function SessionLoading({ subject, label }: PageTitle & { label: string }) {
  return (
    <div className="route-fallback">
      <title>{`${subject} — MedPrep`}</title>
      <Spinner label={label} />
    </div>
  );
}

/** A session or its results could not be loaded: the reason, a retry, and the way back. */
export function SessionLoadFailed({ subject, heading, message, onRetry }: PageTitle & { heading: string; message: string | undefined; onRetry: () => void }) {
  return (
    <div className="page status-page">
      <title>{`${subject} — MedPrep`}</title>
      <h1 className="status-page__title">{heading}</h1>
      <p className="notice notice--error" role="alert">
        {message}
      </p>
      <div className="status-page__actions">
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          Try again
        </button>
        <Link to="/dashboard" className="btn btn--secondary">
          Back to dashboard
        </Link>
      </div>
    </div>
  );
}
