export function NewAuthPage() {
  return (
    <div className="container page">
      <title>Create an account — MedPrep</title>
      <h1 className="page__title">Create an account</h1>
      <p className="page__lead">Sign up to claim a free trial of one exam.</p>
    </div>
  );
}
