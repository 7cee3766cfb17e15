import { useSearchParams } from 'react-router-dom';
import { PasswordResetConfirmForm } from '../../features/auth/components/PasswordResetConfirmForm';
import { PasswordResetRequestForm } from '../../features/auth/components/PasswordResetRequestForm';

/** Without `?token=`: ask for a link. With it (the e-mailed link): choose a new password. */
export function LoginResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <div className="container page page--narrow">
      <title>MedPrep — Reset your password</title>
      <h1 id="reset-title" className="page__title">
        {token ? 'Choose a new password' : 'Reset your password'}
      </h1>
      {token ? (
        <>
          <p className="page__lead">Enter a new password for your MedPrep account.</p>
          <PasswordResetConfirmForm token={token} />
        </>
      ) : (
        <>
          <p className="page__lead">Enter the email address on your account and we will send you a reset link.</p>
          <PasswordResetRequestForm />
        </>
      )}
    </div>
  );
}
