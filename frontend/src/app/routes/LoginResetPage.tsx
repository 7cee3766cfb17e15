export function LoginResetPage() {
  return (
    <div className="container page">
      <title>Reset your password — MedPrep</title>
      <h1 className="page__title">Reset your password</h1>
      <p className="page__lead">Enter the email address on your account and we will send you a reset link.</p>
    </div>
  );
}
