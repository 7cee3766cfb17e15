export function LoginPage() {
  return (
    <div className="container page">
      <title>Log in — MedPrep</title>
      <h1 className="page__title">Log in</h1>
      <p className="page__lead">Sign in to your MedPrep account to continue your revision.</p>
    </div>
  );
}
