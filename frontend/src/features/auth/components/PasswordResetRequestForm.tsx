import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Messages, passwordResetRequestSchema } from '@medprep/shared';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { useRequestPasswordResetMutation } from '../credentials-api';
import { useValidatedForm } from '../../../components/forms/useValidatedForm';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function PasswordResetRequestForm() {
  const [requestPasswordReset] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState<string | null>(null);
  const form = useValidatedForm(passwordResetRequestSchema, { email: '' });

  const onSubmit = form.handleSubmit(async (input) => {
    const result = await requestPasswordReset(input);
    if (result.data) setSent(result.data);
    else form.setServerError(result.error?.message ?? Messages.rpc.unknown);
  });

  if (sent) {
    return (
      <div className="auth-form">
        <p className="notice notice--success" role="status">
          {sent}
        </p>
        <p>The link works once and for a limited time. Check your spam folder if it does not arrive.</p>
        <p>
          <Link to="/login">Back to log in</Link>
        </p>
      </div>
    );
  }

  return (
    <form ref={form.formRef} className="auth-form" noValidate onSubmit={onSubmit} aria-labelledby="reset-title">
      <FormAlert message={form.serverError} />
      <TextField label="E-mail address" type="email" autoComplete="email" required {...form.field('email')} />
      <button type="submit" className="btn btn--primary btn--block" disabled={form.pending}>
        {form.pending ? 'Sending the link…' : 'Send me a reset link'}
      </button>
      <p className="auth-form__switch">
        Remembered it? <Link to="/login">Log in</Link>
      </p>
    </form>
  );
}
