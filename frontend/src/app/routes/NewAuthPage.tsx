import { RegisterForm } from '../../features/auth/components/RegisterForm';

export function NewAuthPage() {
  return (
    <div className="container page page--narrow">
      <title>MedPrep — Create an account</title>
      <h1 id="register-title" className="page__title">
        Create an account
      </h1>
      <p className="page__lead">Sign up to claim a free trial of one exam.</p>
      <RegisterForm />
    </div>
  );
}
