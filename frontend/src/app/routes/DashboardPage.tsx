export function DashboardPage() {
  return (
    <div className="container page">
      <title>Dashboard — MedPrep</title>
      <h1 className="page__title">Dashboard</h1>
      <p className="page__lead">Your exams, progress and profile will appear here.</p>
    </div>
  );
}
