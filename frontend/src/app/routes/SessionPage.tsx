import { Link } from 'react-router-dom';

/** /s with no session: sessions start from the dashboard. */
export function SessionPage() {
  return (
    <div className="container page">
      <title>Session — MedPrep</title>
      <h1 className="page__title">Question session</h1>
      <p className="page__lead">Choose an exam and how you want to practise on your dashboard, and your session opens here.</p>
      <Link to="/dashboard" className="btn btn--primary">
        Go to your dashboard
      </Link>
    </div>
  );
}
