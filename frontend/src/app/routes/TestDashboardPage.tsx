export function TestDashboardPage() {
  return (
    <div className="container page">
      <title>Dashboard Integration Tests</title>
      <h1 className="page__title">Dashboard Integration Tests</h1>
      <p className="page__lead">Dashboard widgets rendered in the public layout for integration tests.</p>
    </div>
  );
}
