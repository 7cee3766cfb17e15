import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Messages, PASSWORD_MIN_LENGTH, registerInputSchema } from '@medprep/shared';
import { useAppSelector } from '../../../app/hooks';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { useRegisterMutation } from '../credentials-api';
import { useValidatedForm } from '../../../components/forms/useValidatedForm';
import { DEFAULT_AFTER_LOGIN, safeReturnTo } from '../return-to';
import { selectAuthStatus, type SessionUser } from '../../../app/session/session-api';

export const PASSWORD_HINT = `Use at least ${PASSWORD_MIN_LENGTH} characters. A phrase of unrelated words is easy to remember and hard to guess.`;

export interface RegisterFormProps {
  /** Embedded (the checkout modal): called with the new user, instead of navigating away. */
  onSignedIn?: (user: SessionUser) => void;
  /** Embedded: "Log in" switches to the login form in place. */
  onSwitchToLogin?: () => void;
  /** The id of the heading that names the form. */
  labelledBy?: string;
}

export function RegisterForm({ onSignedIn, onSwitchToLogin, labelledBy = 'register-title' }: RegisterFormProps = {}) {
  const [register] = useRegisterMutation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const status = useAppSelector(selectAuthStatus);
  const returnParam = safeReturnTo(params.get('returnTo'));
  const returnTo = returnParam ?? DEFAULT_AFTER_LOGIN;
  const form = useValidatedForm(registerInputSchema, { firstName: '', surname: '', email: '', password: '' });

  const onSubmit = form.handleSubmit(async (input) => {
    const result = await register(input);
    if (result.data) {
      if (onSignedIn) onSignedIn(result.data);
      else await navigate(returnTo, { replace: true });
      return;
    }
    form.showRefusal(result.error, Messages.rpc.unknown, { codes: { EMAIL_TAKEN: 'email', WEAK_PASSWORD: 'password' } });
  });

  if (status === 'signedIn' && !form.pending && !onSignedIn) return <Navigate to={returnTo} replace />;

  const loginLink = returnParam ? `/login?returnTo=${encodeURIComponent(returnParam)}` : '/login';

  return (
    <form ref={form.formRef} className="auth-form" noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
      <FormAlert message={form.serverError} />
      <div className="auth-form__row">
        <TextField label="First name" autoComplete="given-name" required {...form.field('firstName')} />
        <TextField label="Surname" autoComplete="family-name" required {...form.field('surname')} />
      </div>
      <TextField label="E-mail address" type="email" autoComplete="email" required {...form.field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={PASSWORD_HINT}
        {...form.field('password')}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={form.pending}>
        {form.pending ? 'Creating your account…' : 'Create account'}
      </button>
      <p className="auth-form__switch">
        Already have an account?{' '}
        {onSwitchToLogin ? (
          <button type="button" className="link-button" onClick={onSwitchToLogin}>
            Log in
          </button>
        ) : (
          <Link to={loginLink}>Log in</Link>
        )}
      </p>
    </form>
  );
}
