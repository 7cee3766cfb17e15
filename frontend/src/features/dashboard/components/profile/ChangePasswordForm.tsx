import { useState } from 'react';
import { changePasswordInputSchema } from '@medprep/shared';
import { Button } from '../../../../components/ui/Button';
import { FormAlert } from '../../../../components/ui/FormAlert';
import { TextField } from '../../../../components/ui/TextField';
import { useValidatedForm } from '../../../../components/forms/useValidatedForm';
import { notify } from '../../../../lib/toast';
import { useChangePasswordMutation } from '../../api';

export const PASSWORD_CHANGED = 'Your password has been changed. Your other devices have been signed out.';

/** Refusals the server reports on the current-password field; the rest (a weak password) on the new one. */
const CURRENT_PASSWORD_CODES = new Set(['CURRENT_PASSWORD_REQUIRED', 'CURRENT_PASSWORD_WRONG', 'TOO_MANY_ATTEMPTS']);

/** Change password (users.changePassword). A saved change starts the form afresh, so no typed password lingers. */
export function ChangePasswordForm() {
  const [round, setRound] = useState(0);
  return <ChangePasswordFields key={round} onChanged={() => setRound((n) => n + 1)} />;
}

function ChangePasswordFields({ onChanged }: { onChanged: () => void }) {
  const [changePassword] = useChangePasswordMutation();
  const form = useValidatedForm(changePasswordInputSchema, { currentPassword: '', newPassword: '' });
  const { field } = form;

  const onSubmit = form.handleSubmit(async (input) => {
    const { error } = await changePassword(input);
    if (!error) {
      notify(PASSWORD_CHANGED, 'success');
      onChanged();
      return;
    }
    const message = error.message ?? 'Your password could not be changed.';
    if (error.code && CURRENT_PASSWORD_CODES.has(error.code)) form.setFieldError('currentPassword', message);
    else if (error.code === 'WEAK_PASSWORD') form.setFieldError('newPassword', message);
    else form.setServerError(message);
  });

  return (
    <form ref={form.formRef} className="profile-form account-section" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="change-password-title">
      <h3 id="change-password-title" className="form-section__title">
        Change password
      </h3>
      <TextField label="Current password" type="password" autoComplete="current-password" className="field--medium" {...field('currentPassword')} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, not easy to guess. Your other devices will be signed out."
        className="field--medium"
        {...field('newPassword')}
      />
      <FormAlert message={form.serverError} />
      <div className="form-actions">
        <Button type="submit" disabled={form.pending}>
          {form.pending ? 'Changing…' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
