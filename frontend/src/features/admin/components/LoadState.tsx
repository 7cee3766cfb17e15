import { Spinner } from '../../../components/ui/Spinner';

/** A section's loading or failed state, with a retry. */
export function LoadState({ what, error, onRetry }: { what: string; error?: { message?: string }; onRetry: () => void }) {
  if (!error) return <Spinner label={`Loading ${what}…`} />;
  return (
    <div className="notice notice--error" role="alert">
      <p>
        We could not load {what}: {error.message ?? 'something went wrong'}
      </p>
      <button type="button" className="btn btn--secondary btn--small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
