import { PageMessages } from '@medprep/shared';

export const INTERNAL_ERROR_MESSAGE = PageMessages.errorDefault;

export interface ErrorPageProps {
  status?: number;
  message?: string;
  /** The page's code could not be loaded (usually a new version was deployed meanwhile). */
  staleCode?: boolean;
}

/**
 * The generic error page for every error that is not a 404. Plain links (not router
 * links), so it works even if the router is what broke.
 */
export function ErrorPage({ status = 500, message = INTERNAL_ERROR_MESSAGE, staleCode = false }: ErrorPageProps) {
  return (
    <section className="status-page" aria-labelledby="status-page-title">
      <title>{`MedPrep — ${message}`}</title>
      <p className="status-page__code">{status}</p>
      <h1 id="status-page-title" className="status-page__title">
        {message}
      </h1>
      <p className="status-page__text">
        {staleCode
          ? 'MedPrep has been updated since this page was opened. Reload to get the latest version.'
          : 'Something went wrong while showing this page. Please try again in a moment.'}
      </p>
      <p className="status-page__actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <a className="btn btn--secondary" href="/">
          Go to the home page
        </a>
      </p>
    </section>
  );
}
