import { LoginForm } from '../../features/auth/components/LoginForm';

export function LoginPage() {
  return (
    <div className="container page page--narrow">
      <title>MedPrep — Log in</title>
      <h1 id="login-title" className="page__title">
        Log in
      </h1>
      <p className="page__lead">Sign in to your MedPrep account to continue your revision.</p>
      <LoginForm />
    </div>
  );
}
