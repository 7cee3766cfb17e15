import { PageMessages } from '@medprep/shared';
import { Link } from 'react-router-dom';

export const NOT_FOUND_MESSAGE = PageMessages.notFoundDefault;

export interface NotFoundPageProps {
  message?: string;
}

/** The 404 page: 'Page Not Found', or 'Page Not Found: {path}' from a route check. */
export function NotFoundPage({ message = NOT_FOUND_MESSAGE }: NotFoundPageProps) {
  return (
    <section className="status-page" aria-labelledby="status-page-title">
      <title>{`MedPrep — ${NOT_FOUND_MESSAGE}`}</title>
      <p className="status-page__code">404</p>
      <h1 id="status-page-title" className="status-page__title">
        {message}
      </h1>
      <p className="status-page__text">The page you were looking for doesn&rsquo;t exist or has moved.</p>
      <p className="status-page__actions">
        <Link className="btn btn--primary" to="/">
          Go to the home page
        </Link>
        <Link className="btn btn--secondary" to="/exams">
          Browse exams
        </Link>
      </p>
    </section>
  );
}
