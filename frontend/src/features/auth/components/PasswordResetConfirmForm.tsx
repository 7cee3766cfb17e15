import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Messages, PASSWORD_MIN_LENGTH, passwordResetConfirmSchema } from '@medprep/shared';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { useConfirmPasswordResetMutation } from '../credentials-api';
import { useValidatedForm } from '../../../components/forms/useValidatedForm';
import { PASSWORD_HINT } from './RegisterForm';

const LINK_PROBLEMS = new Set(['RESET_LINK_INVALID', 'RESET_LINK_EXPIRED']);

/** Sets a new password with the token from the e-mailed link. */
export function PasswordResetConfirmForm({ token }: { token: string }) {
  const [confirmPasswordReset] = useConfirmPasswordResetMutation();
  const [done, setDone] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState(false);
  const form = useValidatedForm(passwordResetConfirmSchema, { token, password: '' });

  const onSubmit = form.handleSubmit(async (input) => {
    const result = await confirmPasswordReset(input);
    if (result.data) {
      setDone(result.data);
      return;
    }
    const message = result.error?.message ?? Messages.rpc.unknown;
    if (result.error?.code === 'WEAK_PASSWORD') form.setFieldError('password', message);
    else {
      setLinkProblem(LINK_PROBLEMS.has(result.error?.code ?? ''));
      form.setServerError(message);
    }
  });

  if (done) {
    return (
      <div className="auth-form">
        <p className="notice notice--success" role="status">
          {done}
        </p>
        <p>
          <Link to="/login" className="btn btn--primary">
            Log in
          </Link>
        </p>
      </div>
    );
  }

  // The token is not a field the user can fix: its problem is the form's.
  const tokenError = form.errors.token;
  return (
    <form ref={form.formRef} className="auth-form" noValidate onSubmit={onSubmit} aria-labelledby="reset-title">
      <FormAlert message={form.serverError ?? tokenError ?? null} />
      {(linkProblem || tokenError) && (
        <p>
          <Link to="/login/reset">Request a new reset link</Link>
        </p>
      )}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={PASSWORD_HINT}
        {...form.field('password')}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={form.pending}>
        {form.pending ? 'Saving your new password…' : 'Set new password'}
      </button>
    </form>
  );
}
