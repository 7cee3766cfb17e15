import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { loginInputSchema, Messages } from '@medprep/shared';
import { useAppSelector } from '../../../app/hooks';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { useSignInMutation } from '../credentials-api';
import { useValidatedForm } from '../../../components/forms/useValidatedForm';
import { DEFAULT_AFTER_LOGIN, safeReturnTo } from '../return-to';
import { selectAuthStatus, selectSessionError, type SessionUser } from '../../../app/session/session-api';

export interface LoginFormProps {
  /** Embedded (the checkout modal): called after logging in, instead of navigating away. */
  onSignedIn?: (user: SessionUser) => void;
  /** Embedded: "Create an account" switches to the sign-up form in place. */
  onSwitchToRegister?: () => void;
  /** The id of the heading that names the form. */
  labelledBy?: string;
}

export function LoginForm({ onSignedIn, onSwitchToRegister, labelledBy = 'login-title' }: LoginFormProps = {}) {
  const [signIn] = useSignInMutation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const status = useAppSelector(selectAuthStatus);
  const sessionError = useAppSelector(selectSessionError);
  const returnParam = safeReturnTo(params.get('returnTo'));
  const returnTo = returnParam ?? DEFAULT_AFTER_LOGIN;
  const form = useValidatedForm(loginInputSchema, { email: '', password: '' });

  const onSubmit = form.handleSubmit(async (credentials) => {
    const result = await signIn(credentials);
    if (result.data) {
      if (onSignedIn) onSignedIn(result.data);
      else await navigate(returnTo, { replace: true });
    } else form.setServerError(result.error?.message ?? Messages.rpc.unknown);
  });

  if (status === 'signedIn' && !form.pending && !onSignedIn) return <Navigate to={returnTo} replace />;

  const email = form.field('email');
  const password = form.field('password');
  const registerLink = returnParam ? `/new-auth?returnTo=${encodeURIComponent(returnParam)}` : '/new-auth';

  return (
    <form ref={form.formRef} className="auth-form" noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
      {sessionError === Messages.session.expired && (
        <p className="notice" role="status">
          {Messages.session.expired}. Log in again to continue.
        </p>
      )}
      {sessionError === Messages.session.signedOutElsewhere && (
        <p className="notice" role="status">
          {Messages.session.signedOutElsewhere}
        </p>
      )}
      <FormAlert message={form.serverError} />
      <TextField label="E-mail address" type="email" autoComplete="email" required {...email} />
      <TextField label="Password" type="password" autoComplete="current-password" required {...password} />
      <p className="auth-form__aside">
        <Link to="/login/reset">Forgotten your password?</Link>
      </p>
      <button type="submit" className="btn btn--primary btn--block" disabled={form.pending}>
        {form.pending ? 'Signing in…' : 'Log in'}
      </button>
      <p className="auth-form__switch">
        New to MedPrep?{' '}
        {onSwitchToRegister ? (
          <button type="button" className="link-button" onClick={onSwitchToRegister}>
            Create an account
          </button>
        ) : (
          <Link to={registerLink}>Create an account</Link>
        )}
      </p>
    </form>
  );
}
