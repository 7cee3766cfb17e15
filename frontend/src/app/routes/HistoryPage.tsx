import { SessionHistory } from '../../features/dashboard/components/records/SessionHistory';

/** /dashboard/history: every session of the user, each opening its review (or resuming it). */
export function HistoryPage() {
  return (
    <div className="container page dashboard-page">
      <title>Session history — MedPrep</title>
      <h1 className="page__title">Session history</h1>
      <p className="page__lead">Every session you have started, newest first. Open one to review its questions and answers.</p>
      <SessionHistory />
    </div>
  );
}
