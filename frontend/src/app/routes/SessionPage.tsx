export function SessionPage() {
  return (
    <div className="container page">
      <title>Session — MedPrep</title>
      <h1 className="page__title">Question session</h1>
      <p className="page__lead">Your timed question session will appear here.</p>
    </div>
  );
}
